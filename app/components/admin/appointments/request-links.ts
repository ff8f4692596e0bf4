import {
  appointmentRequestListSearch,
  type AppointmentRequestListParams,
} from "~/domain/appointments/appointment-request-list-params";

export const APPOINTMENTS_PATH = "/admin/appointments";

/** The screen's dialogs, each a search parameter: `?schedule=<id>`, `?cancel=<id>`, `?complete=<id>`, `?book=1`. */
export type RequestDialog = "schedule" | "cancel" | "complete" | "book";

/** The list's address with one dialog open on it, keeping the filter and page. */
export function requestDialogHref(params: AppointmentRequestListParams, dialog: RequestDialog, value = "1"): string {
  const search = new URLSearchParams(appointmentRequestListSearch(params));
  search.set(dialog, value);
  return `${APPOINTMENTS_PATH}?${search}`;
}

/** The list's address without any dialog: where closing, cancelling and saving go. */
export function requestListHref(
  params: AppointmentRequestListParams,
  changes: Partial<AppointmentRequestListParams> = {},
): string {
  return `${APPOINTMENTS_PATH}${appointmentRequestListSearch(params, changes)}`;
}
