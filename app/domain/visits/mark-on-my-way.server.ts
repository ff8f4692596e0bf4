import type { Executor } from "~/db/client.server";
import { changeVisitState } from "./change-visit-state.server";
import { runTechnicianAction } from "./run-technician-action.server";
import type { TechnicianActionResult } from "./technician-action-receipts.server";

/**
 * The technician set off for a visit (issue 35): the time is recorded and the customer is mailed in their language,
 * naming the technician, in one transaction with the action's receipt (runTechnicianAction: ownership, window,
 * replays). The status stays confirmed.
 */
export function markOnMyWay(input: {
  user: { id: string };
  appointmentId: unknown;
  idempotencyKey: unknown;
  now?: Date;
  executor?: Executor;
}): Promise<TechnicianActionResult> {
  return runTechnicianAction({
    ...input,
    action: "on_my_way",
    prepare: async () => null,
    step: (tx, { current, technician, now }) =>
      changeVisitState(tx, {
        current,
        actor: { id: technician.userId },
        now,
        change: { to: "on_my_way", technicianName: technician.name },
        details: { technicianId: technician.id },
      }),
  });
}
