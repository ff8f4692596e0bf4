import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { invoiceRefundFlags, invoices, quoteDepositRefundFlags, quotes } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { firstIssuePerField } from "~/domain/form-field-errors";
import type { PaymentToRefundKind } from "./list-payments-to-refund.server";
import { MarkRefundedSchema, RefundFlagIdSchema } from "./refund-flag-schemas";

type Flag = {
  id: string;
  documentId: string;
  amountCents: number;
  reason: string;
  sessionId: string | null;
  refundedAt: Date | null;
};

/**
 * Staff say a row of "Payments to refund" was refunded (in Stripe, ADR 084 and 087 addenda): when, by whom and the
 * refund's reference are stored on the flag and audited, in one transaction with the flag locked; the row leaves the
 * to-refund list and stays on its invoice's or quote's page as the record. Marking a row already marked is refused
 * (CONFLICT, field key `flag: "alreadyRefunded"`) and changes nothing: the first record stands. A junk or unknown row
 * is NOT_FOUND; a bad reference BAD_INPUT with its field key. Staff only (the route's guard; the actor is recorded).
 */
export async function markPaymentRefunded(input: {
  actor: Pick<SessionUser, "id">;
  flag: unknown;
  form: unknown;
  now?: Date;
}): Promise<{ kind: PaymentToRefundKind; number: string | null; amountCents: number }> {
  const named = RefundFlagIdSchema.safeParse(input.flag ?? {});
  if (!named.success) throw new AppError("NOT_FOUND", "Payment to refund not found");
  const parsed = MarkRefundedSchema.safeParse(input.form ?? {});
  if (!parsed.success)
    throw new AppError("BAD_INPUT", "The refund reference is invalid", firstIssuePerField(parsed.error, "reference"));
  const { kind, flagId } = named.data;
  const reference = parsed.data.reference ?? null;
  const now = input.now ?? new Date();
  const db = await database();
  return db.transaction(async (tx) => {
    const flag = await lockFlag(tx, kind, flagId);
    if (!flag) throw new AppError("NOT_FOUND", "Payment to refund not found");
    if (flag.refundedAt)
      throw new AppError("CONFLICT", `Payment to refund ${flag.id} was already marked refunded`, {
        flag: "alreadyRefunded",
      });
    const marked = { refundedAt: now, refundedBy: input.actor.id, refundReference: reference };
    if (kind === "invoice") await tx.update(invoiceRefundFlags).set(marked).where(eq(invoiceRefundFlags.id, flag.id));
    else await tx.update(quoteDepositRefundFlags).set(marked).where(eq(quoteDepositRefundFlags.id, flag.id));
    const number = await numberOf(tx, kind, flag.documentId);
    await recordAudit(tx, {
      actor: input.actor,
      action: kind === "invoice" ? "invoice.payment-refunded" : "quote.deposit-refunded",
      entity: kind,
      entityId: flag.documentId,
      details: {
        number,
        flagId: flag.id,
        amountCents: flag.amountCents,
        reason: flag.reason,
        session: flag.sessionId,
        reference,
      },
    });
    return { kind, number, amountCents: flag.amountCents };
  });
}

async function lockFlag(tx: Executor, kind: PaymentToRefundKind, id: string): Promise<Flag | undefined> {
  if (kind === "invoice") {
    const [row] = await tx
      .select({
        id: invoiceRefundFlags.id,
        documentId: invoiceRefundFlags.invoiceId,
        amountCents: invoiceRefundFlags.amountCents,
        reason: invoiceRefundFlags.reason,
        sessionId: invoiceRefundFlags.stripeCheckoutSessionId,
        refundedAt: invoiceRefundFlags.refundedAt,
      })
      .from(invoiceRefundFlags)
      .where(eq(invoiceRefundFlags.id, id))
      .for("update");
    return row;
  }
  const [row] = await tx
    .select({
      id: quoteDepositRefundFlags.id,
      documentId: quoteDepositRefundFlags.quoteId,
      amountCents: quoteDepositRefundFlags.amountCents,
      reason: quoteDepositRefundFlags.reason,
      sessionId: quoteDepositRefundFlags.stripeCheckoutSessionId,
      refundedAt: quoteDepositRefundFlags.refundedAt,
    })
    .from(quoteDepositRefundFlags)
    .where(eq(quoteDepositRefundFlags.id, id))
    .for("update");
  return row;
}

async function numberOf(tx: Executor, kind: PaymentToRefundKind, documentId: string): Promise<string | null> {
  const [row] =
    kind === "invoice"
      ? await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, documentId))
      : await tx.select({ number: quotes.number }).from(quotes).where(eq(quotes.id, documentId));
  return row?.number ?? null;
}
