import { z } from "zod";
import { REQUEST_STATUSES } from "./staff-appointment-schemas";

/**
 * The Appointment Requests list's state as it travels in the URL (`?status=&page=`): bookmarkable, and the filter
 * works without JavaScript. A bad value falls back to its default instead of failing the page.
 */

export const REQUEST_STATUS_FILTERS = ["all", ...REQUEST_STATUSES] as const;
export type RequestStatusFilter = (typeof REQUEST_STATUS_FILTERS)[number];

const MAX_PAGE = 1_000_000;

export type AppointmentRequestListParams = { status: RequestStatusFilter; page: number };

export const DEFAULT_APPOINTMENT_REQUEST_LIST_PARAMS: AppointmentRequestListParams = { status: "all", page: 1 };

const ParamsSchema = z.object({
  status: z.enum(REQUEST_STATUS_FILTERS).catch("all"),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
});

export function appointmentRequestListParamsFrom(search: URLSearchParams): AppointmentRequestListParams {
  return ParamsSchema.parse({ status: search.get("status") ?? undefined, page: search.get("page") ?? undefined });
}

/** The list's search string, leaving out defaults (`""` for the plain list); `changes` overrides some values. */
export function appointmentRequestListSearch(
  params: AppointmentRequestListParams,
  changes: Partial<AppointmentRequestListParams> = {},
): string {
  const view = { ...params, ...changes };
  const search = new URLSearchParams();
  if (view.status !== "all") search.set("status", view.status);
  if (view.page !== 1) search.set("page", String(view.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}
