import { z } from "zod";
import { CUSTOMER_LIST_PAGE_SIZES } from "~/config/business-rules";
import { singleLineText } from "~/domain/text-fields/text-field-schemas";

/**
 * The back office customer list's state as it travels in the URL (`?q=&sort=&page=&size=`), so a view can be
 * bookmarked and works without JavaScript (issue 11). The address bar is not a form staff filled in: a value that
 * does not parse falls back to its default instead of an error page.
 */

export const CUSTOMER_SEARCH_MAX_LENGTH = 100;

/** Newest first by default (issue 11). No balance sort: it would compute 100,000 sums per page view (ADR 033). */
export const CUSTOMER_SORTS = ["newest", "oldest", "name_asc", "name_desc", "number", "next_service"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export type CustomerPageSize = (typeof CUSTOMER_LIST_PAGE_SIZES)[number];
export const DEFAULT_CUSTOMER_PAGE_SIZE: CustomerPageSize = CUSTOMER_LIST_PAGE_SIZES[0];

/** Far past any real list (100,000 customers are 4,000 pages of 25); keeps OFFSET arithmetic small. */
const MAX_PAGE = 1_000_000;

export const CustomerListParamsSchema = z.object({
  q: singleLineText({ max: CUSTOMER_SEARCH_MAX_LENGTH, label: "Search" }).catch(""),
  sort: z.enum(CUSTOMER_SORTS).catch("newest"),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
  size: z.coerce
    .number()
    .refine((size): size is CustomerPageSize => (CUSTOMER_LIST_PAGE_SIZES as readonly number[]).includes(size))
    .catch(DEFAULT_CUSTOMER_PAGE_SIZE),
});

export type CustomerListParams = { q: string; sort: CustomerSort; page: number; size: CustomerPageSize };

export const DEFAULT_CUSTOMER_LIST_PARAMS: CustomerListParams = {
  q: "",
  sort: "newest",
  page: 1,
  size: DEFAULT_CUSTOMER_PAGE_SIZE,
};

/** Reads the list's state from a URL's search parameters (the first value of each). */
export function customerListParamsFrom(params: URLSearchParams): CustomerListParams {
  const parsed = CustomerListParamsSchema.parse({
    q: params.get("q") ?? undefined,
    sort: params.get("sort") ?? undefined,
    page: params.get("page") ?? undefined,
    size: params.get("size") ?? undefined,
  });
  return { ...parsed, size: parsed.size as CustomerPageSize };
}

/**
 * The search string for a view (`?q=…&sort=…`), leaving out what is at its default, so the plain list's address
 * stays `/admin/customers`. `changes` overrides some values (a sort link, the next page).
 */
export function customerListSearch(params: CustomerListParams, changes: Partial<CustomerListParams> = {}): string {
  const view = { ...params, ...changes };
  const search = new URLSearchParams();
  if (view.q) search.set("q", view.q);
  if (view.sort !== DEFAULT_CUSTOMER_LIST_PARAMS.sort) search.set("sort", view.sort);
  if (view.size !== DEFAULT_CUSTOMER_LIST_PARAMS.size) search.set("size", String(view.size));
  if (view.page !== 1) search.set("page", String(view.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}
