import { afterEach, describe, expect, it, vi } from "vitest";
import { customers, serviceHistory, user } from "~/db/schema";
import { invoiceSeededBalances } from "../../../tests/support/invoice-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { takeConsoleErrors } from "../../../tests/support/vitest-setup";
import { getCustomerDashboard } from "./get-customer-dashboard.server";

const failing = vi.hoisted(() => ({ recent: false, rewards: false, settings: false }));

vi.mock("./dashboard-panels.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("./dashboard-panels.server")>();
  return {
    ...original,
    recentServicesOf: (...args: Parameters<typeof original.recentServicesOf>) =>
      failing.recent ? Promise.reject(new Error("recent services query failed")) : original.recentServicesOf(...args),
  };
});
vi.mock("~/domain/rewards/get-rewards-summary.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/domain/rewards/get-rewards-summary.server")>();
  return {
    ...original,
    rewardsSummaryForCustomer: (...args: Parameters<typeof original.rewardsSummaryForCustomer>) =>
      failing.rewards ? Promise.reject(new Error("rewards query failed")) : original.rewardsSummaryForCustomer(...args),
  };
});
vi.mock("~/domain/settings/get-settings.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/domain/settings/get-settings.server")>();
  return {
    ...original,
    getSettings: (...args: Parameters<typeof original.getSettings>) =>
      failing.settings ? Promise.reject(new Error("settings read failed")) : original.getSettings(...args),
  };
});

const { db } = useTestDatabase();

async function anaWithHistory() {
  await db().insert(user).values({ id: "ana", name: "ana", email: "ana@example.com", firstName: "Ana" });
  const [record] = await db()
    .insert(customers)
    .values({ userId: "ana", firstName: "Ana", lastName: "Ruiz", status: "active" })
    .returning({ id: customers.id });
  await db()
    .insert(serviceHistory)
    .values({ customerId: record!.id, serviceType: "Coil Cleaning", serviceDate: "2026-03-01", amountCharged: 90 });
  // The unpaid record becomes its open invoice, as migration 0023 made it: the balance is the invoices' sum (ADR 084).
  await invoiceSeededBalances(db());
  return { id: "ana", firstName: "Ana" };
}

describe("getCustomerDashboard when a read fails", () => {
  afterEach(() => {
    Object.assign(failing, { recent: false, rewards: false, settings: false });
  });

  it("logs a failed panel and draws it empty while the cards and other panels still load", async () => {
    const ana = await anaWithHistory();
    failing.recent = true;
    failing.rewards = true;
    const dashboard = await getCustomerDashboard({ user: { ...ana, emailVerified: true } });
    expect(dashboard).toMatchObject({
      customer: { status: "active", currentBalance: 90 },
      recentServices: [],
      rewards: null,
      upcomingAppointments: [],
    });
    expect(takeConsoleErrors().map((call) => String(call[0]))).toEqual([
      expect.stringContaining("recent services panel failed"),
      expect.stringContaining("rewards panel failed"),
    ]);
  });

  it("fails as a whole when the main read fails, so nothing is half drawn", async () => {
    const ana = await anaWithHistory();
    failing.settings = true;
    await expect(getCustomerDashboard({ user: { ...ana, emailVerified: true } })).rejects.toThrow(
      "settings read failed",
    );
  });
});
