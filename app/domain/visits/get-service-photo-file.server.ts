import { and, eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { appointments, customers, serviceHistory, servicePhotoFiles, servicePhotos, technicians } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { parseServicePhotoFileName } from "./service-photo-addresses";

export type ServicePhotoFile = { bytes: Uint8Array<ArrayBuffer>; contentType: string; hash: string };

/**
 * One stored size of a completed visit's photo (issue 35), for those who may see the record: the customer whose
 * record it is, staff, and the technician the visit was assigned to. Anyone else, a name no file could have, or a
 * hash that is not the file's: NOT_FOUND, so an address tells a stranger nothing.
 */
export async function getServicePhotoFile(input: {
  viewer: { id: string; isAdmin: boolean } | null;
  fileName: string;
}): Promise<ServicePhotoFile> {
  const key = parseServicePhotoFileName(input.fileName);
  if (!key || !input.viewer) throw new AppError("NOT_FOUND", "No such service photo");
  const db = await database();
  const [file] = await db
    .select({
      bytes: servicePhotoFiles.bytes,
      contentType: servicePhotoFiles.contentType,
      hash: servicePhotoFiles.hash,
      customerUserId: customers.userId,
      technicianUserId: technicians.userId,
    })
    .from(servicePhotoFiles)
    .innerJoin(servicePhotos, eq(servicePhotos.id, servicePhotoFiles.photoId))
    .innerJoin(serviceHistory, eq(serviceHistory.id, servicePhotos.serviceHistoryId))
    .innerJoin(customers, eq(customers.id, serviceHistory.customerId))
    .leftJoin(appointments, eq(appointments.id, serviceHistory.appointmentId))
    .leftJoin(technicians, eq(technicians.id, appointments.technicianId))
    .where(and(eq(servicePhotoFiles.photoId, key.photoId), eq(servicePhotoFiles.hash, key.hash)));
  const viewer = input.viewer;
  const allowed = file && (viewer.isAdmin || file.customerUserId === viewer.id || file.technicianUserId === viewer.id);
  if (!allowed) throw new AppError("NOT_FOUND", "No such service photo");
  return { bytes: new Uint8Array(file.bytes), contentType: file.contentType, hash: file.hash };
}
