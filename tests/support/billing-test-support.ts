import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { SessionUser } from "~/auth/require-user.server";
import { resetEnvForTests } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { customers, orders, stripeEvents, subscriptions, user } from "~/db/schema";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe";

/** Test support for the billing tests (not used by the app). */

/** A login as the session guard would return it, with its user row written. */
export async function createLogin(db: Database, name = "Ana"): Promise<SessionUser> {
  const id = randomBytes(16).toString("hex");
  const email = `${name.toLowerCase()}-${id.slice(0, 6)}@example.com`;
  await db
    .insert(user)
    .values({ id, name: `${name} Tester`, email, emailVerified: true, firstName: name, lastName: "Tester" });
  return {
    id,
    email,
    name: `${name} Tester`,
    firstName: name,
    lastName: "Tester",
    role: "user",
    isAdmin: false,
    emailVerified: true,
    locale: "en",
  };
}

const STRIPE_ENV = ["STRIPE_SECRET_KEY", "STRIPE_API_BASE", "STRIPE_WEBHOOK_SECRET"] as const;

/** Sets (or clears) the Stripe settings for this test file and puts the previous ones back afterwards. */
export function useStripeEnv(values: () => Partial<Record<(typeof STRIPE_ENV)[number], string>>): void {
  let saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    saved = Object.fromEntries(STRIPE_ENV.map((key) => [key, process.env[key]]));
    const wanted = values();
    for (const key of STRIPE_ENV) {
      if (wanted[key] === undefined) delete process.env[key];
      else process.env[key] = wanted[key];
    }
    resetEnvForTests();
  });
  afterAll(() => {
    for (const key of STRIPE_ENV) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetEnvForTests();
  });
}

/** A fake Stripe for this test file, with the app configured to use it. */
export function useFakeStripe(): () => FakeStripe {
  let fake: FakeStripe | undefined;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  useStripeEnv(() => ({
    STRIPE_SECRET_KEY: fake!.secretKey,
    STRIPE_API_BASE: fake!.url,
    STRIPE_WEBHOOK_SECRET: fake!.webhookSecret,
  }));
  afterAll(async () => {
    await fake?.close();
  });
  return () => {
    if (!fake) throw new Error("the fake Stripe is only available inside tests");
    return fake;
  };
}

/** Everything billing writes, for "nothing changed" assertions. */
export async function billingSnapshot(db: Database) {
  return {
    events: await db.select().from(stripeEvents),
    orders: await db.select().from(orders),
    subscriptions: await db.select().from(subscriptions),
    plans: (await db.select({ id: customers.id, servicePlan: customers.servicePlan }).from(customers)).sort((a, b) =>
      a.id.localeCompare(b.id),
    ),
  };
}

export async function customerOf(db: Database, login: { id: string }) {
  const [record] = await db.select().from(customers).where(eq(customers.userId, login.id));
  if (!record) throw new Error(`no customer record for ${login.id}`);
  return record;
}
