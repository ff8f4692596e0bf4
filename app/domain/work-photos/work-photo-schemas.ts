import { z } from "zod";
import { WORK_PHOTO_CAPTION_MAX_LENGTH, WORK_PHOTO_MAX_UPLOAD_BYTES } from "~/config/business-rules";
import { leftOutWhenEmpty, singleLineText } from "~/domain/text-fields/text-field-schemas";

/** The formats staff may upload, as browsers name them (the file picker's `accept`, the client's first check). */
export const WORK_PHOTO_UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** The message keys a refused upload reports, per field; each screen words them in its language. */
export type WorkPhotoProblem =
  | "photoMissing"
  | "photoTooLarge"
  | "photoWrongType"
  | "photoNotAnImage"
  | "photoTooSmall"
  | "photoTooManyPixels"
  | "libraryFull"
  | "captionRequired"
  | "captionTooLong"
  | "captionNotAllowed";

/**
 * The caption of a photo: one English caption (required; the photo's alt text too) and an optional Spanish one,
 * which the Spanish page shows instead when it is given. Through the shared text schema (ADR 028).
 */
export const WorkPhotoCaptionSchema = z.object({
  caption: singleLineText({
    max: WORK_PHOTO_CAPTION_MAX_LENGTH,
    messages: { required: "captionRequired", tooLong: "captionTooLong", notAllowed: "captionNotAllowed" },
  }),
  captionEs: leftOutWhenEmpty(
    singleLineText({
      max: WORK_PHOTO_CAPTION_MAX_LENGTH,
      messages: { tooLong: "captionTooLong", notAllowed: "captionNotAllowed" },
    }),
  ),
});
export type WorkPhotoCaption = z.infer<typeof WorkPhotoCaptionSchema>;

/** Field → message key of a refused caption (the first problem of each field). */
export function workPhotoCaptionErrors(error: z.ZodError): Record<string, WorkPhotoProblem> {
  const errors: Record<string, WorkPhotoProblem> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "caption");
    errors[field] ??= issue.message as WorkPhotoProblem;
  }
  return errors;
}

/**
 * What the browser can tell of a chosen file before sending it: its size and declared type. The server decides from
 * the bytes themselves (a renamed file is caught there); this only spares an 8 MB upload that would be refused.
 */
export function workPhotoFileProblem(file: { size: number; type: string }): WorkPhotoProblem | null {
  if (file.size === 0) return "photoMissing";
  if (file.size > WORK_PHOTO_MAX_UPLOAD_BYTES) return "photoTooLarge";
  if (file.type && !(WORK_PHOTO_UPLOAD_TYPES as readonly string[]).includes(file.type)) return "photoWrongType";
  return null;
}
