import { rewardClaimListSearch, type RewardClaimListParams } from "~/domain/rewards/reward-claim-list-params";

export const REWARD_CLAIMS_PATH = "/admin/rewards";

/** The claims list's address for a view (defaults left out). */
export function rewardClaimListHref(
  params: RewardClaimListParams,
  changes: Partial<RewardClaimListParams> = {},
): string {
  return `${REWARD_CLAIMS_PATH}${rewardClaimListSearch(params, changes)}`;
}
