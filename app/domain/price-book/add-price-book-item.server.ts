import { sql } from "drizzle-orm";
import { database } from "~/db/database.server";
import { priceBookItems } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { PriceBookItemNewSchema } from "./price-book-schemas";

/** New items go after the others, this far apart, so a later one can be placed between two. */
const SORT_STEP = 10;

/**
 * Staff add a price book item (issue 38): code, names in English and Spanish, kind, unit price in dollars (stored
 * in cents). It is offered at once. BAD_INPUT with field keys; a code already used (by an item active or retired) is
 * `code: "codeTaken"`, since invoice lines keep referring to codes.
 */
export async function addPriceBookItem(input: {
  actor: { id: string };
  form: unknown;
}): Promise<{ code: string; name: string }> {
  const parsed = PriceBookItemNewSchema.safeParse(input.form ?? {});
  if (!parsed.success)
    throw new AppError("BAD_INPUT", "The price book item is invalid", firstIssuePerField(parsed.error, "code"));
  const item = parsed.data;
  const db = await database();
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(priceBookItems)
      .values({
        code: item.code,
        name: item.name,
        nameEs: item.nameEs,
        kind: item.kind,
        unitPriceCents: item.unitPrice,
        sortOrder: sql`(select coalesce(max(${priceBookItems.sortOrder}), 0) + ${SORT_STEP} from ${priceBookItems})`,
      })
      .onConflictDoNothing({ target: priceBookItems.code })
      .returning({ code: priceBookItems.code });
    if (!inserted) throw new AppError("BAD_INPUT", `Price book code ${item.code} is taken`, { code: "codeTaken" });
    await recordAudit(tx, {
      actor: input.actor,
      action: "price-book.add",
      entity: "price_book_item",
      entityId: item.code,
      details: { name: item.name, nameEs: item.nameEs, kind: item.kind, unitPriceCents: item.unitPrice },
    });
    return { code: item.code, name: item.name };
  });
}
