import type { Executor } from "~/db/client.server";
import { scopedTokens, type SCOPED_TOKEN_PURPOSES } from "~/db/schema";
import { newScopedTokenText, scopedTokenHash } from "./scoped-token-text.server";

export type ScopedTokenPurpose = (typeof SCOPED_TOKEN_PURPOSES)[number];

/**
 * A new link token for one purpose, one record and one contact, valid until `expiresAt` (ADR 075). Written in the
 * caller's transaction, beside the record and the job that mails it. The token itself is returned once, for the
 * link; only its hash is kept.
 */
export async function issueScopedToken(
  tx: Executor,
  input: { purpose: ScopedTokenPurpose; recordId: string; contact: string; expiresAt: Date },
): Promise<{ token: string; tokenId: string }> {
  const token = newScopedTokenText();
  const [row] = await tx
    .insert(scopedTokens)
    .values({
      purpose: input.purpose,
      recordId: input.recordId,
      contact: input.contact,
      tokenHash: scopedTokenHash(token),
      expiresAt: input.expiresAt,
    })
    .returning({ id: scopedTokens.id });
  return { token, tokenId: row!.id };
}
