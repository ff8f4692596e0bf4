import { asc } from "drizzle-orm";
import type { PriceBookKind } from "~/config/invoice-rules";
import { database } from "~/db/database.server";
import { priceBookItems } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { isSystemPriceBookItem } from "./price-book-item.server";

export type PriceBookItemView = {
  code: string;
  name: string;
  nameEs: string;
  kind: PriceBookKind;
  unitPriceCents: number;
  active: boolean;
  /** Drafted by code (the service call fee, the plan visit): only the names are staff's to change. */
  system: boolean;
};

/** The whole price book for the back office (issue 38), retired items included, in its order. Staff only. */
export async function listPriceBook(input: { actor: { isAdmin: boolean } }): Promise<PriceBookItemView[]> {
  if (!input.actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can read the price book");
  const db = await database();
  const rows = await db.select().from(priceBookItems).orderBy(asc(priceBookItems.sortOrder), asc(priceBookItems.code));
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    nameEs: row.nameEs,
    kind: row.kind,
    unitPriceCents: row.unitPriceCents,
    active: row.active,
    system: isSystemPriceBookItem(row.code),
  }));
}
