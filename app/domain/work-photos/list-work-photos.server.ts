import { asc, inArray } from "drizzle-orm";
import { WORK_PHOTOS_MAX, WORK_PHOTOS_ON_HOME_PAGE } from "~/config/business-rules";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { workPhotoFiles, workPhotos } from "~/db/schema";
import type { Locale } from "~/i18n/catalog";
import { workPhotoFilePath } from "./work-photo-addresses";

/** A stored photo as an <img> shows it: the smallest size as `src`, every size in `srcSet`, the largest's size. */
export type WorkPhotoImage = { src: string; srcSet: string; width: number; height: number };

/** A photo as the Settings screen lists it. */
export type WorkPhotoListItem = {
  id: string;
  caption: string;
  captionEs: string | null;
  onHomePage: boolean;
  image: WorkPhotoImage;
};

/** A photo as the home page's Recent work shows it, captioned in the page's language. */
export type HomeWorkPhoto = { id: string; caption: string; image: WorkPhotoImage };

/** Every photo in Recent work, in the order staff gave them; the first WORK_PHOTOS_ON_HOME_PAGE are on the home page. */
export async function listWorkPhotos(): Promise<{ photos: WorkPhotoListItem[]; max: number; onHomePage: number }> {
  const rows = await storedPhotos(await database());
  return {
    photos: rows.map((row, index) => ({
      id: row.id,
      caption: row.caption,
      captionEs: row.captionEs,
      onHomePage: index < WORK_PHOTOS_ON_HOME_PAGE,
      image: row.image,
    })),
    max: WORK_PHOTOS_MAX,
    onHomePage: WORK_PHOTOS_ON_HOME_PAGE,
  };
}

/** The photos the home page shows (none: the section shows its illustrations), with the caption in `locale`. */
export async function listHomeWorkPhotos(input: { locale: Locale }): Promise<HomeWorkPhoto[]> {
  const rows = await storedPhotos(await database(), WORK_PHOTOS_ON_HOME_PAGE);
  return rows.map((row) => ({
    id: row.id,
    caption: input.locale === "es" ? (row.captionEs ?? row.caption) : row.caption,
    image: row.image,
  }));
}

async function storedPhotos(db: Executor, limit = WORK_PHOTOS_MAX) {
  const photos = await db
    .select({ id: workPhotos.id, caption: workPhotos.caption, captionEs: workPhotos.captionEs })
    .from(workPhotos)
    .orderBy(asc(workPhotos.position), asc(workPhotos.createdAt))
    .limit(limit);
  if (photos.length === 0) return [];
  // Never the bytes: only what the addresses and the <img> attributes need.
  const files = await db
    .select({
      photoId: workPhotoFiles.photoId,
      width: workPhotoFiles.width,
      height: workPhotoFiles.height,
      hash: workPhotoFiles.hash,
    })
    .from(workPhotoFiles)
    .where(
      inArray(
        workPhotoFiles.photoId,
        photos.map((photo) => photo.id),
      ),
    )
    .orderBy(asc(workPhotoFiles.width));
  return photos.flatMap((photo) => {
    const sizes = files.filter((file) => file.photoId === photo.id);
    const smallest = sizes[0];
    const largest = sizes.at(-1);
    if (!smallest || !largest) return [];
    const image: WorkPhotoImage = {
      src: workPhotoFilePath({ photoId: photo.id, hash: smallest.hash }),
      srcSet: sizes
        .map((file) => `${workPhotoFilePath({ photoId: photo.id, hash: file.hash })} ${file.width}w`)
        .join(", "),
      width: largest.width,
      height: largest.height,
    };
    return [{ ...photo, image }];
  });
}
