import { z } from "zod";
import { CUSTOMER_LIST_PAGE_SIZES } from "~/config/business-rules";
import { singleLineText } from "~/domain/text-fields/text-field-schemas";

/** The subscribers list's state in the URL (`?q=&page=&size=`); a bad value falls back to its default. */
export const NEWSLETTER_SEARCH_MAX_LENGTH = 100;
export type NewsletterPageSize = (typeof CUSTOMER_LIST_PAGE_SIZES)[number];
export type NewsletterListParams = { q: string; page: number; size: NewsletterPageSize };
export const DEFAULT_NEWSLETTER_LIST_PARAMS: NewsletterListParams = {
  q: "",
  page: 1,
  size: CUSTOMER_LIST_PAGE_SIZES[0],
};

const NewsletterListParamsSchema = z.object({
  q: singleLineText({ max: NEWSLETTER_SEARCH_MAX_LENGTH, label: "Search" }).catch(""),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  size: z.coerce
    .number()
    .refine((size) => (CUSTOMER_LIST_PAGE_SIZES as readonly number[]).includes(size))
    .catch(CUSTOMER_LIST_PAGE_SIZES[0]),
});

export function newsletterListParamsFrom(params: URLSearchParams): NewsletterListParams {
  const parsed = NewsletterListParamsSchema.parse({
    q: params.get("q") ?? undefined,
    page: params.get("page") ?? undefined,
    size: params.get("size") ?? undefined,
  });
  return { ...parsed, size: parsed.size as NewsletterPageSize };
}

/** The search string of a view, defaults left out; `changes` overrides some values. */
export function newsletterListSearch(
  params: NewsletterListParams,
  changes: Partial<NewsletterListParams> = {},
): string {
  const view = { ...params, ...changes };
  const search = new URLSearchParams();
  if (view.q) search.set("q", view.q);
  if (view.size !== DEFAULT_NEWSLETTER_LIST_PARAMS.size) search.set("size", String(view.size));
  if (view.page !== 1) search.set("page", String(view.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}
