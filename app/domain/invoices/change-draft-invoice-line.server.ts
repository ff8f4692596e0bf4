import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { invoiceLines } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { editDraftInvoice } from "./edit-draft-invoice.server";
import { knownInvoiceId } from "./load-invoice-for-update.server";

type LineRow = typeof invoiceLines.$inferSelect;

/** A stored line as editDraftInvoice reads it: a price book line by its code, a custom one with its own price. */
function lineAsPosted(line: LineRow): Record<string, unknown> {
  const quantity = String(line.quantityThousandths / 1000);
  if (line.priceBookCode) return { code: line.priceBookCode, quantity };
  return {
    description: line.description,
    quantity,
    unitPrice: (line.unitPriceCents / 100).toFixed(2),
    discountable: line.discountable,
  };
}

const RemoveSchema = z.object({ lineId: z.uuid() });

/**
 * The draft screen's one-line changes (issue 38): `add` appends the posted line (a price book code with a quantity,
 * or a custom description, quantity and unit price) to the draft's lines; `remove` leaves out the named line. Both go
 * through editDraftInvoice, which checks every line, prices them from the price book and computes the totals.
 */
export async function changeDraftInvoiceLine(input: {
  actor: Pick<SessionUser, "id">;
  invoiceId: unknown;
  change: "add" | "remove";
  form: Record<string, unknown>;
}): Promise<{ totalCents: number }> {
  const id = knownInvoiceId(input.invoiceId);
  const db = await database();
  const stored = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.position));
  let lines = stored.map(lineAsPosted);
  if (input.change === "remove") {
    const parsed = RemoveSchema.safeParse(input.form);
    const kept = parsed.success ? stored.filter((line) => line.id !== parsed.data.lineId) : stored;
    if (kept.length === stored.length) throw new AppError("NOT_FOUND", "That line is not on this invoice");
    lines = kept.map(lineAsPosted);
  } else {
    const { code, description, quantity, unitPrice, discountable } = input.form;
    lines.push(
      typeof code === "string" && code !== ""
        ? { code, quantity }
        : { description, quantity, unitPrice, discountable: discountable === "on" || discountable === true },
    );
  }
  return editDraftInvoice({ actor: input.actor, invoiceId: id, form: { lines } });
}
