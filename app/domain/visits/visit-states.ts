/**
 * The technician's view of a visit (issue 35): the appointment's status stays `confirmed` until completion (every
 * screen that reads the status keeps working), and the times of "on my way" and "arrival" tell the finer state. A
 * technician moves a visit forward only: confirmed → on my way → arrived → completed (a step may be skipped, e.g. an
 * arrival without "on my way", but never undone). Shared by the domain and the screens, so it imports no database.
 */
export const VISIT_STATES = ["confirmed", "on_my_way", "arrived", "completed"] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/** What a technician's phone asks for: one step forward. */
export const TECHNICIAN_ACTIONS = ["on_my_way", "arrived", "completed"] as const;
export type TechnicianAction = (typeof TECHNICIAN_ACTIONS)[number];

export function isTechnicianAction(value: unknown): value is TechnicianAction {
  return typeof value === "string" && (TECHNICIAN_ACTIONS as readonly string[]).includes(value);
}

/** The state of a confirmed or completed visit; null for one the technician cannot act on (pending, cancelled). */
export function visitStateOf(visit: {
  status: string;
  onMyWayAt: Date | null;
  arrivedAt: Date | null;
}): VisitState | null {
  if (visit.status === "completed") return "completed";
  if (visit.status !== "confirmed") return null;
  if (visit.arrivedAt) return "arrived";
  if (visit.onMyWayAt) return "on_my_way";
  return "confirmed";
}

/** Whether `state` is already at or past `step`: a repeated or late step changes nothing. */
export function hasReached(state: VisitState, step: TechnicianAction): boolean {
  return VISIT_STATES.indexOf(state) >= VISIT_STATES.indexOf(step);
}
