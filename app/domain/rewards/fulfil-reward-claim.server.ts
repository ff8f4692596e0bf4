import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { customers, rewardClaims } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";

export const REWARD_CLAIM_FULFIL_ACTION = "reward-claim.fulfil";

export type FulfilledRewardClaim = { id: string; customerName: string; rewardCode: string; fulfilledAt: string };

/**
 * Staff mark a customer's reward claim fulfilled (DECISIONS.md §4): requested → fulfilled, stamped with the time and
 * the staff member, audited in the same transaction. The update itself checks the status, so two staff members
 * pressing at once fulfil it once: the second gets CONFLICT. An id that names no claim answers NOT_FOUND.
 */
export async function fulfilRewardClaim(input: {
  actor: Pick<SessionUser, "id" | "isAdmin">;
  claimId: unknown;
  now?: Date;
}): Promise<FulfilledRewardClaim> {
  if (!input.actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can fulfil reward claims");
  const parsed = z.uuid().safeParse(input.claimId);
  if (!parsed.success) throw new AppError("NOT_FOUND", "Reward claim not found");
  const id = parsed.data;
  const now = input.now ?? new Date();
  const db = await database();

  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(rewardClaims)
      .set({ status: "fulfilled", fulfilledAt: now, fulfilledBy: input.actor.id })
      .where(and(eq(rewardClaims.id, id), eq(rewardClaims.status, "requested")))
      .returning({
        customerId: rewardClaims.customerId,
        rewardCode: rewardClaims.rewardCode,
        points: rewardClaims.points,
        claimYear: rewardClaims.claimYear,
      });
    if (!updated) {
      const [existing] = await tx
        .select({ status: rewardClaims.status })
        .from(rewardClaims)
        .where(eq(rewardClaims.id, id));
      if (!existing) throw new AppError("NOT_FOUND", "Reward claim not found");
      throw new AppError("CONFLICT", "This reward claim has already been fulfilled");
    }
    const [customer] = await tx
      .select({
        firstName: customers.firstName,
        lastName: customers.lastName,
        customerNumber: customers.customerNumber,
      })
      .from(customers)
      .where(eq(customers.id, updated.customerId));
    await recordAudit(tx, {
      actor: input.actor,
      action: REWARD_CLAIM_FULFIL_ACTION,
      entity: "reward-claim",
      entityId: id,
      details: {
        customerId: updated.customerId,
        customerNumber: customer?.customerNumber,
        rewardCode: updated.rewardCode,
        points: updated.points,
        claimYear: updated.claimYear,
      },
    });
    return {
      id,
      customerName: customer ? `${customer.firstName} ${customer.lastName}`.trim() : "",
      rewardCode: updated.rewardCode,
      fulfilledAt: now.toISOString(),
    };
  });
}
