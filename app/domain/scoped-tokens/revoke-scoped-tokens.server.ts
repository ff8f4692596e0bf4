import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { scopedTokens } from "~/db/schema";
import type { ScopedTokenPurpose } from "./issue-scoped-token.server";

/**
 * Ends every open link of one purpose for one record (for example when a booking's contact changes, or staff
 * withdraw a link). Returns how many were open.
 */
export async function revokeScopedTokens(
  tx: Executor,
  input: { purpose: ScopedTokenPurpose; recordId: string },
): Promise<number> {
  const revoked = await tx
    .update(scopedTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(scopedTokens.purpose, input.purpose),
        eq(scopedTokens.recordId, input.recordId),
        isNull(scopedTokens.revokedAt),
      ),
    )
    .returning({ id: scopedTokens.id });
  return revoked.length;
}
