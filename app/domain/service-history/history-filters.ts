import { z } from "zod";
import { PAYMENT_STATUSES } from "~/db/schema/service";
import { singleLineText } from "~/domain/text-fields/text-field-schemas";

export const HISTORY_SEARCH_MAX_LENGTH = 100;
export const HISTORY_PAYMENT_FILTERS = ["all", ...PAYMENT_STATUSES] as const;
export type HistoryPaymentFilter = (typeof HISTORY_PAYMENT_FILTERS)[number];

/**
 * The Service History filters as they travel in the URL (?q=&payment=&type=), so a filtered view can be
 * bookmarked and works without JavaScript. A value that does not parse falls back to "no filter" rather than
 * an error page: the address bar is not a form the customer filled in.
 */
export const HistoryFiltersSchema = z.object({
  q: singleLineText({ max: HISTORY_SEARCH_MAX_LENGTH, label: "Search" }).catch(""),
  payment: z.enum(HISTORY_PAYMENT_FILTERS).catch("all"),
  type: singleLineText({ max: HISTORY_SEARCH_MAX_LENGTH, label: "Service type" })
    .transform((value) => value || "all")
    .catch("all"),
});

export type HistoryFilters = z.infer<typeof HistoryFiltersSchema>;

export const NO_HISTORY_FILTERS: HistoryFilters = { q: "", payment: "all", type: "all" };

/** Reads the filters from a URL's search parameters (the first value of each). */
export function historyFiltersFromSearchParams(params: URLSearchParams): HistoryFilters {
  return HistoryFiltersSchema.parse({
    q: params.get("q") ?? undefined,
    payment: params.get("payment") ?? undefined,
    type: params.get("type") ?? undefined,
  });
}

/** The search string for a set of filters, leaving out the ones that filter nothing ("" when none). */
export function historyFiltersSearch(filters: HistoryFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.payment !== "all") params.set("payment", filters.payment);
  if (filters.type !== "all") params.set("type", filters.type);
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function hasHistoryFilters(filters: HistoryFilters): boolean {
  return filters.q !== "" || filters.payment !== "all" || filters.type !== "all";
}
