import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers, rewardClaims, serviceHistory, subscriptions, user } from "~/db/schema";
import { isAppError } from "~/domain/app-error";
import { useTestDatabase } from "../../../tests/support/test-database";
import { claimReward, RewardClaimRefusal } from "./claim-reward.server";
import { getRewardsSummary, rewardsSummaryForCustomer } from "./get-rewards-summary.server";
import { listRewardClaims } from "./list-reward-claims.server";

const { db } = useTestDatabase();

// Mid-June in Miami: no seasonal banner, far from the year boundary.
const JUNE = new Date("2026-06-15T16:00:00Z");

async function addCustomer(
  id: string,
  services: Array<[string, string]> = [],
  planStatus?: string,
  planCode = "premium_care",
) {
  await db()
    .insert(user)
    .values({ id, name: id, email: `${id}@example.com` });
  const [record] = await db()
    .insert(customers)
    .values({ userId: id, firstName: id, lastName: "Test" })
    .returning({ id: customers.id });
  if (services.length > 0) {
    await db()
      .insert(serviceHistory)
      .values(services.map(([serviceType, serviceDate]) => ({ customerId: record!.id, serviceType, serviceDate })));
  }
  if (planStatus) await db().insert(subscriptions).values({ customerId: record!.id, planCode, status: planStatus });
  return { user: { id }, customerId: record!.id };
}

const FULL_YEAR: Array<[string, string]> = [
  ["AC Tune-Up", "2026-02-10"],
  ["Coil Cleaning", "2026-03-10"],
  ["Filter Replacement", "2026-04-10"],
];

async function refusalOf(run: () => Promise<unknown>): Promise<RewardClaimRefusal> {
  try {
    await run();
  } catch (error) {
    if (error instanceof RewardClaimRefusal) return error;
    throw error;
  }
  throw new Error("expected the claim to be refused");
}

describe("getRewardsSummary", () => {
  it("gives a login without a customer record zero points and the whole catalogue", async () => {
    await db().insert(user).values({ id: "nobody", name: "n", email: "n@example.com" });
    const summary = await getRewardsSummary({ user: { id: "nobody" }, now: JUNE });
    expect(summary).toMatchObject({
      year: 2026,
      earnedPoints: 0,
      availablePoints: 0,
      goalPoints: 500,
      progressPercent: 0,
    });
    expect(summary.rewards.map((reward) => [reward.code, reward.canClaim])).toEqual([
      ["free_service_call", false],
      ["priority_emergency_visit", false],
      ["free_add_on_service", false],
    ]);
    expect(summary.serviceCallFeeCents).toBeGreaterThan(0);
  });

  it("lists a social follow task only once staff have set that network's profile address, with it as the Follow link", async () => {
    const { customerId } = await addCustomer("follower");
    const summary = await rewardsSummaryForCustomer({
      customerId,
      now: JUNE,
      settings: { serviceCallFeeCents: 8900, socialLinks: { instagram: "https://instagram.com/awac", youtube: "" } },
    });
    const social = summary.tasks.filter((task) => task.kind === "social");
    expect(social.map((task) => [task.network, task.followUrl])).toEqual([["instagram", "https://instagram.com/awac"]]);
    const none = await rewardsSummaryForCustomer({
      customerId,
      now: JUNE,
      settings: { serviceCallFeeCents: 8900, socialLinks: {} },
    });
    expect(none.tasks.filter((task) => task.kind === "social")).toEqual([]);
    expect(none.tasks.map((task) => task.kind)).toContain("service");
  });

  it("counts this year's services once each and adds the active plan bonus", async () => {
    const ana = await addCustomer(
      "ana",
      [...FULL_YEAR, ["Annual Maintenance", "2026-05-01"], ["AC Tune-Up", "2025-06-01"]],
      "active",
    );
    const summary = await getRewardsSummary({ user: ana.user, now: JUNE });
    expect(summary).toMatchObject({ earnedPoints: 250, claimedPoints: 0, availablePoints: 250, progressPercent: 50 });
    expect(summary.rewards.map((reward) => reward.canClaim)).toEqual([true, false, false]);
  });

  it("counts a trialing plan but not a past-due or cancelled one", async () => {
    const trial = await addCustomer("trial", [], "trialing");
    const late = await addCustomer("late", [], "past_due");
    const gone = await addCustomer("gone", [], "canceled");
    expect((await getRewardsSummary({ user: trial.user, now: JUNE })).earnedPoints).toBe(25);
    expect((await getRewardsSummary({ user: late.user, now: JUNE })).earnedPoints).toBe(0);
    expect((await getRewardsSummary({ user: gone.user, now: JUNE })).earnedPoints).toBe(0);
  });

  it("switches year on Miami's calendar, not UTC's", async () => {
    const ana = await addCustomer("ana", [["AC Tune-Up", "2026-12-31"]]);
    // 03:00 UTC on January 1, 2027 is still December 31 in Miami: the tune-up counts.
    expect((await getRewardsSummary({ user: ana.user, now: new Date("2027-01-01T03:00:00Z") })).earnedPoints).toBe(100);
    // Once Miami's new year starts, the points begin again at zero.
    expect((await getRewardsSummary({ user: ana.user, now: new Date("2027-01-01T06:00:00Z") })).earnedPoints).toBe(0);
  });

  it("never counts another customer's history", async () => {
    await addCustomer("ben", FULL_YEAR, "active");
    const ana = await addCustomer("ana");
    expect((await getRewardsSummary({ user: ana.user, now: JUNE })).earnedPoints).toBe(0);
  });

  it("shows the holiday banner only to active premium members from November to January", async () => {
    const premium = await addCustomer("premium", [], "active", "premium_care");
    const commercial = await addCustomer("commercial", [], "active", "commercial_plus");
    const basic = await addCustomer("basic", [], "active", "basic");
    const december = new Date("2026-12-10T16:00:00Z");
    expect((await getRewardsSummary({ user: premium.user, now: december })).seasonalBanner).toBe(true);
    expect(
      (await getRewardsSummary({ user: commercial.user, now: new Date("2027-01-20T16:00:00Z") })).seasonalBanner,
    ).toBe(true);
    expect((await getRewardsSummary({ user: basic.user, now: december })).seasonalBanner).toBe(false);
    expect((await getRewardsSummary({ user: premium.user, now: JUNE })).seasonalBanner).toBe(false);
    // 02:00 UTC on November 1 is still October 31 in Miami.
    expect(
      (await getRewardsSummary({ user: premium.user, now: new Date("2026-11-01T02:00:00Z") })).seasonalBanner,
    ).toBe(false);
  });
});

describe("claimReward", () => {
  it("records a claim once per reward per year and spends its points", async () => {
    const ana = await addCustomer("ana", FULL_YEAR, "active");
    expect(await claimReward({ user: ana.user, rewardCode: "free_service_call", now: JUNE })).toEqual({
      rewardCode: "free_service_call",
      points: 200,
      claimYear: 2026,
    });
    const summary = await getRewardsSummary({ user: ana.user, now: JUNE });
    expect(summary).toMatchObject({ earnedPoints: 250, claimedPoints: 200, availablePoints: 50 });
    expect(summary.rewards[0]).toMatchObject({ canClaim: false, claim: { status: "requested" } });

    const again = await refusalOf(() => claimReward({ user: ana.user, rewardCode: "free_service_call", now: JUNE }));
    expect(again).toMatchObject({ reason: "already_claimed", status: 409 });
    expect(await db().select().from(rewardClaims)).toHaveLength(1);
  });

  it("refuses a reward the year's points do not reach", async () => {
    const ana = await addCustomer("ana", [["Filter Replacement", "2026-02-01"]], "active");
    const refusal = await refusalOf(() => claimReward({ user: ana.user, rewardCode: "free_service_call", now: JUNE }));
    expect(refusal).toMatchObject({ reason: "not_enough_points", status: 409 });
    expect(refusal.message).toContain("200");
    expect(await db().select().from(rewardClaims)).toHaveLength(0);
  });

  it("refuses a login without a customer record and an unknown reward code", async () => {
    await db().insert(user).values({ id: "nobody", name: "n", email: "n@example.com" });
    const refusal = await refusalOf(() =>
      claimReward({ user: { id: "nobody" }, rewardCode: "free_service_call", now: JUNE }),
    );
    expect(refusal.reason).toBe("not_enough_points");
    const bad = await claimReward({ user: { id: "nobody" }, rewardCode: "free_money", now: JUNE }).catch(
      (error: unknown) => error,
    );
    expect(isAppError(bad) && bad.status).toBe(400);
  });

  it("lets the same reward be claimed again in a new year", async () => {
    const ana = await addCustomer(
      "ana",
      [...FULL_YEAR, ["AC Tune-Up", "2027-02-01"], ["Coil Cleaning", "2027-02-02"]],
      "active",
    );
    await claimReward({ user: ana.user, rewardCode: "free_service_call", now: JUNE });
    await claimReward({ user: ana.user, rewardCode: "free_service_call", now: new Date("2027-03-01T16:00:00Z") });
    const claims = await db().select().from(rewardClaims).where(eq(rewardClaims.customerId, ana.customerId));
    expect(claims.map((claim) => claim.claimYear).sort()).toEqual([2026, 2027]);
  });

  it("answers a double submit with one claim and one 'already claimed'", async () => {
    const ana = await addCustomer("ana", FULL_YEAR, "active");
    const results = await Promise.allSettled([
      claimReward({ user: ana.user, rewardCode: "free_service_call", now: JUNE }),
      claimReward({ user: ana.user, rewardCode: "free_service_call", now: JUNE }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((result) => result.status === "rejected");
    expect(rejected?.status === "rejected" && rejected.reason).toMatchObject({ reason: "already_claimed" });
    expect(await db().select().from(rewardClaims)).toHaveLength(1);
  });
});

describe("listRewardClaims", () => {
  it("lists every customer's claims for staff, newest first, by status when asked", async () => {
    const ana = await addCustomer("ana", FULL_YEAR, "active");
    const ben = await addCustomer("ben", FULL_YEAR, "active");
    await claimReward({ user: ana.user, rewardCode: "free_service_call", now: JUNE });
    await claimReward({ user: ben.user, rewardCode: "free_service_call", now: JUNE });
    await db()
      .update(rewardClaims)
      .set({ status: "fulfilled", fulfilledAt: new Date() })
      .where(eq(rewardClaims.customerId, ben.customerId));

    const staff = { isAdmin: true };
    const all = await listRewardClaims({ actor: staff, params: { status: "all", page: 1 } });
    expect(all.rows.map((claim) => claim.customerName).sort()).toEqual(["ana Test", "ben Test"]);
    const requested = await listRewardClaims({ actor: staff, params: { status: "requested", page: 1 } });
    expect(requested.rows).toMatchObject([
      { customerId: ana.customerId, rewardCode: "free_service_call", points: 200, claimYear: 2026 },
    ]);
  });
});
