import { eq, sql } from "drizzle-orm";
import { database } from "~/db/database.server";
import { priceBookItems } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { isSystemPriceBookItem, loadPriceBookItemForUpdate } from "./price-book-item.server";
import { PriceBookItemEditSchema } from "./price-book-schemas";

/**
 * Staff change an item's names, kind and unit price (issue 38). Invoices already drafted or sent keep the price they
 * were made with (a line stores its own); a draft edited later is priced anew. A system item (the service call fee,
 * the plan visit) keeps its kind and price: a changed one is `unitPrice` / `kind: "systemItemLocked"` (the fee is set
 * on the Settings screen, its one source of truth). Answers what changed.
 */
export async function editPriceBookItem(input: {
  actor: { id: string };
  code: unknown;
  form: unknown;
}): Promise<{ code: string; name: string; changed: string[] }> {
  const parsed = PriceBookItemEditSchema.safeParse(input.form ?? {});
  if (!parsed.success)
    throw new AppError("BAD_INPUT", "The price book item is invalid", firstIssuePerField(parsed.error, "name"));
  const next = parsed.data;
  const db = await database();
  return db.transaction(async (tx) => {
    const item = await loadPriceBookItemForUpdate(tx, input.code);
    if (isSystemPriceBookItem(item.code)) {
      if (next.unitPrice !== item.unitPriceCents)
        throw new AppError("BAD_INPUT", `${item.code}'s price is the system's`, { unitPrice: "systemItemLocked" });
      if (next.kind !== item.kind)
        throw new AppError("BAD_INPUT", `${item.code}'s kind is the system's`, { kind: "systemItemLocked" });
    }
    const before = { name: item.name, nameEs: item.nameEs, kind: item.kind, unitPriceCents: item.unitPriceCents };
    const after = { name: next.name, nameEs: next.nameEs, kind: next.kind, unitPriceCents: next.unitPrice };
    const changed = (Object.keys(before) as (keyof typeof before)[]).filter((key) => before[key] !== after[key]);
    if (changed.length === 0) return { code: item.code, name: item.name, changed };
    await tx
      .update(priceBookItems)
      .set({ ...after, updatedAt: sql`now()` })
      .where(eq(priceBookItems.code, item.code));
    await recordAudit(tx, {
      actor: input.actor,
      action: "price-book.edit",
      entity: "price_book_item",
      entityId: item.code,
      details: Object.fromEntries(changed.map((key) => [key, { from: before[key], to: after[key] }])),
    });
    return { code: item.code, name: next.name, changed };
  });
}
