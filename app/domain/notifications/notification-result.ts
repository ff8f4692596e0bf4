import { isAppError } from "~/domain/app-error";

/** What a notification function did: queued a message, or why it sent none. */
export type NotificationResult =
  | { queued: true; jobId: number }
  | { queued: false; reason: "notifications-off" | "no-recipient" | "bad-recipient" };

/**
 * A recipient address refused by the mail queue (not an address, or a header-injection attempt) must not undo
 * the business change that triggered the mail: the caller's transaction goes on and the refusal is logged.
 * queueEmail refuses before writing anything, so the caller's transaction is still usable.
 */
export async function queueOrSkipBadRecipient(queue: () => Promise<{ id: number }>, context: string): Promise<NotificationResult> {
  try {
    const job = await queue();
    return { queued: true, jobId: job.id };
  } catch (error) {
    if (isAppError(error) && error.code === "BAD_INPUT") {
      console.warn(`[notifications] ${context}: no mail queued, the recipient was refused: ${error.message}`);
      return { queued: false, reason: "bad-recipient" };
    }
    throw error;
  }
}
