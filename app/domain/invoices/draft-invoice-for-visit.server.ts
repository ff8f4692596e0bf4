import { eq, inArray } from "drizzle-orm";
import { PLAN_VISIT_CODE, SERVICE_CALL_CODE } from "~/config/invoice-rules";
import type { Executor } from "~/db/client.server";
import { customers, invoices, planVisits, priceBookItems, serviceHistory, settings, user } from "~/db/schema";
import { creditQuoteDeposit } from "~/domain/quotes/credit-quote-deposit.server";
import { invoiceTotals } from "./invoice-totals";
import { COMPLETION_PRICE_BOOK_KINDS } from "./list-price-book-choices.server";
import { memberRepairDiscountPercent } from "./member-repair-discount.server";
import { priceBookLines } from "./price-book-lines.server";
import { recordPaymentInTransaction } from "./record-invoice-payment.server";
import { writeInvoiceLines, type InvoiceLineInput } from "./write-invoice-lines.server";

/**
 * Drafts the invoice of a completed visit (issue 38, ADR 084), in the completion's transaction (changeVisitState):
 * the technician's and the office's completions alike. One invoice per appointment (appointment_id is unique), so a
 * replayed or repeated completion drafts nothing more and answers the existing invoice.
 * Lines: a plan visit is the price book's plan visit at $0; any other visit the service call fee (the settings' fee,
 * the price the website shows). An amount charged above that becomes a repair line for the rest, so the fee is applied
 * to the repair and the subtotal is what the technician charged; the member's repair discount applies to that line
 * only. An approved quote's deposit is credited (creditQuoteDeposit); a payment taken on site is recorded against
 * the draft for the rest of the invoice's total.
 * The draft owes nothing yet: staff review and send it (sendInvoice), which numbers it and adds it to the balance.
 */
export async function draftInvoiceForVisit(
  tx: Executor,
  input: {
    appointmentId: string;
    customerId: string;
    serviceRecordId: string;
    /** What the technician or the office recorded: dollars, the work done, paid on site or not. */
    amountCharged: number;
    description: string | null;
    paidOnSite: boolean;
    /** Price book items the technician picked: codes and quantities only, priced here. */
    pickedLines?: readonly { code: string; quantityThousandths: number }[];
    actor: { id: string } | null;
    now: Date;
  },
): Promise<{ invoiceId: string; created: boolean }> {
  const [customer] = await tx
    .select({ locale: user.locale })
    .from(customers)
    .leftJoin(user, eq(user.id, customers.userId))
    .where(eq(customers.id, input.customerId));
  const locale = customer?.locale === "es" ? "es" : "en";
  const [created] = await tx
    .insert(invoices)
    .values({
      customerId: input.customerId,
      appointmentId: input.appointmentId,
      serviceHistoryId: input.serviceRecordId,
      kind: "visit",
      status: "draft",
      locale,
    })
    .onConflictDoNothing({ target: invoices.appointmentId })
    .returning({ id: invoices.id });
  if (!created) {
    const [existing] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.appointmentId, input.appointmentId));
    return { invoiceId: existing!.id, created: false };
  }
  const picked = input.pickedLines ?? [];
  const lines =
    picked.length > 0
      ? await pickedVisitLines(tx, { appointmentId: input.appointmentId, picked, locale })
      : await visitLines(tx, { ...input, locale });
  const discountPercent = await memberRepairDiscountPercent(tx, input.customerId);
  const { totalCents } = await writeInvoiceLines(tx, { invoiceId: created.id, lines, discountPercent, paidCents: 0 });
  if (picked.length > 0) {
    await tx
      .update(serviceHistory)
      .set({ amountCharged: totalCents / 100 })
      .where(eq(serviceHistory.id, input.serviceRecordId));
  }
  // A visit booked from an approved quote: its deposit is credited first (issue 38 item 4).
  const creditedCents = await creditQuoteDeposit(tx, {
    appointmentId: input.appointmentId,
    invoiceId: created.id,
    invoiceTotalCents: totalCents,
    now: input.now,
  });
  if (input.paidOnSite && totalCents - creditedCents > 0) {
    await recordPaymentInTransaction(tx, {
      invoiceId: created.id,
      amountCents: totalCents - creditedCents,
      method: "card_on_site",
      reference: null,
      actor: input.actor,
      now: input.now,
    });
  }
  return { invoiceId: created.id, created: true };
}

/**
 * A completion's invoice from the technician's picked price book lines (issue 38): the plan visit at $0 first for a
 * plan visit; otherwise the service call fee, applied to the repair as the settings say: it is charged only for what
 * the picked lines (before any discount) leave of it, as a custom line of that remainder (so a later edit of the draft
 * keeps it), and not at all once they reach it. So the subtotal is the larger of the fee and the work, as on the typed
 * amount's path; the member's discount applies to the picked labour and parts.
 */
async function pickedVisitLines(
  tx: Executor,
  input: {
    appointmentId: string;
    picked: readonly { code: string; quantityThousandths: number }[];
    locale: "en" | "es";
  },
): Promise<InvoiceLineInput[]> {
  const pickedLines = await priceBookLines(tx, {
    requested: input.picked,
    locale: input.locale,
    kinds: COMPLETION_PRICE_BOOK_KINDS,
  });
  const [planVisit] = await tx
    .select({ id: planVisits.id })
    .from(planVisits)
    .where(eq(planVisits.appointmentId, input.appointmentId));
  const es = input.locale === "es";
  if (planVisit) {
    const [item] = await tx.select().from(priceBookItems).where(eq(priceBookItems.code, PLAN_VISIT_CODE));
    const name = item
      ? es
        ? item.nameEs
        : item.name
      : es
        ? "Visita del plan de mantenimiento"
        : "Maintenance plan visit";
    const first = { priceBookCode: item ? PLAN_VISIT_CODE : null, description: name, unitPriceCents: 0 };
    return [{ ...first, quantityThousandths: 1000, discountable: false }, ...pickedLines];
  }
  const [row] = await tx.select({ fee: settings.serviceCallFeeCents }).from(settings).where(eq(settings.id, 1));
  const workCents = invoiceTotals(pickedLines, 0).subtotalCents;
  const remainderCents = (row?.fee ?? 0) - workCents;
  if (remainderCents <= 0) return pickedLines;
  const description = es
    ? "Cargo por visita de servicio, menos la reparación a la que se aplica"
    : "Service call fee, less the repair it is applied to";
  return [
    {
      priceBookCode: null,
      description,
      quantityThousandths: 1000,
      unitPriceCents: remainderCents,
      discountable: false,
    },
    ...pickedLines,
  ];
}

async function visitLines(
  tx: Executor,
  input: { appointmentId: string; amountCharged: number; description: string | null; locale: "en" | "es" },
): Promise<InvoiceLineInput[]> {
  const [planVisit] = await tx
    .select({ id: planVisits.id })
    .from(planVisits)
    .where(eq(planVisits.appointmentId, input.appointmentId));
  const items = await tx
    .select()
    .from(priceBookItems)
    .where(inArray(priceBookItems.code, [SERVICE_CALL_CODE, PLAN_VISIT_CODE]));
  const item = (code: string) => items.find((row) => row.code === code);
  const name = (code: string, fallback: string) => {
    const row = item(code);
    return row ? (input.locale === "es" ? row.nameEs : row.name) : fallback;
  };
  const chargedCents = Math.round(input.amountCharged * 100);
  const lines: InvoiceLineInput[] = [];
  let firstLineCents: number;
  if (planVisit) {
    firstLineCents = 0;
    lines.push({
      priceBookCode: item(PLAN_VISIT_CODE) ? PLAN_VISIT_CODE : null,
      description: name(PLAN_VISIT_CODE, "Maintenance plan visit"),
      quantityThousandths: 1000,
      unitPriceCents: 0,
      discountable: false,
    });
  } else {
    const [row] = await tx.select({ fee: settings.serviceCallFeeCents }).from(settings).where(eq(settings.id, 1));
    firstLineCents = row?.fee ?? item(SERVICE_CALL_CODE)?.unitPriceCents ?? 0;
    lines.push({
      priceBookCode: item(SERVICE_CALL_CODE) ? SERVICE_CALL_CODE : null,
      description: name(SERVICE_CALL_CODE, "Service call fee"),
      quantityThousandths: 1000,
      unitPriceCents: firstLineCents,
      discountable: false,
    });
  }
  if (chargedCents > firstLineCents) {
    lines.push({
      priceBookCode: null,
      description: input.description?.trim() || (input.locale === "es" ? "Reparación" : "Repair"),
      quantityThousandths: 1000,
      unitPriceCents: chargedCents - firstLineCents,
      discountable: true,
    });
  }
  return lines;
}
