import { desc, eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { customers, rewardClaims } from "~/db/schema";
import type { RewardClaimStatus } from "./get-rewards-summary.server";

export type RewardClaimListRow = {
  id: string;
  customerId: string;
  customerNumber: string;
  customerName: string;
  rewardCode: string;
  points: number;
  claimYear: number;
  status: RewardClaimStatus;
  claimedAt: string;
  fulfilledAt: string | null;
};

/**
 * Every customer's reward claims for staff (the back office fulfils them), newest first, optionally only one
 * status. Callers check the staff role; this reads across customers on purpose.
 */
export async function listRewardClaims(input: { status?: RewardClaimStatus } = {}): Promise<RewardClaimListRow[]> {
  const db = await database();
  const rows = await db
    .select({
      id: rewardClaims.id,
      customerId: rewardClaims.customerId,
      customerNumber: customers.customerNumber,
      firstName: customers.firstName,
      lastName: customers.lastName,
      rewardCode: rewardClaims.rewardCode,
      points: rewardClaims.points,
      claimYear: rewardClaims.claimYear,
      status: rewardClaims.status,
      createdAt: rewardClaims.createdAt,
      fulfilledAt: rewardClaims.fulfilledAt,
    })
    .from(rewardClaims)
    .innerJoin(customers, eq(customers.id, rewardClaims.customerId))
    .where(input.status ? eq(rewardClaims.status, input.status) : undefined)
    .orderBy(desc(rewardClaims.createdAt), desc(rewardClaims.id));
  return rows.map((row) => ({
    id: row.id,
    customerId: row.customerId,
    customerNumber: row.customerNumber,
    customerName: `${row.firstName} ${row.lastName}`.trim(),
    rewardCode: row.rewardCode,
    points: row.points,
    claimYear: row.claimYear,
    status: row.status,
    claimedAt: row.createdAt.toISOString(),
    fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
  }));
}
