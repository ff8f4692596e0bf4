import { generateRandomString, hashPassword } from "better-auth/crypto";
import type { Env } from "~/config/env.server";
import type { account, profiles, user } from "../schema";
import { DEMO_CUSTOMER_EMAIL } from "./demo-customers";

export const DEMO_ADMIN_EMAIL = "admin@awac.example";

export type DemoPassword = { password: string; source: "DEMO_ADMIN_PASSWORD" | "DEMO_CUSTOMER_PASSWORD" | "generated" };
export type DemoPasswords = { admin: DemoPassword; customer: DemoPassword };

/** About 107 bits of randomness in three groups that are easy to copy. */
export function generateDemoPassword(): string {
  return [0, 1, 2].map(() => generateRandomString(6, "a-z", "A-Z", "0-9")).join("-");
}

export function demoPasswords(config: Pick<Env, "DEMO_ADMIN_PASSWORD" | "DEMO_CUSTOMER_PASSWORD">): DemoPasswords {
  return {
    admin: config.DEMO_ADMIN_PASSWORD
      ? { password: config.DEMO_ADMIN_PASSWORD, source: "DEMO_ADMIN_PASSWORD" }
      : { password: generateDemoPassword(), source: "generated" },
    customer: config.DEMO_CUSTOMER_PASSWORD
      ? { password: config.DEMO_CUSTOMER_PASSWORD, source: "DEMO_CUSTOMER_PASSWORD" }
      : { password: generateDemoPassword(), source: "generated" },
  };
}

export type DemoPerson = {
  email: string;
  firstName: string;
  lastName: string;
  role: "admin" | "user";
  emailVerified: boolean;
  password: string;
  createdAt: Date;
  phone?: string | null;
  address?: string | null;
  city?: string | null;
  zipCode?: string | null;
};

export type DemoUserRows = {
  user: typeof user.$inferInsert & { id: string };
  account: typeof account.$inferInsert;
  profile: typeof profiles.$inferInsert;
};

/** The rows better-auth itself writes for an e-mail and password sign-up, plus our profile. */
export async function demoUserRows(person: DemoPerson): Promise<DemoUserRows> {
  const id = generateRandomString(32, "a-z", "A-Z", "0-9");
  const at = person.createdAt;
  return {
    user: {
      id,
      name: `${person.firstName} ${person.lastName}`,
      email: person.email,
      emailVerified: person.emailVerified,
      role: person.role,
      firstName: person.firstName,
      lastName: person.lastName,
      locale: "en",
      createdAt: at,
      updatedAt: at,
    },
    account: {
      id: generateRandomString(32, "a-z", "A-Z", "0-9"),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(person.password),
      createdAt: at,
      updatedAt: at,
    },
    profile: {
      userId: id,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone ?? null,
      address: person.address ?? null,
      city: person.city ?? null,
      state: person.city ? "FL" : null,
      zipCode: person.zipCode ?? null,
      createdAt: at,
      updatedAt: at,
    },
  };
}

/** The two demo logins in a box, printed once when the demo data is created. */
export function formatDemoCredentials(passwords: DemoPasswords): string {
  const shown = (entry: DemoPassword) => (entry.source === "generated" ? entry.password : `(the value of ${entry.source})`);
  const lines = [
    "Demo logins (shown once; set DEMO_ADMIN_PASSWORD / DEMO_CUSTOMER_PASSWORD to choose them)",
    "",
    `Staff back office   /admin   ${DEMO_ADMIN_EMAIL}`,
    `                             password: ${shown(passwords.admin)}`,
    `Customer portal     /auth    ${DEMO_CUSTOMER_EMAIL}`,
    `                             password: ${shown(passwords.customer)}`,
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const border = `+${"-".repeat(width + 2)}+`;
  return [border, ...lines.map((line) => `| ${line.padEnd(width)} |`), border].join("\n");
}
