import { randomUUID } from "node:crypto";
import { and, desc, eq, gt } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { verification } from "~/db/schema";

/**
 * better-auth's change-email links are signed tokens it does not store, so nothing remembers that a change is under
 * way. We keep one row per user in its verification table (no new table needed) to show "waiting for confirmation
 * of …" on the profile and to know, when the e-mail changes, that it was this confirmed change.
 */
function identifierFor(userId: string): string {
  return `pending-email-change:${userId}`;
}

/** Remembers the address a confirmation link was sent to, replacing an earlier pending change. */
export async function recordPendingEmailChange(input: {
  executor: Executor;
  userId: string;
  newEmail: string;
  expiresInSeconds: number;
}): Promise<void> {
  const identifier = identifierFor(input.userId);
  await input.executor.delete(verification).where(eq(verification.identifier, identifier));
  await input.executor.insert(verification).values({
    id: randomUUID(),
    identifier,
    value: input.newEmail,
    expiresAt: new Date(Date.now() + input.expiresInSeconds * 1000),
  });
}

/** The address waiting for confirmation, or null when none is (or its link has expired). */
export async function findPendingEmailChange(input: { executor: Executor; userId: string }): Promise<string | null> {
  const [row] = await input.executor
    .select({ value: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, identifierFor(input.userId)), gt(verification.expiresAt, new Date())))
    .orderBy(desc(verification.createdAt))
    .limit(1);
  return row?.value ?? null;
}

export async function clearPendingEmailChange(input: { executor: Executor; userId: string }): Promise<void> {
  await input.executor.delete(verification).where(eq(verification.identifier, identifierFor(input.userId)));
}
