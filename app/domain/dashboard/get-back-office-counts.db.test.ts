import { describe, expect, it } from "vitest";
import { customers, leads, rewardClaims, serviceRequests } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { getBackOfficeCounts } from "./get-back-office-counts.server";

const { db } = useTestDatabase();

describe("getBackOfficeCounts", () => {
  it("counts only new leads, pending requests and requested claims", async () => {
    await db()
      .insert(leads)
      .values([
        { name: "A", source: "contact_form" },
        { name: "B", source: "website_form" },
        { name: "C", source: "website_form", status: "contacted" },
        { name: "D", source: "user_signup", status: "converted" },
      ]);
    const [ana, ben] = await db()
      .insert(customers)
      .values([
        { firstName: "Ana", lastName: "Ruiz" },
        { firstName: "Ben", lastName: "Cho" },
      ])
      .returning({ id: customers.id });
    await db()
      .insert(serviceRequests)
      .values([
        { customerId: ana!.id, name: "Ana Ruiz", serviceType: "AC Repair" },
        { customerId: ana!.id, name: "Ana Ruiz", serviceType: "AC Repair", status: "scheduled" },
        { customerId: ben!.id, name: "Ben Cho", serviceType: "Maintenance", status: "cancelled" },
      ]);
    await db()
      .insert(rewardClaims)
      .values([
        { customerId: ana!.id, rewardCode: "free_service_call", points: 200, claimYear: 2026 },
        { customerId: ben!.id, rewardCode: "free_service_call", points: 200, claimYear: 2026 },
        { customerId: ben!.id, rewardCode: "free_add_on_service", points: 500, claimYear: 2026, status: "fulfilled" },
      ]);
    expect(await getBackOfficeCounts({ actor: { isAdmin: true } })).toEqual({
      newLeads: 2,
      pendingRequests: 1,
      requestedClaims: 2,
    });
  });

  it("answers zeros on an empty database and refuses anyone but staff", async () => {
    expect(await getBackOfficeCounts({ actor: { isAdmin: true } })).toEqual({
      newLeads: 0,
      pendingRequests: 0,
      requestedClaims: 0,
    });
    await expect(getBackOfficeCounts({ actor: { isAdmin: false } })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
