import type { Database, Transaction } from "~/db/client.server";
import { enqueueItemUpdate } from "./crm-jobs.server";

/**
 * The item exists on monday.com once create_item answers, and monday.com has no idempotency key: if we lost its
 * id, the retried job would create the item again. So the id is written at once, in its own short transaction,
 * tried a few times before giving up, together with the job that posts the item's update text.
 */
const RECORD_ATTEMPT_DELAYS_MS = [0, 250, 1_000, 3_000];

export type RecordCrmItemInput = {
  db: Database;
  itemId: string;
  updateText: string;
  /** e.g. "lead 1b2c…", for logs. */
  what: string;
  /** Stores the id on our row when it has none yet; returns false when another run stored one first. */
  store: (tx: Transaction) => Promise<boolean>;
};

export async function recordCrmItem({ db, itemId, updateText, what, store }: RecordCrmItemInput): Promise<void> {
  let lastError: unknown;
  for (const delayMs of RECORD_ATTEMPT_DELAYS_MS) {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    try {
      const stored = await db.transaction(async (tx) => {
        const first = await store(tx);
        if (first) await enqueueItemUpdate(tx, { itemId, body: updateText });
        return first;
      });
      if (!stored) {
        console.error(
          `[crm] ${what} already had a monday.com item when item ${itemId} was created; delete the duplicate item ${itemId} on the board`,
        );
      }
      return;
    } catch (error) {
      lastError = error;
      console.warn(`[crm] could not record monday.com item ${itemId} for ${what} yet`, error);
    }
  }
  console.error(
    `[crm] monday.com item ${itemId} was created for ${what} but its id could not be stored; a retry may create it again`,
    lastError,
  );
  throw lastError;
}
