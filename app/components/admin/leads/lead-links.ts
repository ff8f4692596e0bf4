import { leadListSearch, type LeadListParams } from "~/domain/leads/lead-list-params";

export const LEADS_PATH = "/admin/leads";

/** The list's address without any dialog: where closing and the filters go. */
export function leadListHref(params: LeadListParams, changes: Partial<LeadListParams> = {}): string {
  return `${LEADS_PATH}${leadListSearch(params, changes)}`;
}

/** The list with one lead's dialog open on it: `?lead=<id>` (its full text) or `?link=<id>` (Link Accounts). */
export function leadDialogHref(params: LeadListParams, dialog: "lead" | "link", leadId: string): string {
  const search = new URLSearchParams(leadListSearch(params));
  search.set(dialog, leadId);
  return `${LEADS_PATH}?${search}`;
}
