/** Where a stored photo file is served: its photo's id and the hash of its bytes, so new bytes get a new address. */
export const WORK_PHOTO_PATH_PREFIX = "/media/work/";

export type WorkPhotoFileKey = { photoId: string; hash: string };

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const FILE_NAME = new RegExp(`^(${UUID})-([0-9a-f]{16})\\.webp$`);
const PHOTO_ID = new RegExp(`^${UUID}$`);

/** Whether a posted or addressed id could be a photo's (anything else is not looked up: it names no photo). */
export function isWorkPhotoId(value: unknown): value is string {
  return typeof value === "string" && PHOTO_ID.test(value);
}

export function workPhotoFilePath(key: WorkPhotoFileKey): string {
  return `${WORK_PHOTO_PATH_PREFIX}${key.photoId}-${key.hash}.webp`;
}

/** The photo and file a file name names, or null for a name no stored file could have. */
export function parseWorkPhotoFileName(fileName: string): WorkPhotoFileKey | null {
  const match = FILE_NAME.exec(fileName);
  return match ? { photoId: match[1]!, hash: match[2]! } : null;
}
