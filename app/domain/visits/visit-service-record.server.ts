import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { serviceHistory, servicePhotoFiles, servicePhotos } from "~/db/schema";
import type { ResizedWorkPhoto } from "~/domain/work-photos/resize-work-photo.server";

/** What a completed visit's service record says (the record the portal, the balance and the rewards read). */
export type VisitServiceRecordFacts = {
  customerId: string;
  serviceType: string;
  /** The business date, YYYY-MM-DD. */
  serviceDate: string;
  description: string | null;
  technicianName: string | null;
  amountCharged: number;
  paymentStatus: "paid" | "pending";
  partsUsed: string | null;
};

/**
 * Writes the service record of a completed visit, linked by its appointment, with its photos (each photo's stored
 * sizes), in the caller's transaction. One record per appointment: a visit that already has one keeps it (a staff
 * member completing a visit the technician completed changes nothing), so the record id is answered either way.
 */
export async function writeVisitServiceRecord(
  tx: Executor,
  input: { appointmentId: string; facts: VisitServiceRecordFacts; photos: ResizedWorkPhoto[][] },
): Promise<{ recordId: string; created: boolean }> {
  const [created] = await tx
    .insert(serviceHistory)
    .values({ ...input.facts, appointmentId: input.appointmentId })
    .onConflictDoNothing({ target: serviceHistory.appointmentId })
    .returning({ id: serviceHistory.id });
  if (!created) {
    const [existing] = await tx
      .select({ id: serviceHistory.id })
      .from(serviceHistory)
      .where(eq(serviceHistory.appointmentId, input.appointmentId));
    return { recordId: existing!.id, created: false };
  }
  for (const [index, sizes] of input.photos.entries()) {
    const [photo] = await tx
      .insert(servicePhotos)
      .values({ serviceHistoryId: created.id, position: index + 1 })
      .returning({ id: servicePhotos.id });
    await tx.insert(servicePhotoFiles).values(sizes.map((size) => ({ photoId: photo!.id, ...size })));
  }
  return { recordId: created.id, created: true };
}

/**
 * Staff re-opened a completed visit (set it confirmed or cancelled again): its service record goes, with its photos
 * (cascade), and so the reward points computed from it, in the caller's transaction. Answers what the record said,
 * for the change's audit entry to keep, since nothing else will; null when the visit had none.
 */
export async function removeVisitServiceRecord(
  tx: Executor,
  input: { appointmentId: string },
): Promise<Record<string, unknown> | null> {
  const [deleted] = await tx
    .delete(serviceHistory)
    .where(eq(serviceHistory.appointmentId, input.appointmentId))
    .returning();
  if (!deleted) return null;
  const { createdAt: _created, updatedAt: _updated, appointmentId: _appointment, ...kept } = deleted;
  return kept;
}
