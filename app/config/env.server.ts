import { z } from "zod";
import { isWebAddress } from "./web-address";

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

/** Comma-separated http(s) URLs, each checked on its own so the message names the one that is wrong. */
const originList = optionalText.superRefine((value, ctx) => {
  for (const entry of (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)) {
    if (!isWebAddress(entry)) ctx.addIssue({ code: "custom", message: `"${entry}" is not an http:// or https:// URL` });
  }
});

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset: 127.0.0.1 for the demo, 0.0.0.0 otherwise (app/config/listen-host.ts).
  HOST: optionalText,
  DATABASE_URL: optionalUrl.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    "DATABASE_URL must start with postgres:// or postgresql://",
  ),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  BASE_URL: optionalUrl.refine(
    (value) => value === undefined || isWebAddress(value),
    "BASE_URL must start with http:// or https://",
  ),
  AUTH_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    "AUTH_SECRET must be at least 32 characters",
  ),
  TRUSTED_ORIGINS: originList,
  // How many proxies of ours stand in front of the server (0: clients connect directly; nginx's
  // $proxy_add_x_forwarded_for is 1). See app/http/client-address.server.ts.
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // Gone: a client-chosen header must never pick the rate-limit bucket. Refused so an old setting is not silently ignored.
  CLIENT_IP_HEADER: optionalText.refine(
    (value) => value === undefined,
    "CLIENT_IP_HEADER was replaced by TRUST_PROXY_HOPS (see the README)",
  ),
  MONDAY_API_TOKEN: optionalText,
  MONDAY_API_URL: z.url().default("https://api.monday.com/v2"),
  MONDAY_BOARD_ID: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalUrl,
  // Twilio Programmable Messaging (issue 36): the account's SID and auth token, and a sending number or a messaging
  // service; all unset, texts go to the development outbox on the System page. TWILIO_API_BASE points tests at the fake.
  TWILIO_ACCOUNT_SID: optionalText.refine(
    (value) => value === undefined || /^AC[0-9a-fA-F]{32}$/.test(value),
    "TWILIO_ACCOUNT_SID must be AC followed by 32 hexadecimal digits (the Twilio console's Account SID)",
  ),
  TWILIO_AUTH_TOKEN: optionalText.refine(
    (value) => value === undefined || value.length >= 16,
    "TWILIO_AUTH_TOKEN must be the account's auth token (32 characters)",
  ),
  TWILIO_FROM_NUMBER: optionalText.refine(
    (value) => value === undefined || /^\+[1-9]\d{7,14}$/.test(value),
    "TWILIO_FROM_NUMBER must be a number in E.164, e.g. +13055550100",
  ),
  TWILIO_MESSAGING_SERVICE_SID: optionalText.refine(
    (value) => value === undefined || /^MG[0-9a-fA-F]{32}$/.test(value),
    "TWILIO_MESSAGING_SERVICE_SID must be MG followed by 32 hexadecimal digits",
  ),
  TWILIO_API_BASE: z.url().default("https://api.twilio.com"),
  SMTP_URL: optionalText.refine(
    (value) => value === undefined || /^smtps?:\/\//.test(value),
    "SMTP_URL must start with smtp:// or smtps://",
  ),
  MAIL_FROM: z.string().trim().default("AW Air Conditioning <no-reply@awac.example>"),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  // The demo is asked for, never assumed (ADR 029): demo data and logins, and the keyless checkout that grants plans free.
  SEED_DEMO: booleanFlag,
  DEMO_PAYMENTS: booleanFlag,
  // Demo logins' passwords; when unset the demo seed generates strong ones and prints them once.
  DEMO_ADMIN_PASSWORD: optionalText.refine(
    (value) => value === undefined || value.length >= 8,
    "DEMO_ADMIN_PASSWORD must be at least 8 characters",
  ),
  DEMO_CUSTOMER_PASSWORD: optionalText.refine(
    (value) => value === undefined || value.length >= 8,
    "DEMO_CUSTOMER_PASSWORD must be at least 8 characters",
  ),
  DEMO_TECH_PASSWORD: optionalText.refine(
    (value) => value === undefined || value.length >= 8,
    "DEMO_TECH_PASSWORD must be at least 8 characters",
  ),
  JOB_WORKER: z.enum(["on", "off"]).default("on"),
  JOB_POLL_INTERVAL_MS: positiveInt(1000),
  // A running job whose worker has not finished it within this lease is taken for a crashed worker's and run again
  // (app/jobs/worker.server.ts). Every server sharing the database must use the same value; drills shorten it.
  JOB_LOCK_TIMEOUT_SECONDS: positiveInt(300),
  // One attempt's time limit; must stay below the lease, or a slow attempt would be run twice at once.
  JOB_TIME_LIMIT_SECONDS: positiveInt(120),
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
  const problems = rulesBetweenSettings(result.data);
  if (problems.length > 0) throw new ConfigurationError(problems);
  return result.data;
}

/** Rules that tie settings together, checked once each value is valid on its own. */
function rulesBetweenSettings(config: Env): string[] {
  const problems: string[] = [];
  if (config.JOB_TIME_LIMIT_SECONDS >= config.JOB_LOCK_TIMEOUT_SECONDS) {
    problems.push(
      `JOB_TIME_LIMIT_SECONDS (${config.JOB_TIME_LIMIT_SECONDS}) must be below JOB_LOCK_TIMEOUT_SECONDS (${config.JOB_LOCK_TIMEOUT_SECONDS}): an attempt still running when its lease ends is started a second time`,
    );
  }
  problems.push(...twilioProblems(config));
  // Without BASE_URL the public origin is http://localhost:$PORT (app/config/public-origin.server.ts): right for a
  // local start, wrong in every mailed link and canonical URL of a production site (docs/decisions/025).
  if (config.NODE_ENV === "production" && config.DATABASE_URL && !config.BASE_URL) {
    problems.push(
      "BASE_URL: required with NODE_ENV=production and DATABASE_URL; set it to the site's public address (e.g. https://www.example.com), which every link in mail and page metadata uses",
    );
  }
  return problems;
}

/** Twilio is all or nothing: half a configuration would send nothing and say nothing, so the start refuses it. */
function twilioProblems(config: Env): string[] {
  const credentials = [config.TWILIO_ACCOUNT_SID, config.TWILIO_AUTH_TOKEN];
  const senders = [config.TWILIO_FROM_NUMBER, config.TWILIO_MESSAGING_SERVICE_SID];
  const anySet = [...credentials, ...senders].some((value) => value !== undefined);
  if (!anySet) return [];
  const problems: string[] = [];
  if (credentials.some((value) => value === undefined))
    problems.push("TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN: set both to send texts through Twilio, or neither");
  if (senders.every((value) => value === undefined))
    problems.push(
      "TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID: Twilio needs a number or a service to send from",
    );
  return problems;
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
