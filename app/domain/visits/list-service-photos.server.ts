import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { servicePhotoFiles, servicePhotos } from "~/db/schema";
import { servicePhotoFilePath } from "./service-photo-addresses";

/**
 * The photos of some service records (issue 35), by record, in their order: each as the address of its smallest
 * stored size (for the list) and its largest (to open). The caller has checked the viewer may see these records.
 */
export async function listServicePhotos(
  db: Executor,
  recordIds: string[],
): Promise<Map<string, { small: string; large: string }[]>> {
  const byRecord = new Map<string, { small: string; large: string }[]>();
  if (recordIds.length === 0) return byRecord;
  const files = await db
    .select({
      recordId: servicePhotos.serviceHistoryId,
      photoId: servicePhotos.id,
      width: servicePhotoFiles.width,
      hash: servicePhotoFiles.hash,
    })
    .from(servicePhotos)
    .innerJoin(servicePhotoFiles, eq(servicePhotoFiles.photoId, servicePhotos.id))
    .where(inArray(servicePhotos.serviceHistoryId, recordIds))
    .orderBy(asc(servicePhotos.position), asc(servicePhotoFiles.width));
  const byPhoto = new Map<string, { recordId: string; paths: string[] }>();
  for (const file of files) {
    const entry = byPhoto.get(file.photoId) ?? { recordId: file.recordId, paths: [] };
    entry.paths.push(servicePhotoFilePath({ photoId: file.photoId, hash: file.hash }));
    byPhoto.set(file.photoId, entry);
  }
  for (const { recordId, paths } of byPhoto.values()) {
    const list = byRecord.get(recordId) ?? [];
    list.push({ small: paths[0]!, large: paths.at(-1)! });
    byRecord.set(recordId, list);
  }
  return byRecord;
}
