import { eq, sql } from "drizzle-orm";
import { database } from "~/db/database.server";
import { priceBookItems } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { isSystemPriceBookItem, loadPriceBookItemForUpdate } from "./price-book-item.server";

/**
 * Staff retire or bring back a price book item (issue 38). Items are never deleted: invoice lines refer to their
 * codes. A retired item is no longer offered to a new line (the completion form, a draft's "add an item"); a draft
 * that already has it keeps it. A system item (the fee, the plan visit) is always offered: retiring it is CONFLICT.
 */
export async function setPriceBookItemActive(input: {
  actor: { id: string };
  code: unknown;
  active: boolean;
}): Promise<{ code: string; name: string; active: boolean }> {
  const db = await database();
  return db.transaction(async (tx) => {
    const item = await loadPriceBookItemForUpdate(tx, input.code);
    if (!input.active && isSystemPriceBookItem(item.code))
      throw new AppError("CONFLICT", `${item.code} is drafted by every completion and cannot be retired`);
    if (item.active !== input.active) {
      await tx
        .update(priceBookItems)
        .set({ active: input.active, updatedAt: sql`now()` })
        .where(eq(priceBookItems.code, item.code));
      await recordAudit(tx, {
        actor: input.actor,
        action: input.active ? "price-book.reactivate" : "price-book.deactivate",
        entity: "price_book_item",
        entityId: item.code,
        details: { name: item.name },
      });
    }
    return { code: item.code, name: item.name, active: input.active };
  });
}
