import { count, sql } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { WORK_PHOTOS_MAX } from "~/config/business-rules";
import { database } from "~/db/database.server";
import { workPhotoFiles, workPhotos } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { bumpPhotosVersion } from "./bump-photos-version.server";
import { resizeWorkPhoto } from "./resize-work-photo.server";
import { WorkPhotoCaptionSchema, workPhotoCaptionErrors } from "./work-photo-schemas";

/**
 * Staff adding a photo of a real job to Recent work (issue 17): the caption is checked first, then the file is
 * resized (resizeWorkPhoto refuses what is not a JPEG, PNG or WebP photo), then in one transaction the photo goes
 * to the end of the list with its stored sizes, the public pages' cache is told, and the upload is audited
 * ("settings.photo-add"). A full library (WORK_PHOTOS_MAX) is refused with BAD_INPUT `libraryFull`.
 */
export async function addWorkPhoto(input: {
  actor: Pick<SessionUser, "id">;
  caption: unknown;
  bytes: Uint8Array;
}): Promise<{ id: string }> {
  const caption = WorkPhotoCaptionSchema.safeParse(input.caption ?? {});
  if (!caption.success) throw new AppError("BAD_INPUT", "Invalid caption", workPhotoCaptionErrors(caption.error));
  const files = await resizeWorkPhoto(input.bytes);

  const db = await database();
  return db.transaction(async (tx) => {
    // One upload at a time decides the next position and the count (two staff uploading at once stay in order).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('work_photos'))`);
    const [{ stored } = { stored: 0 }] = await tx.select({ stored: count() }).from(workPhotos);
    if (stored >= WORK_PHOTOS_MAX)
      throw new AppError("BAD_INPUT", "The photo library is full", { photo: "libraryFull" });
    const [{ last } = { last: null }] = await tx
      .select({ last: sql<number | null>`max(${workPhotos.position})` })
      .from(workPhotos);
    const [photo] = await tx
      .insert(workPhotos)
      .values({
        caption: caption.data.caption,
        captionEs: caption.data.captionEs ?? null,
        position: (last ?? 0) + 1,
        uploadedBy: input.actor.id,
      })
      .returning({ id: workPhotos.id });
    const id = photo!.id;
    await tx.insert(workPhotoFiles).values(files.map((file) => ({ photoId: id, ...file })));
    await bumpPhotosVersion(tx);
    await recordAudit(tx, {
      actor: input.actor,
      action: "settings.photo-add",
      entity: "work-photo",
      entityId: id,
      details: {
        caption: caption.data.caption,
        captionEs: caption.data.captionEs ?? null,
        sizes: files.map((file) => `${file.width}x${file.height}`),
      },
    });
    return { id };
  });
}
