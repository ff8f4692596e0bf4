import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { scopedTokens } from "~/db/schema";
import { AppError } from "../app-error";
import type { ScopedTokenPurpose } from "./issue-scoped-token.server";
import { hasScopedTokenShape, scopedTokenHash } from "./scoped-token-text.server";

export type OpenedScopedToken = { tokenId: string; recordId: string; contact: string; expiresAt: Date };

/**
 * The record a link token opens, for the one purpose it was issued for. An unknown, malformed, expired or revoked
 * token, or one issued for another purpose, is NOT_FOUND alike: the answer never tells which. Marks the token used.
 */
export async function openScopedToken(
  db: Executor,
  input: { token: string; purpose: ScopedTokenPurpose },
): Promise<OpenedScopedToken> {
  if (!hasScopedTokenShape(input.token)) throw new AppError("NOT_FOUND", "Not a scoped token");
  const [row] = await db
    .update(scopedTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(scopedTokens.tokenHash, scopedTokenHash(input.token)),
        eq(scopedTokens.purpose, input.purpose),
        isNull(scopedTokens.revokedAt),
        gt(scopedTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({
      tokenId: scopedTokens.id,
      recordId: scopedTokens.recordId,
      contact: scopedTokens.contact,
      expiresAt: scopedTokens.expiresAt,
    });
  if (!row) throw new AppError("NOT_FOUND", `No open ${input.purpose} token matches`);
  return row;
}
