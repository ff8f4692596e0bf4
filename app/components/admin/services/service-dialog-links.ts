import { serviceListSearch, type ServiceListParams } from "~/domain/service-history/service-record-schemas";

export const SERVICES_PATH = "/admin/services";

/** The list's address with one dialog open on it (`?add=1`, `?edit=<id>`, `?delete=<id>`), keeping the view. */
export function serviceDialogHref(params: ServiceListParams, dialog: "add" | "edit" | "delete", value = "1"): string {
  const search = new URLSearchParams(serviceListSearch(params));
  search.set(dialog, value);
  return `${SERVICES_PATH}?${search}`;
}

/** The list's address without any dialog: where closing, cancelling and saving go. */
export function serviceListHref(params: ServiceListParams, changes: Partial<ServiceListParams> = {}): string {
  return `${SERVICES_PATH}${serviceListSearch(params, changes)}`;
}
