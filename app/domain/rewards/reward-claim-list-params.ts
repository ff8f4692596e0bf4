import { z } from "zod";

/** The claims screen's status filter: the open claims by default, since those are the ones staff act on. */
export const REWARD_CLAIM_FILTERS = ["requested", "fulfilled", "all"] as const;
export type RewardClaimFilter = (typeof REWARD_CLAIM_FILTERS)[number];

export const RewardClaimListParamsSchema = z.object({
  status: z.enum(REWARD_CLAIM_FILTERS).catch("requested"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type RewardClaimListParams = z.infer<typeof RewardClaimListParamsSchema>;

/** The list's view from the URL (`?status=&page=`); a value out of range falls back to the default, never a 400. */
export function rewardClaimListParamsFrom(search: URLSearchParams): RewardClaimListParams {
  return RewardClaimListParamsSchema.parse({
    status: search.get("status") ?? undefined,
    page: search.get("page") ?? undefined,
  });
}

/** The query string for a view, leaving defaults out so addresses stay short: "" or "?status=all&page=2". */
export function rewardClaimListSearch(
  params: RewardClaimListParams,
  changes: Partial<RewardClaimListParams> = {},
): string {
  const next = { ...params, ...changes };
  const search = new URLSearchParams();
  if (next.status !== "requested") search.set("status", next.status);
  if (next.page > 1) search.set("page", String(next.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}
