import type { Executor } from "~/db/client.server";
import { changeVisitState } from "./change-visit-state.server";
import { runTechnicianAction } from "./run-technician-action.server";
import type { TechnicianActionResult } from "./technician-action-receipts.server";

/**
 * The technician arrived at a visit (issue 35): the time is recorded, in one transaction with the action's receipt
 * (runTechnicianAction: ownership, window, replays). An arrival without "on my way" is allowed (forward only).
 */
export function markArrived(input: {
  user: { id: string };
  appointmentId: unknown;
  idempotencyKey: unknown;
  now?: Date;
  executor?: Executor;
}): Promise<TechnicianActionResult> {
  return runTechnicianAction({
    ...input,
    action: "arrived",
    prepare: async () => null,
    step: (tx, { current, technician, now }) =>
      changeVisitState(tx, {
        current,
        actor: { id: technician.userId },
        now,
        change: { to: "arrived" },
        details: { technicianId: technician.id },
      }),
  });
}
