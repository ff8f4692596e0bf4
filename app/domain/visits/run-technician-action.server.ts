import { and, eq, gte, lt } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { appointments } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { actingTechnician, type ActingTechnician } from "./acting-technician.server";
import type { VisitRow } from "./change-visit-state.server";
import {
  isReceiptKeyRace,
  storedResultFor,
  storeResult,
  type TechnicianActionResult,
} from "./technician-action-receipts.server";
import { technicianWindow } from "./technician-window";
import { IdempotencyKeySchema } from "./visit-completion-schemas";
import { hasReached, visitStateOf, type TechnicianAction } from "./visit-states";

export type TechnicianStepContext<Prepared> = {
  current: VisitRow;
  technician: ActingTechnician;
  now: Date;
  prepared: Prepared;
};

/**
 * The frame of every action of a technician's phone (issue 35): on my way, arrived, completed.
 * 1. The key must be a uuid (BAD_INPUT `idempotencyKey`). A key already answered returns its stored answer and does
 *    nothing (no second record, photo or e-mail), even after the visit left the technician's window; a key used for
 *    another visit or action is a CONFLICT.
 * 2. `prepare` does the slow work outside the transaction (checking the form, resizing photos), only for a new key.
 * 3. In one transaction: the visit, locked, must be the technician's own and within today..today+7 (else NOT_FOUND,
 *    as for an id that does not exist); it is checked for the key again (a retry that waited for the first arrival's
 *    lock finds its answer); a visit that is not confirmed or completed (pending, cancelled) is a CONFLICT; a step the
 *    visit has already reached is a harmless no-op answered with the current state (`changed: false`: a second tap
 *    under a new key, or a second phone), since the technician cannot go back; otherwise `step` does the work. The
 *    answer is stored with the key in the same transaction.
 * Two arrivals of one key at once: the second waits for the first's lock and finds its answer, or (a key of another
 * visit) loses the race on the receipts' primary key and is answered from the winner's receipt, or refused.
 */
export async function runTechnicianAction<Prepared>(input: {
  user: { id: string };
  appointmentId: unknown;
  idempotencyKey: unknown;
  action: TechnicianAction;
  prepare: () => Promise<Prepared>;
  step: (tx: Executor, context: TechnicianStepContext<Prepared>) => Promise<{ serviceRecordId?: string | null }>;
  now?: Date;
  executor?: Executor;
}): Promise<TechnicianActionResult> {
  const key = IdempotencyKeySchema.safeParse(input.idempotencyKey);
  if (!key.success)
    throw new AppError("BAD_INPUT", "A technician's action needs a uuid idempotency key", {
      idempotencyKey: "idempotencyKeyInvalid",
    });
  const appointmentId = z.uuid().safeParse(input.appointmentId);
  if (!appointmentId.success) throw new AppError("NOT_FOUND", "No such visit");
  const db = input.executor ?? (await database());
  const technician = await actingTechnician(input.user, db);
  const receipt = {
    idempotencyKey: key.data,
    technicianId: technician.id,
    appointmentId: appointmentId.data,
    action: input.action,
  };
  const stored = await storedResultFor(db, receipt);
  if (stored) return stored;
  const prepared = await input.prepare();
  const now = input.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const current = await lockTechnicianVisit(tx, {
        technicianId: technician.id,
        appointmentId: receipt.appointmentId,
        now,
      });
      const raced = await storedResultFor(tx, receipt);
      if (raced) return raced;
      const state = visitStateOf(current);
      if (!state)
        throw new AppError("CONFLICT", `Visit ${current.id} is ${current.status}: nothing to do`, {
          form: "visitNotActive",
        });
      let result: TechnicianActionResult;
      if (hasReached(state, input.action)) {
        result = { appointmentId: current.id, state, changed: false };
      } else {
        const done = await input.step(tx, { current, technician, now, prepared });
        result = { appointmentId: current.id, state: input.action, changed: true, ...done };
      }
      await storeResult(tx, receipt, result);
      return result;
    });
  } catch (error) {
    if (!isReceiptKeyRace(error)) throw error;
    const winner = await storedResultFor(db, receipt);
    if (!winner) throw error;
    return winner;
  }
}

/** The technician's own visit within their window, locked for the change; NOT_FOUND for anything else. */
export async function lockTechnicianVisit(
  tx: Executor,
  input: { technicianId: string; appointmentId: string; now: Date },
): Promise<VisitRow> {
  const window = technicianWindow(input.now);
  const [visit] = await tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.id, input.appointmentId),
        eq(appointments.technicianId, input.technicianId),
        gte(appointments.appointmentDate, window.start),
        lt(appointments.appointmentDate, window.end),
      ),
    )
    .for("update");
  if (!visit) throw new AppError("NOT_FOUND", `Visit ${input.appointmentId} is not this technician's in their window`);
  return visit;
}
