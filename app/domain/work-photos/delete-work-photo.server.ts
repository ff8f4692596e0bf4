import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { workPhotos } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { bumpPhotosVersion } from "./bump-photos-version.server";
import { isWorkPhotoId } from "./work-photo-addresses";

/**
 * Staff removing a photo from Recent work: the photo and its stored sizes go (the files by cascade), the public
 * pages' cache is told, and the removal is audited with the caption it had ("settings.photo-delete"). An unknown
 * id (already removed by someone else) is NOT_FOUND.
 */
export async function deleteWorkPhoto(input: { actor: Pick<SessionUser, "id">; photoId: string }): Promise<void> {
  if (!isWorkPhotoId(input.photoId)) throw new AppError("NOT_FOUND", "No such photo");
  const db = await database();
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(workPhotos)
      .where(eq(workPhotos.id, input.photoId))
      .returning({ caption: workPhotos.caption, captionEs: workPhotos.captionEs });
    if (!removed) throw new AppError("NOT_FOUND", "No such photo");
    await bumpPhotosVersion(tx);
    await recordAudit(tx, {
      actor: input.actor,
      action: "settings.photo-delete",
      entity: "work-photo",
      entityId: input.photoId,
      details: removed,
    });
  });
}
