import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { invoiceLines } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { DraftInvoiceEditSchema } from "./invoice-schemas";
import { knownInvoiceId, loadInvoiceForUpdate } from "./load-invoice-for-update.server";
import { memberRepairDiscountPercent } from "./member-repair-discount.server";
import { priceBookLines } from "./price-book-lines.server";
import { writeInvoiceLines, type InvoiceLineInput } from "./write-invoice-lines.server";

/**
 * Staff change a draft's lines before sending it (issue 38): each line a price book code (name and price from the
 * active price book, in the invoice's language; labour and parts take the member's discount, the service call and the
 * plan visit do not) or a custom line. Totals are computed here; the browser never sends an amount to trust. Only a
 * draft can be edited (CONFLICT otherwise); an unknown code, or one retired and not already on the draft, is a field
 * error on `lines`.
 */
export async function editDraftInvoice(input: {
  actor: Pick<SessionUser, "id">;
  invoiceId: unknown;
  form: unknown;
}): Promise<{ totalCents: number }> {
  const id = knownInvoiceId(input.invoiceId);
  const parsed = DraftInvoiceEditSchema.safeParse(input.form ?? {});
  if (!parsed.success)
    throw new AppError("BAD_INPUT", "The invoice lines are invalid", firstIssuePerField(parsed.error, "lines"));
  const db = await database();
  return db.transaction(async (tx) => {
    const invoice = await loadInvoiceForUpdate(tx, id);
    if (invoice.status !== "draft")
      throw new AppError("CONFLICT", `Invoice ${invoice.number ?? ""} was sent: only a draft's lines can change`);
    const codeLines = parsed.data.lines.flatMap((line) =>
      "code" in line ? [{ code: line.code, quantityThousandths: line.quantity }] : [],
    );
    const stored = await tx
      .select({ code: invoiceLines.priceBookCode })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id));
    const priced = await priceBookLines(tx, {
      requested: codeLines,
      locale: invoice.locale,
      retiredAllowed: stored.flatMap((line) => (line.code ? [line.code] : [])),
    });
    let next = 0;
    // The posted order is kept: each code line takes the next priced line, a custom line keeps its own price.
    const lines: InvoiceLineInput[] = parsed.data.lines.map((line) =>
      "code" in line
        ? priced[next++]!
        : {
            priceBookCode: null,
            description: line.description,
            quantityThousandths: line.quantity,
            unitPriceCents: line.unitPrice,
            discountable: line.discountable,
          },
    );
    const discountPercent = await memberRepairDiscountPercent(tx, invoice.customerId);
    const { totalCents } = await writeInvoiceLines(tx, {
      invoiceId: invoice.id,
      lines,
      discountPercent,
      paidCents: invoice.paidCents,
    });
    await recordAudit(tx, {
      actor: input.actor,
      action: "invoice.edit-draft",
      entity: "invoice",
      entityId: invoice.id,
      details: { lines: lines.length, totalCents, from: invoice.totalCents },
    });
    return { totalCents };
  });
}
