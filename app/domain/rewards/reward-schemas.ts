import { z } from "zod";
import { isRewardCode } from "~/config/rewards-catalog";

/** The dashboard's Claim button: one hidden field naming the reward (points and amounts come from the server). */
export const ClaimRewardSchema = z.object({
  intent: z.literal("claim-reward"),
  rewardCode: z.string().refine(isRewardCode, "Unknown reward"),
});
