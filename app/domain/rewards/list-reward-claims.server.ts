import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { REWARD_CLAIMS_PAGE_SIZE } from "~/config/business-rules";
import { database } from "~/db/database.server";
import { customers, rewardClaims, user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { RewardClaimStatus } from "./get-rewards-summary.server";
import type { RewardClaimListParams } from "./reward-claim-list-params";

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
  /** The staff member who fulfilled it (null when not fulfilled, or when that account was since deleted). */
  fulfilledBy: { name: string; email: string } | null;
};

export type RewardClaimList = {
  rows: RewardClaimListRow[];
  /** Every claim the filter matches, not the page's size. */
  total: number;
  /** The page shown: the asked one, or the last when it asked past the end. */
  page: number;
  pageCount: number;
  pageSize: number;
};

const DEFAULT_PARAMS: RewardClaimListParams = { status: "all", page: 1 };

/**
 * Every customer's reward claims for staff (the back office fulfils them, DECISIONS.md §4), newest first, filtered
 * by status and paged. Reads across customers on purpose, so it refuses anyone but staff.
 */
export async function listRewardClaims(input: {
  actor: Pick<SessionUser, "isAdmin">;
  params?: RewardClaimListParams;
  pageSize?: number;
}): Promise<RewardClaimList> {
  if (!input.actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can list reward claims");
  const params = input.params ?? DEFAULT_PARAMS;
  const pageSize = input.pageSize ?? REWARD_CLAIMS_PAGE_SIZE;
  const conditions: SQL[] = params.status === "all" ? [] : [eq(rewardClaims.status, params.status)];
  const where = and(...conditions);
  const db = await database();
  const [counted] = await db.select({ total: count() }).from(rewardClaims).where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(params.page, pageCount);
  const rows =
    total === 0
      ? []
      : await db
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
            fulfillerName: user.name,
            fulfillerEmail: user.email,
          })
          .from(rewardClaims)
          .innerJoin(customers, eq(customers.id, rewardClaims.customerId))
          .leftJoin(user, eq(user.id, rewardClaims.fulfilledBy))
          .where(where)
          .orderBy(desc(rewardClaims.createdAt), desc(rewardClaims.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize);
  return {
    rows: rows.map((row) => ({
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
      fulfilledBy: row.fulfillerEmail ? { name: row.fulfillerName ?? "", email: row.fulfillerEmail } : null,
    })),
    total,
    page,
    pageCount,
    pageSize,
  };
}
