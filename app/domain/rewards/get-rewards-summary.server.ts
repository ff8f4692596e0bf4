import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import {
  REWARDS,
  REWARDS_GOAL_POINTS,
  SEASONAL_BANNER_MONTHS,
  SEASONAL_BANNER_PLAN_CODES,
  type RewardCode,
} from "~/config/rewards-catalog";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { customers, rewardClaims, serviceHistory, subscriptions } from "~/db/schema";
import type { SocialLinks } from "~/config/settings-shapes";
import { getSettings } from "~/domain/settings/get-settings.server";
import { computeRewardPoints, rewardsProgressPercent, type RewardTask } from "./compute-reward-points";
import { rewardCalendar } from "./reward-calendar";

/** "Active plan" for rewards: a subscription Stripe is billing or trialling (not past due, not cancelled). */
export const ACTIVE_PLAN_STATUSES = ["active", "trialing"] as const;

export type RewardClaimStatus = "requested" | "fulfilled";

export type RewardsSummary = {
  /** The business's calendar year whose points these are. */
  year: number;
  earnedPoints: number;
  claimedPoints: number;
  /** Earned this year minus claimed this year, never below zero. */
  availablePoints: number;
  goalPoints: number;
  /** Available points toward the goal, 0–100. */
  progressPercent: number;
  /** The tasks that earn points; a social follow task only when staff have set its network's profile URL. */
  tasks: Array<RewardTask & { followUrl?: string }>;
  rewards: Array<{
    code: RewardCode;
    points: number;
    canClaim: boolean;
    claim: { status: RewardClaimStatus; claimedAt: string } | null;
  }>;
  /** This year's claims, oldest first. */
  claims: Array<{ rewardCode: string; points: number; status: RewardClaimStatus; claimedAt: string }>;
  /** The Free Service Call's value: the service call fee in settings. */
  serviceCallFeeCents: number;
  /** The "free holiday lights" banner: a premium plan active in the holiday months (DECISIONS.md, issue 10). */
  seasonalBanner: boolean;
};

type CustomerRewardsInput = {
  customerId: string | null;
  now: Date;
  settings: { serviceCallFeeCents: number; socialLinks: SocialLinks };
  executor?: Executor;
};

/**
 * The rewards panel for one customer record (null: a login without a record, which has earned nothing yet).
 * Exported for callers that already hold the record and settings (the dashboard, the claim's transaction).
 */
export async function rewardsSummaryForCustomer(input: CustomerRewardsInput): Promise<RewardsSummary> {
  const db = input.executor ?? (await database());
  const { year, month } = rewardCalendar(input.now);
  const [services, plans, claims] = input.customerId
    ? await Promise.all([
        db
          .select({ serviceType: serviceHistory.serviceType, serviceDate: serviceHistory.serviceDate })
          .from(serviceHistory)
          .where(
            and(
              eq(serviceHistory.customerId, input.customerId),
              gte(serviceHistory.serviceDate, `${year}-01-01`),
              lte(serviceHistory.serviceDate, `${year}-12-31`),
            ),
          ),
        db
          .select({ planCode: subscriptions.planCode })
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.customerId, input.customerId),
              inArray(subscriptions.status, [...ACTIVE_PLAN_STATUSES]),
            ),
          ),
        db
          .select({
            rewardCode: rewardClaims.rewardCode,
            points: rewardClaims.points,
            status: rewardClaims.status,
            createdAt: rewardClaims.createdAt,
          })
          .from(rewardClaims)
          .where(and(eq(rewardClaims.customerId, input.customerId), eq(rewardClaims.claimYear, year)))
          .orderBy(asc(rewardClaims.createdAt)),
      ])
    : [[], [], []];

  const { tasks, earnedPoints } = computeRewardPoints({ year, services, hasActivePlan: plans.length > 0 });
  const claimedPoints = claims.reduce((sum, claim) => sum + claim.points, 0);
  const availablePoints = Math.max(0, earnedPoints - claimedPoints);
  const claimList = claims.map((claim) => ({
    rewardCode: claim.rewardCode,
    points: claim.points,
    status: claim.status,
    claimedAt: claim.createdAt.toISOString(),
  }));
  const premiumPlan = plans.some((plan) => (SEASONAL_BANNER_PLAN_CODES as readonly string[]).includes(plan.planCode));

  return {
    year,
    earnedPoints,
    claimedPoints,
    availablePoints,
    goalPoints: REWARDS_GOAL_POINTS,
    progressPercent: rewardsProgressPercent(availablePoints),
    tasks: tasks.flatMap((task) => {
      if (task.kind !== "social") return [task];
      // A follow task with no profile to follow offers the customer nothing to do: it waits until staff set the URL.
      const followUrl = task.network ? input.settings.socialLinks[task.network as keyof SocialLinks] : undefined;
      return followUrl ? [{ ...task, followUrl }] : [];
    }),
    rewards: REWARDS.map((reward) => {
      const claim = claimList.find((candidate) => candidate.rewardCode === reward.code);
      return {
        code: reward.code,
        points: reward.points,
        canClaim: !claim && availablePoints >= reward.points,
        claim: claim ? { status: claim.status, claimedAt: claim.claimedAt } : null,
      };
    }),
    claims: claimList,
    serviceCallFeeCents: input.settings.serviceCallFeeCents,
    seasonalBanner: premiumPlan && (SEASONAL_BANNER_MONTHS as readonly number[]).includes(month),
  };
}

/** The signed-in user's rewards for the current calendar year in the business's time zone. */
export async function getRewardsSummary(input: { user: Pick<SessionUser, "id">; now?: Date }): Promise<RewardsSummary> {
  const db = await database();
  const [[record], settings] = await Promise.all([
    db.select({ id: customers.id }).from(customers).where(eq(customers.userId, input.user.id)).limit(1),
    getSettings(),
  ]);
  return rewardsSummaryForCustomer({ customerId: record?.id ?? null, now: input.now ?? new Date(), settings });
}
