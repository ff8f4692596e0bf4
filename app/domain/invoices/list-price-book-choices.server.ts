import { and, asc, eq, inArray } from "drizzle-orm";
import type { PriceBookKind } from "~/config/invoice-rules";
import { database } from "~/db/database.server";
import { priceBookItems } from "~/db/schema";

/** A price book item as a form offers it: its code, its name in the screen's language, its price for reference. */
export type PriceBookChoice = { code: string; name: string; unitPriceCents: number };

/** What the technician's completion form offers: the repair's items; the fee and the plan visit are added by the draft. */
export const COMPLETION_PRICE_BOOK_KINDS = ["labour", "part", "other"] as const satisfies readonly PriceBookKind[];

/**
 * The active price book items of the given kinds, in the price book's order, named in `locale`: the choices a form
 * shows. The price is shown for reference only; the server prices every line again when it is posted.
 */
export async function listPriceBookChoices(input: {
  locale: "en" | "es";
  kinds: readonly PriceBookKind[];
}): Promise<PriceBookChoice[]> {
  const db = await database();
  const rows = await db
    .select()
    .from(priceBookItems)
    .where(and(eq(priceBookItems.active, true), inArray(priceBookItems.kind, [...input.kinds])))
    .orderBy(asc(priceBookItems.sortOrder), asc(priceBookItems.code));
  return rows.map((row) => ({
    code: row.code,
    name: input.locale === "es" ? row.nameEs : row.name,
    unitPriceCents: row.unitPriceCents,
  }));
}
