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
  input: ScopedTokenRequest,
): Promise<{ token: string; tokenId: string }> {
  const [issued] = await issueScopedTokens(tx, [input]);
  return issued!;
}

type ScopedTokenRequest = { purpose: ScopedTokenPurpose; recordId: string; contact: string; expiresAt: Date };

/** Several link tokens in one insert (an offer's links), returned in the order asked. */
export async function issueScopedTokens(
  tx: Executor,
  inputs: readonly ScopedTokenRequest[],
): Promise<{ token: string; tokenId: string }[]> {
  if (inputs.length === 0) return [];
  const tokens = inputs.map(() => newScopedTokenText());
  const rows = await tx
    .insert(scopedTokens)
    .values(
      inputs.map((input, index) => ({
        purpose: input.purpose,
        recordId: input.recordId,
        contact: input.contact,
        tokenHash: scopedTokenHash(tokens[index]!),
        expiresAt: input.expiresAt,
      })),
    )
    .returning({ id: scopedTokens.id });
  // One multi-row insert returns its rows in the order of its VALUES list.
  return rows.map((row, index) => ({ token: tokens[index]!, tokenId: row.id }));
}
