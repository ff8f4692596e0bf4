import { generateRandomString, hashPassword } from "better-auth/crypto";
import type { Env } from "~/config/env.server";
import type { account, profiles, user } from "../schema";
import { DEMO_CUSTOMER_EMAIL } from "./demo-customers";
import type { DemoLoginPassword, DemoLoginPasswords } from "./demo-login-passwords";

export const DEMO_ADMIN_EMAIL = "admin@awac.example";
/** The demo technician's login (issue 35 item 5): one of the demo technicians, with visits today and this week. */
export const DEMO_TECH_EMAIL = "tech@awac.example";

export type DemoPassword = {
  password: string;
  source: "DEMO_ADMIN_PASSWORD" | "DEMO_CUSTOMER_PASSWORD" | "DEMO_TECH_PASSWORD" | "generated";
};
export type DemoPasswords = { admin: DemoPassword; customer: DemoPassword; technician: DemoPassword };

/** About 107 bits of randomness in three groups that are easy to copy. */
export function generateDemoPassword(): string {
  return [0, 1, 2].map(() => generateRandomString(6, "a-z", "A-Z", "0-9")).join("-");
}

export function demoPasswords(
  config: Pick<Env, "DEMO_ADMIN_PASSWORD" | "DEMO_CUSTOMER_PASSWORD" | "DEMO_TECH_PASSWORD">,
): DemoPasswords {
  return {
    admin: config.DEMO_ADMIN_PASSWORD
      ? { password: config.DEMO_ADMIN_PASSWORD, source: "DEMO_ADMIN_PASSWORD" }
      : { password: generateDemoPassword(), source: "generated" },
    customer: config.DEMO_CUSTOMER_PASSWORD
      ? { password: config.DEMO_CUSTOMER_PASSWORD, source: "DEMO_CUSTOMER_PASSWORD" }
      : { password: generateDemoPassword(), source: "generated" },
    technician: config.DEMO_TECH_PASSWORD
      ? { password: config.DEMO_TECH_PASSWORD, source: "DEMO_TECH_PASSWORD" }
      : { password: generateDemoPassword(), source: "generated" },
  };
}

export type DemoPerson = {
  email: string;
  firstName: string;
  lastName: string;
  role: "admin" | "user" | "technician";
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

/**
 * The three demo logins as the start prints them, last, under the address to open (server/start-banner.ts). A
 * password from the environment is named, never printed.
 */
export function demoLoginLines(passwords: DemoLoginPasswords, address: string): string[] {
  const shown = (entry: DemoLoginPassword) =>
    entry.source === "generated"
      ? entry.password
      : entry.source === "unknown"
        ? "unknown: changed since the demo was created (see the README's Demo logins)"
        : `(the value of ${entry.source})`;
  return [
    "Demo logins (set DEMO_ADMIN_PASSWORD / DEMO_CUSTOMER_PASSWORD / DEMO_TECH_PASSWORD before the first start to choose them)",
    `Staff back office   ${address}/admin   ${DEMO_ADMIN_EMAIL}`,
    `                    password: ${shown(passwords.admin)}`,
    `Customer portal     ${address}/auth    ${DEMO_CUSTOMER_EMAIL}`,
    `                    password: ${shown(passwords.customer)}`,
    `Technician's day    ${address}/tech    ${DEMO_TECH_EMAIL}`,
    `                    password: ${shown(passwords.technician)}`,
  ];
}
