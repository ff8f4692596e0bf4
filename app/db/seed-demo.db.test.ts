import { hashPassword, verifyPassword } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { insertDefaultZones, NO_DEMO_PASSWORDS, passwordHashOf } from "../../tests/support/seed-demo-test-support";
import { useTestDatabase } from "../../tests/support/test-database";
import { readDemoPasswords } from "./demo/demo-login-passwords";
import { seedDemo } from "./seed-demo";
import { account, appSecrets, customers, dailyAnalytics, leads, newsletterSubscriptions, user } from "./schema";

/**
 * The demo seed under different environments and histories, each on empty tables. What one seed holds is read in
 * seed-demo-story.db.test.ts, from a single seed.
 */
const { db } = useTestDatabase();
const passwordHash = (email: string) => passwordHashOf(db(), email);

beforeEach(async () => {
  vi.stubEnv("DEMO_ADMIN_PASSWORD", "");
  vi.stubEnv("DEMO_CUSTOMER_PASSWORD", "");
  vi.stubEnv("DEMO_TECH_PASSWORD", "");
  resetEnvForTests();
  await insertDefaultZones(db());
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

function useDemoPasswords(admin: string, customer: string, technician = "Tech-demo-pass-1") {
  vi.stubEnv("DEMO_ADMIN_PASSWORD", admin);
  vi.stubEnv("DEMO_CUSTOMER_PASSWORD", customer);
  vi.stubEnv("DEMO_TECH_PASSWORD", technician);
  resetEnvForTests();
}

describe("the demo seed", () => {
  it("stores the passwords set in the environment, which better-auth verifies", async () => {
    useDemoPasswords("Admin-demo-pass-1", "Customer-demo-pass-1");
    await seedDemo(db());
    const [admin] = await db().select().from(user).where(eq(user.email, "admin@awac.example"));
    expect(admin).toMatchObject({ role: "admin", emailVerified: true });
    const [credential] = await db().select().from(account).where(eq(account.userId, admin!.id));
    expect(credential).toMatchObject({ providerId: "credential", accountId: admin!.id });
    const adminHash = await passwordHash("admin@awac.example");
    expect(await verifyPassword({ hash: adminHash, password: "Admin-demo-pass-1" })).toBe(true);
    expect(await verifyPassword({ hash: adminHash, password: "Customer-demo-pass-1" })).toBe(false);
    expect(
      await verifyPassword({ hash: await passwordHash("customer@awac.example"), password: "Customer-demo-pass-1" }),
    ).toBe(true);
    expect(await verifyPassword({ hash: await passwordHash("tech@awac.example"), password: "Tech-demo-pass-1" })).toBe(
      true,
    );
  });

  it("keeps no password that came from the environment, and names the variable instead", async () => {
    useDemoPasswords("Admin-demo-pass-1", "Customer-demo-pass-1");
    await seedDemo(db());
    const [row] = await db().select().from(appSecrets).where(eq(appSecrets.name, "demo-login-passwords"));
    expect(row!.value).not.toContain("demo-pass-1");
    const config = {
      DEMO_ADMIN_PASSWORD: "Admin-demo-pass-1",
      DEMO_CUSTOMER_PASSWORD: "Customer-demo-pass-1",
      DEMO_TECH_PASSWORD: "Tech-demo-pass-1",
    };
    expect(await readDemoPasswords(db(), config)).toEqual({
      admin: { source: "DEMO_ADMIN_PASSWORD", password: "" },
      customer: { source: "DEMO_CUSTOMER_PASSWORD", password: "" },
      technician: { source: "DEMO_TECH_PASSWORD", password: "" },
    });
  });

  it("reports a password changed since the seed as unknown rather than printing one that no longer signs in", async () => {
    await seedDemo(db());
    const [admin] = await db().select({ id: user.id }).from(user).where(eq(user.email, "admin@awac.example"));
    await db()
      .update(account)
      .set({ password: await hashPassword("Someone-else-chose-this-1") })
      .where(eq(account.userId, admin!.id));
    const kept = await readDemoPasswords(db(), NO_DEMO_PASSWORDS);
    expect(kept.admin).toEqual({ source: "unknown" });
    expect(kept.customer.source).toBe("generated");
  });

  it("tells the same story every time, apart from the dates", async () => {
    await seedDemo(db());
    const names = async () =>
      await db()
        .select({
          n: customers.customerNumber,
          first: customers.firstName,
          last: customers.lastName,
          model: customers.equipmentModel,
        })
        .from(customers)
        .orderBy(customers.customerNumber);
    const first = await names();
    await db().execute(
      sql`truncate ${user}, ${customers}, ${leads}, ${newsletterSubscriptions}, ${dailyAnalytics} cascade`,
    );
    await db().execute(sql`select setval('customer_number_seq', 1001, false)`);
    await seedDemo(db());
    expect(await names()).toEqual(first);
  });
});
