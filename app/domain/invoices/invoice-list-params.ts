import { z } from "zod";
import { INVOICE_STATUSES } from "~/db/schema/invoices";
import { singleLineText } from "~/domain/text-fields/text-field-schemas";

/**
 * The back office invoice list's state in the URL (`?status=&q=&page=`), so a view can be bookmarked and works
 * without JavaScript. The address bar is not a form: a value that does not parse falls back to its default.
 */
/** The statuses, and overdue: open past its due date (derived, not a status of its own). */
export const INVOICE_LIST_FILTERS = ["all", ...INVOICE_STATUSES, "overdue"] as const;
export type InvoiceListFilter = (typeof INVOICE_LIST_FILTERS)[number];
export const INVOICE_LIST_PAGE_SIZE = 25;
const MAX_PAGE = 1_000_000;

const InvoiceListParamsSchema = z.object({
  q: singleLineText({ max: 100, label: "Search" }).catch(""),
  status: z.enum(INVOICE_LIST_FILTERS).catch("all"),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
});

export type InvoiceListParams = { q: string; status: InvoiceListFilter; page: number };

export function invoiceListParamsFrom(params: URLSearchParams): InvoiceListParams {
  return InvoiceListParamsSchema.parse({
    q: params.get("q") ?? undefined,
    status: params.get("status") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

/** The search string for a view, leaving out what is at its default so the plain list stays `/admin/invoices`. */
export function invoiceListSearch(params: InvoiceListParams, changes: Partial<InvoiceListParams> = {}): string {
  const view = { ...params, ...changes };
  const search = new URLSearchParams();
  if (view.status !== "all") search.set("status", view.status);
  if (view.q) search.set("q", view.q);
  if (view.page !== 1) search.set("page", String(view.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}
