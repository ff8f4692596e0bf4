/**
 * The loyalty programme (spec document 1 §9, DECISIONS.md §4): points are earned per calendar year in the business's
 * time zone and spent by claims. Titles and descriptions live in the message catalogues under these codes.
 */
export const REWARDS_GOAL_POINTS = 500;

/** Service-history tasks: a task is earned once a year when any service type that year contains one of its words. */
export const SERVICE_REWARD_TASKS = [
  { code: "annual_tune_up", points: 100, serviceTypeWords: ["tune-up", "maintenance"] },
  { code: "coil_cleaning", points: 75, serviceTypeWords: ["coil", "cleaning"] },
  { code: "filter_change", points: 50, serviceTypeWords: ["filter"] },
] as const;

/** Earned while the customer has an active plan subscription. */
export const SUBSCRIPTION_REWARD_TASK = { code: "active_subscription", points: 25 } as const;

/** Shown with a Follow link to the company's profile (settings), never counted in the total. */
export const SOCIAL_REWARD_TASKS = [
  { code: "follow_instagram", points: 50, network: "instagram" },
  { code: "follow_tiktok", points: 50, network: "tiktok" },
  { code: "follow_youtube", points: 50, network: "youtube" },
] as const;

/** Claimable when the year's available points reach `points`; one claim per reward per year. */
export const REWARDS = [
  { code: "free_service_call", points: 200 },
  { code: "priority_emergency_visit", points: 350 },
  { code: "free_add_on_service", points: 500 },
] as const;

export type RewardCode = (typeof REWARDS)[number]["code"];

export function isRewardCode(value: unknown): value is RewardCode {
  return typeof value === "string" && REWARDS.some((reward) => reward.code === value);
}

/** "Premium members" for the seasonal banner: these plans, active, in these months (1 = January). */
export const SEASONAL_BANNER_PLAN_CODES = ["premium_care", "commercial_plus"] as const;
export const SEASONAL_BANNER_MONTHS = [11, 12, 1] as const;
