import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { invoices } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { VoidInvoiceSchema } from "./invoice-schemas";
import { knownInvoiceId, loadInvoiceForUpdate } from "./load-invoice-for-update.server";
import { refreshCustomerBalance } from "./refresh-customer-balance.server";

/**
 * Staff void an invoice with a reason (issue 38, ADR 084): it keeps its number (a numbered invoice is never deleted,
 * so the sequence stays without gaps) and says why; what it still owed leaves the customer's balance in the same
 * transaction. BAD_INPUT without a reason, CONFLICT when already void. An invoice with money paid on it (a deposit,
 * part or all of it) is refused with CONFLICT and the field key `reason: "voidHasPayments"`: voiding it would leave the
 * customer's money recorded against nothing they owe, so staff refund the payment first (ADR 084's addendum).
 */
export async function voidInvoice(input: {
  actor: Pick<SessionUser, "id">;
  invoiceId: unknown;
  form: unknown;
  now?: Date;
}): Promise<{ number: string | null }> {
  const id = knownInvoiceId(input.invoiceId);
  const parsed = VoidInvoiceSchema.safeParse(input.form ?? {});
  if (!parsed.success)
    throw new AppError("BAD_INPUT", "A void needs its reason", firstIssuePerField(parsed.error, "reason"));
  const now = input.now ?? new Date();
  const db = await database();
  return db.transaction(async (tx) => {
    const invoice = await loadInvoiceForUpdate(tx, id);
    if (invoice.status === "void") throw new AppError("CONFLICT", `Invoice ${invoice.number ?? ""} is already void`);
    if (invoice.paidCents > 0)
      throw new AppError(
        "CONFLICT",
        `Invoice ${invoice.number ?? "(draft)"} has payments: refund them before voiding`,
        {
          reason: "voidHasPayments",
        },
      );
    await tx
      .update(invoices)
      .set({ status: "void", voidReason: parsed.data.reason, voidedAt: now, updatedAt: sql`now()` })
      .where(eq(invoices.id, invoice.id));
    await refreshCustomerBalance(tx, invoice.customerId);
    await recordAudit(tx, {
      actor: input.actor,
      action: "invoice.void",
      entity: "invoice",
      entityId: invoice.id,
      details: {
        number: invoice.number,
        from: invoice.status,
        reason: parsed.data.reason,
        balanceCents: invoice.balanceCents,
      },
    });
    return { number: invoice.number };
  });
}
