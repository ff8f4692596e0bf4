import { z } from "zod";

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.url().optional());

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: optionalUrl.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    "DATABASE_URL must start with postgres:// or postgresql://",
  ),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  BASE_URL: optionalUrl,
  AUTH_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    "AUTH_SECRET must be at least 32 characters",
  ),
  TRUSTED_ORIGINS: optionalText,
  CLIENT_IP_HEADER: z.string().trim().default("x-forwarded-for"),
  MONDAY_API_TOKEN: optionalText,
  MONDAY_API_URL: z.url().default("https://api.monday.com/v2"),
  MONDAY_BOARD_ID: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalUrl,
  SMTP_URL: optionalText.refine(
    (value) => value === undefined || /^smtps?:\/\//.test(value),
    "SMTP_URL must start with smtp:// or smtps://",
  ),
  MAIL_FROM: z.string().trim().default("AW Air Conditioning <no-reply@awac.example>"),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  SEED_DEMO: booleanFlag,
  // Demo logins' passwords; when unset the demo seed generates strong ones and prints them once.
  DEMO_ADMIN_PASSWORD: optionalText.refine((value) => value === undefined || value.length >= 8, "DEMO_ADMIN_PASSWORD must be at least 8 characters"),
  DEMO_CUSTOMER_PASSWORD: optionalText.refine((value) => value === undefined || value.length >= 8, "DEMO_CUSTOMER_PASSWORD must be at least 8 characters"),
  JOB_WORKER: z.enum(["on", "off"]).default("on"),
  JOB_POLL_INTERVAL_MS: positiveInt(1000),
  RATE_LIMIT_AUTH_MAX: positiveInt(10),
  RATE_LIMIT_AUTH_WINDOW_SECONDS: positiveInt(60),
  RATE_LIMIT_FORM_MAX: positiveInt(20),
  RATE_LIMIT_FORM_WINDOW_SECONDS: positiveInt(600),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
});

export type Env = z.infer<typeof EnvSchema>;

export class ConfigurationError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigurationError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigurationError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`),
    );
  }
  return result.data;
}

let cached: Env | undefined;

/** The validated process environment, parsed once. Tests reset it with `resetEnvForTests`. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function resetEnvForTests(): void {
  cached = undefined;
}
