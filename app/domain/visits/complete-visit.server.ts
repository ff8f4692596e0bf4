import type { Executor } from "~/db/client.server";
import { AppError } from "~/domain/app-error";
import { businessToday } from "~/domain/customers/due-soon-date";
import { resizeWorkPhoto, type ResizedWorkPhoto } from "~/domain/work-photos/resize-work-photo.server";
import { changeVisitState } from "./change-visit-state.server";
import { runTechnicianAction } from "./run-technician-action.server";
import type { TechnicianActionResult } from "./technician-action-receipts.server";
import {
  VISIT_PHOTOS_MAX,
  VisitCompletionSchema,
  visitCompletionFieldErrors,
  type VisitCompletion,
} from "./visit-completion-schemas";

/**
 * The technician completes a visit (issue 35): the form is checked (work done, and an amount of at least $0 unless
 * price book lines were picked (issue 38), with field messages) and up to VISIT_PHOTOS_MAX photos are resized as the work photos are (type, size and
 * pixel limits, field `photos`), then in ONE transaction (changeVisitState): the appointment completed with its
 * completion time and the notes the customer sees, the service request, the service record linked by the appointment
 * (dated today in Miami, the work done as its description, the technician's name, amount, payment status and parts)
 * with its photos, the completion mail, the CRM sync, the audit entry and the action's receipt. A replay of the key
 * returns the stored answer before any of this is looked at (runTechnicianAction).
 */
export function completeVisit(input: {
  user: { id: string };
  appointmentId: unknown;
  idempotencyKey: unknown;
  form: unknown;
  /** The uploaded photos' bytes (empty file inputs left out by the caller). */
  photos: Uint8Array[];
  now?: Date;
  executor?: Executor;
}): Promise<TechnicianActionResult> {
  return runTechnicianAction({
    ...input,
    action: "completed",
    prepare: () => prepareCompletion(input.form, input.photos),
    step: (tx, { current, technician, now, prepared }) =>
      changeVisitState(tx, {
        current,
        actor: { id: technician.userId },
        now,
        details: { technicianId: technician.id, photos: prepared.photos.length },
        change: {
          to: "completed",
          columns: prepared.form.technicianNotes ? { technicianNotes: prepared.form.technicianNotes } : {},
          record: {
            serviceDate: businessToday(now),
            description: prepared.form.workDone,
            technicianName: technician.name,
            // With price book lines the invoice's total replaces this (draftInvoiceForVisit writes it back).
            amountCharged: prepared.form.amountCharged ?? 0,
            paymentStatus: prepared.form.paymentStatus,
            partsUsed: prepared.form.partsUsed,
          },
          photos: prepared.photos,
          invoiceLines: prepared.form.lines,
        },
      }),
  });
}

async function prepareCompletion(
  value: unknown,
  photos: Uint8Array[],
): Promise<{ form: VisitCompletion; photos: ResizedWorkPhoto[][] }> {
  const form = VisitCompletionSchema.safeParse(value ?? {});
  if (!form.success)
    throw new AppError("BAD_INPUT", "The completion form has invalid fields", visitCompletionFieldErrors(form.error));
  if (photos.length > VISIT_PHOTOS_MAX)
    throw new AppError("BAD_INPUT", `More than ${VISIT_PHOTOS_MAX} photos`, { photos: "tooManyPhotos" });
  const resized: ResizedWorkPhoto[][] = [];
  // One at a time: each resize holds a decoded photo in memory, and a phone's photos are large.
  for (const bytes of photos) {
    try {
      resized.push(await resizeWorkPhoto(bytes));
    } catch (error) {
      if (error instanceof AppError && error.fieldErrors?.photo)
        throw new AppError("BAD_INPUT", error.message, { photos: error.fieldErrors.photo });
      throw error;
    }
  }
  return { form: form.data, photos: resized };
}
