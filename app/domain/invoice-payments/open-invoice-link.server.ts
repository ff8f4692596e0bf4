import { eq } from "drizzle-orm";
import {
  INVOICE_LINK_PHONE_ATTEMPTS_MAX,
  INVOICE_LINK_PHONE_ATTEMPTS_WINDOW_SECONDS,
  INVOICE_LINK_PHONE_CHECK_AFTER_DAYS,
} from "~/config/invoice-rules";
import type { Executor } from "~/db/client.server";
import { customers, invoices } from "~/db/schema";
import { addDays, businessDateOf } from "~/domain/analytics/analytics-calendar";
import { AppError } from "~/domain/app-error";
import { consumeRateLimit } from "~/domain/rate-limits/consume-rate-limit.server";
import { refundRateLimit } from "~/domain/rate-limits/refund-rate-limit.server";
import { openScopedToken } from "~/domain/scoped-tokens/open-scoped-token.server";

/** What a link's holder has proved: nothing needed yet (a fresh invoice), or the phone's last four digits. */
export type InvoiceLinkAccess = {
  tokenId: string;
  invoiceId: string;
  customerId: string;
  number: string;
  /** The link asks for the phone's last four digits before it shows or pays anything. */
  locked: boolean;
};

const DIGITS_SCHEMA = /^\d{4}$/;

/**
 * Opens an invoice e-mail's link (issue 38 item 3, ADR 075): one invoice for one contact. A bad, altered, expired or
 * revoked token is NOT_FOUND alike. From INVOICE_LINK_PHONE_CHECK_AFTER_DAYS after the issue date the link is
 * `locked` until the last four digits of the customer's phone on file are given with the request: each attempt counts
 * against the link's own limit (RATE_LIMITED past it), a wrong one is BAD_INPUT on `phoneLast4`, a right one is given
 * back. With no phone on file such a link stays locked (the page says to call).
 */
export async function openInvoiceLink(
  db: Executor,
  input: { token: string; phoneLast4?: string | null; now: Date },
): Promise<InvoiceLinkAccess> {
  const opened = await openScopedToken(db, { token: input.token, purpose: "invoice_view" });
  const [row] = await db
    .select({ invoice: invoices, phoneDigits: customers.phoneDigits })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(eq(invoices.id, opened.recordId));
  if (!row || row.invoice.status === "draft") throw new AppError("NOT_FOUND", "No invoice for this link");
  const access = {
    tokenId: opened.tokenId,
    invoiceId: row.invoice.id,
    customerId: row.invoice.customerId,
    number: row.invoice.number ?? "",
  };
  const issued = row.invoice.issueDate ?? businessDateOf(input.now);
  const needsPhone = businessDateOf(input.now) >= addDays(issued, INVOICE_LINK_PHONE_CHECK_AFTER_DAYS);
  if (!needsPhone) return { ...access, locked: false };
  const given = input.phoneLast4?.trim() ?? "";
  if (!given) return { ...access, locked: true };
  const key = `invoice-link-phone:${opened.tokenId}`;
  const decision = await consumeRateLimit({
    key,
    max: INVOICE_LINK_PHONE_ATTEMPTS_MAX,
    windowSeconds: INVOICE_LINK_PHONE_ATTEMPTS_WINDOW_SECONDS,
    executor: db,
  });
  if (!decision.allowed)
    throw new AppError("RATE_LIMITED", `Too many phone digit attempts on invoice link ${opened.tokenId}`, {
      phoneLast4: "tooMany",
    });
  const onFile = row.phoneDigits ?? "";
  if (!DIGITS_SCHEMA.test(given) || onFile.length < 4 || !onFile.endsWith(given))
    throw new AppError("BAD_INPUT", "The last four digits do not match the phone on file", { phoneLast4: "wrong" });
  await refundRateLimit({ key, executor: db });
  return { ...access, locked: false };
}
