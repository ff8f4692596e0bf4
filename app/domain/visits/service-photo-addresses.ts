import { parseWorkPhotoFileName, type WorkPhotoFileKey } from "~/domain/work-photos/work-photo-addresses";

/** Where a service photo's stored size is served: the photo's id and the hash of the bytes, as the work photos are. */
export const SERVICE_PHOTO_PATH_PREFIX = "/media/service/";

export function servicePhotoFilePath(key: WorkPhotoFileKey): string {
  return `${SERVICE_PHOTO_PATH_PREFIX}${key.photoId}-${key.hash}.webp`;
}

/** The photo and file a file name names, or null for a name no stored file could have. */
export const parseServicePhotoFileName = parseWorkPhotoFileName;
