import type { PlanVisitStatus } from "~/db/schema";

/** A visit the plan still owes: not done. A plan has at most one at a time, so a next one is made only after it. */
export const OPEN_PLAN_VISIT_STATUSES = [
  "due",
  "offered",
  "booked",
  "overdue",
  "follow_up",
] as const satisfies readonly PlanVisitStatus[];

/** A visit that waits for the customer to choose a window: a booking from one of its links is still welcome. */
export const BOOKABLE_PLAN_VISIT_STATUSES = [
  "due",
  "offered",
  "overdue",
  "follow_up",
] as const satisfies readonly PlanVisitStatus[];
