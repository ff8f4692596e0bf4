import { and, eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { workPhotoFiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { parseWorkPhotoFileName } from "./work-photo-addresses";

export type WorkPhotoFile = { bytes: Uint8Array<ArrayBuffer>; contentType: string; hash: string };

/**
 * The stored file a /media/work/ address names. A name no file could have, a removed photo, or a hash that is not
 * the file's (an address from before the bytes changed) is NOT_FOUND: the address of a file never serves other bytes.
 */
export async function getWorkPhotoFile(input: { fileName: string }): Promise<WorkPhotoFile> {
  const key = parseWorkPhotoFileName(input.fileName);
  if (!key) throw new AppError("NOT_FOUND", "No such photo file");
  const db = await database();
  const [file] = await db
    .select({ bytes: workPhotoFiles.bytes, contentType: workPhotoFiles.contentType, hash: workPhotoFiles.hash })
    .from(workPhotoFiles)
    .where(and(eq(workPhotoFiles.photoId, key.photoId), eq(workPhotoFiles.hash, key.hash)));
  if (!file) throw new AppError("NOT_FOUND", "No such photo file");
  return { ...file, bytes: new Uint8Array(file.bytes) };
}
