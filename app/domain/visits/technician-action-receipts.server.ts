import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { technicianActionReceipts } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { TechnicianAction, VisitState } from "./visit-states";

/** What a technician's action answered, stored with its key and answered again to every retry. */
export type TechnicianActionResult = {
  appointmentId: string;
  state: VisitState;
  /** False when the visit had already reached the step (a second tap, a second phone): nothing was done. */
  changed: boolean;
  serviceRecordId?: string | null;
};

type ReceiptKey = { idempotencyKey: string; technicianId: string; appointmentId: string; action: TechnicianAction };

/**
 * The stored answer of an action already done under this key, or null when the key is new. A key the same
 * technician's phone used for another visit or action (or another technician's key) is a CONFLICT: a phone never
 * reuses a key, so it is a bug or a forgery, and doing nothing is the only safe answer.
 */
export async function storedResultFor(executor: Executor, key: ReceiptKey): Promise<TechnicianActionResult | null> {
  const [receipt] = await executor
    .select()
    .from(technicianActionReceipts)
    .where(eq(technicianActionReceipts.idempotencyKey, key.idempotencyKey));
  if (!receipt) return null;
  if (
    receipt.technicianId !== key.technicianId ||
    receipt.appointmentId !== key.appointmentId ||
    receipt.action !== key.action
  )
    throw new AppError("CONFLICT", `Idempotency key ${key.idempotencyKey} was used for another action`, {
      idempotencyKey: "keyReused",
    });
  return receipt.result as TechnicianActionResult;
}

/** Stores the answer with its key, in the transaction that did the work, so both commit or neither does. */
export async function storeResult(executor: Executor, key: ReceiptKey, result: TechnicianActionResult): Promise<void> {
  await executor.insert(technicianActionReceipts).values({ ...key, result });
}

/** PostgreSQL's unique_violation on the receipts' key: two arrivals of one key raced, and this one lost. */
export function isReceiptKeyRace(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505" && (constraint === undefined || String(constraint).startsWith("technician_action_receipts")))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
