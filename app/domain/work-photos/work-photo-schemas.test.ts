import { describe, expect, it } from "vitest";
import { WORK_PHOTO_MAX_UPLOAD_BYTES } from "~/config/business-rules";
import { isWorkPhotoId, parseWorkPhotoFileName, workPhotoFilePath } from "./work-photo-addresses";
import { WorkPhotoCaptionSchema, workPhotoFileProblem } from "./work-photo-schemas";

describe("workPhotoFileProblem", () => {
  it("passes a JPEG, PNG or WebP up to 8 MB and names what is wrong with anything else", () => {
    expect(workPhotoFileProblem({ size: 1000, type: "image/jpeg" })).toBeNull();
    expect(workPhotoFileProblem({ size: WORK_PHOTO_MAX_UPLOAD_BYTES, type: "image/webp" })).toBeNull();
    expect(workPhotoFileProblem({ size: WORK_PHOTO_MAX_UPLOAD_BYTES + 1, type: "image/png" })).toBe("photoTooLarge");
    expect(workPhotoFileProblem({ size: 1000, type: "image/gif" })).toBe("photoWrongType");
    expect(workPhotoFileProblem({ size: 1000, type: "application/pdf" })).toBe("photoWrongType");
    expect(workPhotoFileProblem({ size: 0, type: "image/jpeg" })).toBe("photoMissing");
  });

  it("leaves a file without a declared type to the server, which reads its bytes", () => {
    expect(workPhotoFileProblem({ size: 1000, type: "" })).toBeNull();
  });
});

describe("WorkPhotoCaptionSchema", () => {
  it("trims both captions and leaves out an empty Spanish one", () => {
    expect(WorkPhotoCaptionSchema.parse({ caption: "  New condenser  ", captionEs: "  " })).toEqual({
      caption: "New condenser",
      captionEs: undefined,
    });
  });
});

describe("work photo addresses", () => {
  const key = { photoId: "0b9f3c1e-8d2a-4c55-9e0f-1a2b3c4d5e6f", hash: "0123456789abcdef" };

  it("reads back the photo and hash of the address it writes", () => {
    const path = workPhotoFilePath(key);
    expect(path).toBe("/media/work/0b9f3c1e-8d2a-4c55-9e0f-1a2b3c4d5e6f-0123456789abcdef.webp");
    expect(parseWorkPhotoFileName(path.slice("/media/work/".length))).toEqual(key);
  });

  it("names no file for another extension, a short hash, upper case or a path", () => {
    expect(parseWorkPhotoFileName(`${key.photoId}-${key.hash}.jpg`)).toBeNull();
    expect(parseWorkPhotoFileName(`${key.photoId}-0123.webp`)).toBeNull();
    expect(parseWorkPhotoFileName(`${key.photoId.toUpperCase()}-${key.hash}.webp`)).toBeNull();
    expect(parseWorkPhotoFileName(`../${key.photoId}-${key.hash}.webp`)).toBeNull();
    expect(isWorkPhotoId(key.photoId)).toBe(true);
    expect(isWorkPhotoId("42")).toBe(false);
  });
});
