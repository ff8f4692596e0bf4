import { and, asc, eq, isNull, notInArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { customers } from "~/db/schema";
import { updateTextFor } from "~/integrations/monday/board-columns";
import { findOrCreateBoardItem } from "~/integrations/monday/create-board-item.server";
import { MondayApiError, type MondayClient, type MondayColumn } from "~/integrations/monday/monday-client.server";
import { RetryLaterError } from "~/jobs/job-types";
import type { CustomerSyncResult } from "./crm-schemas";
import { crmEntryForCustomer } from "./crm-entries";
import { recordCrmItem } from "./record-crm-item.server";

/**
 * A run stops taking new customers after this long and continues in a fresh attempt, so it always ends well
 * inside the queue's 5-minute lock (a longer run would be taken for a crashed one and started twice).
 */
export const BULK_SYNC_TIME_BUDGET_MS = 2 * 60_000;

export type SyncCustomersInput = {
  db: Database;
  client: MondayClient;
  boardId: string;
  columns: MondayColumn[];
  /** At most this many customers in this run. */
  limit: number;
  /** Customers this sync already tried (their results are recorded); not tried again in the same sync. */
  skipCustomerIds: string[];
  unknownOutcomeWaitSeconds?: number;
  now?: () => number;
};

/** `stoppedBy` is set when the rest must wait: monday.com is unavailable or rate-limited, or the time budget ran out. */
export type SyncCustomersOutcome = { results: CustomerSyncResult[]; stoppedBy?: unknown };

/**
 * Creates one board item per customer without an item id, oldest first, recording each id the moment it exists.
 * A customer monday.com refuses is reported and skipped; a failure of monday.com itself stops the run.
 */
export async function syncCustomersToCrm(input: SyncCustomersInput): Promise<SyncCustomersOutcome> {
  const { db, client, boardId, columns } = input;
  const now = input.now ?? Date.now;
  const deadline = now() + BULK_SYNC_TIME_BUDGET_MS;
  const batch = await db
    .select()
    .from(customers)
    .where(
      and(
        isNull(customers.mondayItemId),
        input.skipCustomerIds.length > 0 ? notInArray(customers.id, input.skipCustomerIds) : undefined,
      ),
    )
    .orderBy(asc(customers.createdAt), asc(customers.id))
    .limit(input.limit);
  const results: CustomerSyncResult[] = [];
  for (const customer of batch) {
    if (now() > deadline) {
      return {
        results,
        stoppedBy: new RetryLaterError(
          0,
          `Bulk sync paused after ${results.length} customers to stay within the job's time limit; it continues at once`,
        ),
      };
    }
    const entry = crmEntryForCustomer(customer);
    const customerName = `${customer.firstName} ${customer.lastName}`.trim();
    let itemId: string;
    try {
      ({ itemId } = await findOrCreateBoardItem({
        client,
        boardId,
        columns,
        entry,
        unknownOutcomeWaitSeconds: input.unknownOutcomeWaitSeconds,
      }));
    } catch (error) {
      if (error instanceof MondayApiError && !error.retryable && error.retryAfterSeconds === undefined) {
        results.push({
          customerId: customer.id,
          customerName,
          success: false,
          mondayItemId: null,
          error: error.message,
        });
        continue;
      }
      return { results, stoppedBy: error };
    }
    try {
      await recordCrmItem({
        db,
        itemId,
        updateText: updateTextFor(entry),
        what: `customer ${customer.customerNumber}`,
        store: async (tx) => {
          const stored = await tx
            .update(customers)
            .set({ mondayItemId: itemId, updatedAt: sql`now()` })
            .where(and(eq(customers.id, customer.id), isNull(customers.mondayItemId)))
            .returning({ id: customers.id });
          return stored.length > 0;
        },
      });
    } catch (error) {
      // Listed as tried, so this sync's retry does not create the item a second time.
      results.push({
        customerId: customer.id,
        customerName,
        success: false,
        mondayItemId: itemId,
        error: `Created as item ${itemId} but the id could not be saved`,
      });
      return { results, stoppedBy: error };
    }
    results.push({ customerId: customer.id, customerName, success: true, mondayItemId: itemId, error: null });
  }
  return { results };
}
