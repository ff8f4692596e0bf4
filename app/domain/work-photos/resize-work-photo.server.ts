import { createHash } from "node:crypto";
import type Sharp from "sharp";
import {
  WORK_PHOTO_ASPECT_HEIGHT,
  WORK_PHOTO_ASPECT_WIDTH,
  WORK_PHOTO_MAX_INPUT_PIXELS,
  WORK_PHOTO_MAX_UPLOAD_BYTES,
  WORK_PHOTO_MIN_HEIGHT_PX,
  WORK_PHOTO_MIN_WIDTH_PX,
  WORK_PHOTO_STORED_WIDTHS_PX,
} from "~/config/business-rules";
import { AppError } from "~/domain/app-error";
import type { WorkPhotoProblem } from "./work-photo-schemas";

/** One stored size of an uploaded photo. */
export type ResizedWorkPhoto = {
  width: number;
  height: number;
  contentType: "image/webp";
  hash: string;
  bytes: Uint8Array;
};

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
const WEBP_QUALITY = 80;

/**
 * The uploaded file as the sizes the site serves (ADR 038): decoded by libvips (sharp), turned upright by its EXIF
 * orientation, cropped to 4:3 around its most eye-catching part, and encoded as WebP at each stored width (never
 * wider than the photo itself). Re-encoding drops every metadata block, so a phone's GPS position of a customer's
 * house never reaches the website. The file's bytes decide its type, not its name or declared type: anything but a
 * JPEG, PNG or WebP picture of a sensible size is refused with BAD_INPUT and a message key for the `photo` field.
 */
export async function resizeWorkPhoto(bytes: Uint8Array): Promise<ResizedWorkPhoto[]> {
  if (bytes.byteLength === 0) throw refused("photoMissing");
  if (bytes.byteLength > WORK_PHOTO_MAX_UPLOAD_BYTES) throw refused("photoTooLarge");
  const sharp = await loadSharp();
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw refused("photoNotAnImage");
    });
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw refused("photoWrongType");
  const { width, height } = metadata.autoOrient;
  if (width * height > WORK_PHOTO_MAX_INPUT_PIXELS) throw refused("photoTooManyPixels");
  if (width < WORK_PHOTO_MIN_WIDTH_PX || height < WORK_PHOTO_MIN_HEIGHT_PX) throw refused("photoTooSmall");

  const cropWidth = Math.min(width, Math.floor((height * WORK_PHOTO_ASPECT_WIDTH) / WORK_PHOTO_ASPECT_HEIGHT));
  const widths = [...new Set(WORK_PHOTO_STORED_WIDTHS_PX.map((stored) => Math.min(stored, cropWidth)))];
  try {
    return await Promise.all(widths.map((target) => encode(sharp, bytes, target)));
  } catch (error) {
    // The header read, the pixels did not: a truncated or damaged file.
    console.warn(
      `[work-photos] an upload of ${bytes.byteLength} bytes (${metadata.format}) could not be decoded: ${error instanceof Error ? error.message : String(error)}`,
    );
    throw refused("photoNotAnImage");
  }
}

let sharpModule: Promise<typeof Sharp> | undefined;

/** libvips comes with the first upload, not at start: it adds some 30 MB to the server's memory (ADR 061). */
function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import("sharp").then((module) => module.default);
  return sharpModule;
}

async function encode(sharp: typeof Sharp, bytes: Uint8Array, width: number): Promise<ResizedWorkPhoto> {
  const height = Math.round((width * WORK_PHOTO_ASPECT_HEIGHT) / WORK_PHOTO_ASPECT_WIDTH);
  const output = await sharp(bytes, { limitInputPixels: WORK_PHOTO_MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ width, height, fit: "cover", position: sharp.strategy.attention })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
  const stored = new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
  return {
    width,
    height,
    contentType: "image/webp",
    hash: createHash("sha256").update(stored).digest("hex").slice(0, 16),
    bytes: stored,
  };
}

function refused(problem: WorkPhotoProblem): AppError {
  return new AppError("BAD_INPUT", `Photo refused: ${problem}`, { photo: problem });
}
