import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { isRewardCode, REWARDS, type RewardCode } from "~/config/rewards-catalog";
import { database } from "~/db/database.server";
import { customers, rewardClaims } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { getSettings } from "~/domain/settings/get-settings.server";
import { rewardCalendar } from "./reward-calendar";
import { rewardsSummaryForCustomer } from "./get-rewards-summary.server";

export type RewardClaimRefusalReason = "already_claimed" | "not_enough_points";

/** A claim the rules refuse (409): the route words the reason in the customer's language. */
export class RewardClaimRefusal extends AppError {
  constructor(
    public readonly reason: RewardClaimRefusalReason,
    message: string,
  ) {
    super("CONFLICT", message);
    this.name = "RewardClaimRefusal";
  }
}

/**
 * Records the signed-in customer's claim of a reward for this calendar year (business time zone). The points are
 * computed again here, never taken from the browser. The customer row is locked for the transaction so two claims
 * sent at once cannot both spend the same points; the unique (customer, reward, year) key turns a double submit of
 * the same reward into "already claimed" rather than a second row.
 */
export async function claimReward(input: {
  user: Pick<SessionUser, "id">;
  rewardCode: unknown;
  now?: Date;
}): Promise<{ rewardCode: RewardCode; points: number; claimYear: number }> {
  const { rewardCode } = input;
  if (!isRewardCode(rewardCode)) throw new AppError("BAD_INPUT", "Unknown reward", { rewardCode: "Unknown reward" });
  const reward = REWARDS.find((candidate) => candidate.code === rewardCode)!;
  const now = input.now ?? new Date();
  const { year } = rewardCalendar(now);
  const settings = await getSettings();
  const db = await database();

  return db.transaction(async (tx) => {
    const [record] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.userId, input.user.id))
      .for("update");
    if (!record) throw notEnoughPoints(reward.points, 0);

    const summary = await rewardsSummaryForCustomer({ customerId: record.id, now, settings, executor: tx });
    if (summary.claims.some((claim) => claim.rewardCode === rewardCode)) throw alreadyClaimed();
    if (summary.availablePoints < reward.points) throw notEnoughPoints(reward.points, summary.availablePoints);

    const inserted = await tx
      .insert(rewardClaims)
      .values({ customerId: record.id, rewardCode, points: reward.points, claimYear: year })
      .onConflictDoNothing({ target: [rewardClaims.customerId, rewardClaims.rewardCode, rewardClaims.claimYear] })
      .returning({ id: rewardClaims.id });
    if (inserted.length === 0) throw alreadyClaimed();
    return { rewardCode, points: reward.points, claimYear: year };
  });
}

function alreadyClaimed(): RewardClaimRefusal {
  return new RewardClaimRefusal("already_claimed", "You have already claimed this reward this year");
}

function notEnoughPoints(cost: number, available: number): RewardClaimRefusal {
  return new RewardClaimRefusal(
    "not_enough_points",
    `This reward needs ${cost} points; you have ${available} available this year`,
  );
}
