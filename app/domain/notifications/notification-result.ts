import { isAppError } from "~/domain/app-error";
import type { JobRow } from "~/jobs/enqueue.server";

/** What a notification function did: queued a message, or why it sent none. */
export type NotificationResult =
  { queued: true; jobId: number } | { queued: false; reason: "notifications-off" | "no-recipient" | "bad-recipient" };

/**
 * A recipient address refused by the mail queue (not an address, or a header-injection attempt) must not undo
 * the business change that triggered the mail: the caller's transaction goes on and the refusal is logged.
 * queueEmail refuses before writing anything, so the caller's transaction is still usable.
 */
export async function queueOrSkipBadRecipient(
  queue: () => Promise<{ id: number }>,
  context: string,
): Promise<NotificationResult> {
  try {
    const job = await queue();
    return { queued: true, jobId: job.id };
  } catch (error) {
    if (isRefusedRecipient(error, context)) return { queued: false, reason: "bad-recipient" };
    throw error;
  }
}

/** A notification to insert with the caller's write: its job, or why there is none. */
export type NotificationPlan =
  { job: JobRow } | { job: null; reason: "notifications-off" | "no-recipient" | "bad-recipient" };

/** queueOrSkipBadRecipient for a job that is inserted later, with the caller's own row. */
export function jobOrSkipBadRecipient(plan: () => JobRow, context: string): NotificationPlan {
  try {
    return { job: plan() };
  } catch (error) {
    if (isRefusedRecipient(error, context)) return { job: null, reason: "bad-recipient" };
    throw error;
  }
}

/** Whether `error` is the mail queue refusing the recipient (BAD_INPUT), which is logged here; anything else is not. */
function isRefusedRecipient(error: unknown, context: string): boolean {
  if (!(isAppError(error) && error.code === "BAD_INPUT")) return false;
  console.warn(`[notifications] ${context}: no mail queued, the recipient was refused: ${error.message}`);
  return true;
}
