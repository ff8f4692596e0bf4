import { z } from "zod";

/** The plan visits screen's follow-up list page as it travels in the URL (`?page=`); a bad value opens page 1. */
const FollowUpPageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1);

export function followUpPageFrom(search: URLSearchParams): number {
  return FollowUpPageSchema.parse(search.get("page") ?? undefined);
}

/** The screen's address on that page of the follow-up list (page 1 is the plain address). */
export function followUpPageHref(page: number): string {
  return page > 1 ? `/admin/plan-visits?page=${page}` : "/admin/plan-visits";
}
