import { createHash } from "node:crypto";
import type { NewLead } from "./save-lead.server";

/** What a public form's hidden submission token may look like: the browser's or the server's random id. */
const SUBMISSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The posted token when it is one of ours; anything else (missing, mangled) means "no repeat check". */
export function readSubmissionToken(value: unknown): string | null {
  return typeof value === "string" && SUBMISSION_TOKEN_PATTERN.test(value) ? value : null;
}

/**
 * The key that makes a repeated post of a public form find its first lead (ADR 036): the form's one-time token AND
 * every saved field. The token alone is not enough, because a page kept by a cache (ours for five minutes, a
 * browser's or a proxy's for a minute) hands the same token to several visitors; with the words in the key, two
 * people can only collide by sending exactly the same request, which is then the same request.
 */
export function leadSubmissionKey(token: string, lead: NewLead): string {
  const fields = [lead.source, lead.name, lead.email, lead.phone, lead.address, lead.zipCode, lead.notes].map(
    (value) => value ?? null,
  );
  return createHash("sha256")
    .update(JSON.stringify([token, ...fields]))
    .digest("hex");
}
