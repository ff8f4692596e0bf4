import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, customers, rewardClaims, user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { useTestDatabase } from "../../../tests/support/test-database";
import { fulfilRewardClaim } from "./fulfil-reward-claim.server";
import { getRewardsSummary } from "./get-rewards-summary.server";
import { listRewardClaims } from "./list-reward-claims.server";

const { db } = useTestDatabase();

const staff = { id: "staff-1", isAdmin: true };

async function addStaff() {
  await db().insert(user).values({ id: staff.id, name: "Olivia Office", email: "olivia@example.com", role: "admin" });
}

/** A customer with a login and `claims` claims of this year's rewards, each a minute apart (the last newest). */
async function customerWithClaims(name: string, claims: number, startAt = Date.parse("2026-06-01T12:00:00Z")) {
  await db()
    .insert(user)
    .values({ id: name, name, email: `${name}@example.com` });
  const [record] = await db()
    .insert(customers)
    .values({ userId: name, firstName: name, lastName: "Rivera" })
    .returning({ id: customers.id, number: customers.customerNumber });
  const codes = ["free_service_call", "priority_emergency_visit", "free_add_on_service"];
  const rows = await db()
    .insert(rewardClaims)
    .values(
      Array.from({ length: claims }, (_, index) => ({
        customerId: record!.id,
        rewardCode: codes[index % 3]!,
        points: 200,
        claimYear: 2026 - Math.floor(index / 3),
        createdAt: new Date(startAt + index * 60_000),
      })),
    )
    .returning({ id: rewardClaims.id });
  return { userId: name, customerId: record!.id, customerNumber: record!.number, claimIds: rows.map((row) => row.id) };
}

async function errorOf(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

describe("fulfilRewardClaim", () => {
  it("marks a requested claim fulfilled with the time and staff member, audits it, and the customer sees it", async () => {
    await addStaff();
    const ana = await customerWithClaims("ana", 1, Date.now() - 60_000);
    const now = new Date();
    const result = await fulfilRewardClaim({ actor: staff, claimId: ana.claimIds[0], now });
    expect(result).toMatchObject({ id: ana.claimIds[0], customerName: "ana Rivera", rewardCode: "free_service_call" });

    const [claim] = await db().select().from(rewardClaims).where(eq(rewardClaims.id, ana.claimIds[0]!));
    expect(claim).toMatchObject({ status: "fulfilled", fulfilledBy: staff.id });
    expect(claim!.fulfilledAt?.getTime()).toBe(now.getTime());

    const audit = await db().select().from(auditLog);
    expect(audit).toMatchObject([
      {
        actorUserId: staff.id,
        action: "reward-claim.fulfil",
        entity: "reward-claim",
        entityId: ana.claimIds[0],
        details: {
          customerId: ana.customerId,
          customerNumber: ana.customerNumber,
          rewardCode: "free_service_call",
          points: 200,
        },
      },
    ]);

    const summary = await getRewardsSummary({ user: { id: ana.userId }, now });
    expect(summary.rewards[0]?.claim).toMatchObject({ status: "fulfilled" });
  });

  it("refuses a claim already fulfilled with CONFLICT and changes nothing", async () => {
    await addStaff();
    const ana = await customerWithClaims("ana", 1);
    await fulfilRewardClaim({ actor: staff, claimId: ana.claimIds[0], now: new Date("2026-06-02T12:00:00Z") });
    const again = await errorOf(() =>
      fulfilRewardClaim({ actor: staff, claimId: ana.claimIds[0], now: new Date("2026-06-03T12:00:00Z") }),
    );
    expect(again).toMatchObject({
      code: "CONFLICT",
      status: 409,
      message: "This reward claim has already been fulfilled",
    });
    const [claim] = await db().select().from(rewardClaims);
    expect(claim!.fulfilledAt?.toISOString()).toBe("2026-06-02T12:00:00.000Z");
    expect(await db().select().from(auditLog)).toHaveLength(1);
  });

  it("fulfils a claim once when two staff members press at the same time", async () => {
    await addStaff();
    const ana = await customerWithClaims("ana", 1);
    const outcomes = await Promise.allSettled([
      fulfilRewardClaim({ actor: staff, claimId: ana.claimIds[0] }),
      fulfilRewardClaim({ actor: staff, claimId: ana.claimIds[0] }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(await db().select().from(auditLog)).toHaveLength(1);
  });

  it("answers NOT_FOUND for an unknown or malformed id and FORBIDDEN for a customer", async () => {
    await addStaff();
    const ana = await customerWithClaims("ana", 1);
    expect(
      await errorOf(() => fulfilRewardClaim({ actor: staff, claimId: "0b7c2a5e-9a8f-4d4b-8a51-8f0d6f9b1c2d" })),
    ).toMatchObject({ status: 404 });
    expect(await errorOf(() => fulfilRewardClaim({ actor: staff, claimId: "not-a-uuid' or 1=1" }))).toMatchObject({
      status: 404,
    });
    expect(
      await errorOf(() => fulfilRewardClaim({ actor: { id: ana.userId, isAdmin: false }, claimId: ana.claimIds[0] })),
    ).toMatchObject({ status: 403 });
    const [claim] = await db().select().from(rewardClaims);
    expect(claim!.status).toBe("requested");
  });
});

describe("listRewardClaims", () => {
  it("pages the claims newest first and clamps a page past the end to the last", async () => {
    const ana = await customerWithClaims("ana", 7);
    const first = await listRewardClaims({ actor: staff, params: { status: "all", page: 1 }, pageSize: 3 });
    expect(first).toMatchObject({ total: 7, page: 1, pageCount: 3, pageSize: 3 });
    expect(first.rows.map((row) => row.id)).toEqual([ana.claimIds[6], ana.claimIds[5], ana.claimIds[4]]);
    const last = await listRewardClaims({ actor: staff, params: { status: "all", page: 99 }, pageSize: 3 });
    expect(last).toMatchObject({ page: 3, rows: [{ id: ana.claimIds[0] }] });
  });

  it("filters by status and names who fulfilled a claim, keeping the claim when that account is deleted", async () => {
    await addStaff();
    const ana = await customerWithClaims("ana", 3);
    await fulfilRewardClaim({ actor: staff, claimId: ana.claimIds[1], now: new Date("2026-06-05T15:00:00Z") });
    const requested = await listRewardClaims({ actor: staff, params: { status: "requested", page: 1 } });
    expect(requested.rows.map((row) => row.id)).toEqual([ana.claimIds[2], ana.claimIds[0]]);
    const fulfilled = await listRewardClaims({ actor: staff, params: { status: "fulfilled", page: 1 } });
    expect(fulfilled).toMatchObject({
      total: 1,
      rows: [
        {
          id: ana.claimIds[1],
          status: "fulfilled",
          fulfilledAt: "2026-06-05T15:00:00.000Z",
          fulfilledBy: { name: "Olivia Office", email: "olivia@example.com" },
          customerNumber: ana.customerNumber,
        },
      ],
    });

    await db().delete(user).where(eq(user.id, staff.id));
    const after = await listRewardClaims({ actor: staff, params: { status: "fulfilled", page: 1 } });
    expect(after.rows[0]).toMatchObject({ status: "fulfilled", fulfilledBy: null });
  });

  it("shows an empty first page when nothing matches and refuses anyone but staff", async () => {
    expect(await listRewardClaims({ actor: staff, params: { status: "requested", page: 4 } })).toEqual({
      rows: [],
      total: 0,
      page: 1,
      pageCount: 1,
      pageSize: 25,
    });
    expect(await errorOf(() => listRewardClaims({ actor: { isAdmin: false } }))).toMatchObject({ status: 403 });
  });
});
