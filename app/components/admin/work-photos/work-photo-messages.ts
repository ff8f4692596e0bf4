import { FAILURE_TOAST_MS, SUCCESS_TOAST_MS, VALIDATION_TOAST_MS } from "~/config/toast-durations";
import {
  WORK_PHOTO_CAPTION_MAX_LENGTH,
  WORK_PHOTO_MAX_INPUT_PIXELS,
  WORK_PHOTO_MAX_UPLOAD_BYTES,
  WORK_PHOTO_MIN_HEIGHT_PX,
  WORK_PHOTO_MIN_WIDTH_PX,
  WORK_PHOTOS_MAX,
} from "~/config/business-rules";
import type { FlashToast } from "~/http/flash-toast.server";
import { format, type Messages } from "~/i18n/catalog";

export type WorkPhotoMessages = Messages["admin"]["workPhotos"];

/** The limits the screen's hints and messages quote, from the one place they are set. */
export const WORK_PHOTO_LIMIT_WORDS = {
  maxMb: WORK_PHOTO_MAX_UPLOAD_BYTES / (1024 * 1024),
  minWidth: WORK_PHOTO_MIN_WIDTH_PX,
  minHeight: WORK_PHOTO_MIN_HEIGHT_PX,
  maxMegapixels: WORK_PHOTO_MAX_INPUT_PIXELS / 1_000_000,
  max: WORK_PHOTOS_MAX,
} as const;

/** Field message keys (from the schema, the file check or the upload) worded in the page's language. */
export function workPhotoFieldMessages(keys: Record<string, string>, m: WorkPhotoMessages): Record<string, string> {
  const words = m.validation as Record<string, string>;
  const values = { ...WORK_PHOTO_LIMIT_WORDS, max: WORK_PHOTOS_MAX };
  return Object.fromEntries(
    Object.entries(keys).map(([field, key]) => [
      field,
      format(
        words[key] ?? m.validation.photoNotAnImage,
        key === "captionTooLong" ? { max: WORK_PHOTO_CAPTION_MAX_LENGTH } : values,
      ),
    ]),
  );
}

export function workPhotoValidationToast(worded: Record<string, string>, m: WorkPhotoMessages): FlashToast {
  return {
    title: m.toasts.validationTitle,
    description: Object.values(worded)[0],
    variant: "error",
    durationMs: VALIDATION_TOAST_MS,
  };
}

export function workPhotoSuccessToast(kind: "added" | "deleted" | "moved", m: WorkPhotoMessages): FlashToast {
  return {
    title: m.toasts[`${kind}Title`],
    description: m.toasts[kind],
    variant: "success",
    durationMs: SUCCESS_TOAST_MS,
  };
}

export function workPhotoFailedToast(m: WorkPhotoMessages, description: string = m.toasts.failed): FlashToast {
  return { title: m.toasts.failedTitle, description, variant: "error", durationMs: FAILURE_TOAST_MS };
}
