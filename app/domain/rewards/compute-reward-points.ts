import {
  REWARDS_GOAL_POINTS,
  SERVICE_REWARD_TASKS,
  SOCIAL_REWARD_TASKS,
  SUBSCRIPTION_REWARD_TASK,
} from "~/config/rewards-catalog";

export type RewardTaskKind = "service" | "subscription" | "social";

export type RewardTask = {
  code: string;
  kind: RewardTaskKind;
  points: number;
  completed: boolean;
  /** Social tasks only: the network whose Follow link the panel shows. */
  network?: string;
};

export type RewardPoints = { tasks: RewardTask[]; earnedPoints: number };

export type RewardServiceRow = { serviceType: string; serviceDate: string };

/**
 * Whether a service type names a task's word: case-insensitive, as a whole word (so "Coil Cleaning" counts for
 * "coil" but "Recoil" does not), with a plural "s" allowed ("Filters").
 */
function namesWord(serviceType: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}s?($|[^\\p{L}\\p{N}])`, "iu").test(serviceType);
}

/**
 * A customer's reward tasks for one calendar year (spec document 1 §9): each service task is earned once that
 * year when any of the year's services names one of its words, the plan task while a plan is active; social
 * follow tasks are listed but never completed or counted (nothing can verify a follow).
 */
export function computeRewardPoints(input: {
  year: number;
  services: readonly RewardServiceRow[];
  hasActivePlan: boolean;
}): RewardPoints {
  const yearPrefix = `${input.year}-`;
  const typesThisYear = input.services
    .filter((row) => row.serviceDate.startsWith(yearPrefix))
    .map((row) => row.serviceType);
  const tasks: RewardTask[] = [
    ...SERVICE_REWARD_TASKS.map((task) => ({
      code: task.code,
      kind: "service" as const,
      points: task.points,
      completed: typesThisYear.some((type) => task.serviceTypeWords.some((word) => namesWord(type, word))),
    })),
    {
      code: SUBSCRIPTION_REWARD_TASK.code,
      kind: "subscription",
      points: SUBSCRIPTION_REWARD_TASK.points,
      completed: input.hasActivePlan,
    },
    ...SOCIAL_REWARD_TASKS.map((task) => ({
      code: task.code,
      kind: "social" as const,
      points: task.points,
      completed: false,
      network: task.network,
    })),
  ];
  const earnedPoints = tasks
    .filter((task) => task.completed && task.kind !== "social")
    .reduce((sum, task) => sum + task.points, 0);
  return { tasks, earnedPoints };
}

/** The progress bar toward the goal, in whole percent, never past 100. */
export function rewardsProgressPercent(points: number, goalPoints: number = REWARDS_GOAL_POINTS): number {
  if (goalPoints <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((points / goalPoints) * 100)));
}
