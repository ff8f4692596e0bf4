import { eq, sql } from "drizzle-orm";
import { SERVICE_CALL_CODE } from "~/config/invoice-rules";
import type { Executor } from "~/db/client.server";
import { priceBookItems } from "~/db/schema";

/**
 * The price book's service call item follows the settings' fee (ADR 084's addendum: the settings are the fee's one
 * source of truth, the fee the website, the terms and every completion use), in the caller's transaction: the
 * settings save that changes the fee. So a draft edited on the invoice screen prices the fee as a completion does.
 */
export async function followServiceCallFee(tx: Executor, feeCents: number): Promise<void> {
  await tx
    .update(priceBookItems)
    .set({ unitPriceCents: feeCents, updatedAt: sql`now()` })
    .where(eq(priceBookItems.code, SERVICE_CALL_CODE));
}
