import { z } from "zod";
import type { LEAD_SOURCES, LEAD_STATUSES } from "~/db/schema/customers";

/**
 * The Leads & Signups screen's list state as it travels in the URL (`?status=&source=&page=`), shared by the
 * loader and the screen's links. A bad value falls back to its default, so an old or hand-typed link still opens
 * the list.
 */

/** Listed here rather than imported, which would pull the database schema into the browser bundle. */
export const LEAD_STATUS_VALUES = [
  "new",
  "synced_to_monday",
  "contacted",
  "converted",
] as const satisfies typeof LEAD_STATUSES;
export const LEAD_SOURCE_VALUES = [
  "website_form",
  "contact_form",
  "user_signup",
] as const satisfies typeof LEAD_SOURCES;

export type LeadStatus = (typeof LEAD_STATUS_VALUES)[number];
export type LeadSource = (typeof LEAD_SOURCE_VALUES)[number];

const MAX_PAGE = 1_000_000;

export const LeadListParamsSchema = z.object({
  status: z.enum(["all", ...LEAD_STATUS_VALUES]).catch("all"),
  source: z.enum(["all", ...LEAD_SOURCE_VALUES]).catch("all"),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
});

export type LeadListParams = z.infer<typeof LeadListParamsSchema>;

export const DEFAULT_LEAD_LIST_PARAMS: LeadListParams = { status: "all", source: "all", page: 1 };

export function leadListParamsFrom(search: URLSearchParams): LeadListParams {
  return LeadListParamsSchema.parse({
    status: search.get("status") ?? undefined,
    source: search.get("source") ?? undefined,
    page: search.get("page") ?? undefined,
  });
}

/** The list's search string without defaults (`""` for the plain list); `changes` overrides some values. */
export function leadListSearch(params: LeadListParams, changes: Partial<LeadListParams> = {}): string {
  const view = { ...params, ...changes };
  const search = new URLSearchParams();
  if (view.status !== "all") search.set("status", view.status);
  if (view.source !== "all") search.set("source", view.source);
  if (view.page !== 1) search.set("page", String(view.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}
