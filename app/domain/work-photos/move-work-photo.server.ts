import { asc, eq, sql } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { workPhotos } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { bumpPhotosVersion } from "./bump-photos-version.server";
import { isWorkPhotoId } from "./work-photo-addresses";

export type WorkPhotoMove = "up" | "down";

/**
 * Staff moving a photo one place earlier ("up") or later ("down") in Recent work; the home page shows the first
 * ones. The list is renumbered 1..n in its new order, the public pages' cache is told and the move is audited
 * ("settings.photo-move" {from, to}). Moving the first photo up or the last one down changes nothing; an unknown
 * id is NOT_FOUND.
 */
export async function moveWorkPhoto(input: {
  actor: Pick<SessionUser, "id">;
  photoId: string;
  direction: WorkPhotoMove;
}): Promise<void> {
  if (!isWorkPhotoId(input.photoId)) throw new AppError("NOT_FOUND", "No such photo");
  const db = await database();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('work_photos'))`);
    const order = (
      await tx
        .select({ id: workPhotos.id })
        .from(workPhotos)
        .orderBy(asc(workPhotos.position), asc(workPhotos.createdAt))
    ).map((row) => row.id);
    const from = order.indexOf(input.photoId);
    if (from < 0) throw new AppError("NOT_FOUND", "No such photo");
    const to = input.direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return;
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [index, id] of order.entries()) {
      await tx
        .update(workPhotos)
        .set({ position: index + 1 })
        .where(eq(workPhotos.id, id));
    }
    await bumpPhotosVersion(tx);
    await recordAudit(tx, {
      actor: input.actor,
      action: "settings.photo-move",
      entity: "work-photo",
      entityId: input.photoId,
      details: { from: from + 1, to: to + 1 },
    });
  });
}
