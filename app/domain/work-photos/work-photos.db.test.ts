import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { WORK_PHOTO_MAX_UPLOAD_BYTES, WORK_PHOTOS_MAX } from "~/config/business-rules";
import { auditLog, settings, user, workPhotoFiles, workPhotos } from "~/db/schema";
import { isAppError } from "~/domain/app-error";
import { getContentVersion } from "~/domain/settings/get-content-version.server";
import { useTestDatabase } from "../../../tests/support/test-database";
import { addWorkPhoto } from "./add-work-photo.server";
import { deleteWorkPhoto } from "./delete-work-photo.server";
import { getWorkPhotoFile } from "./get-work-photo-file.server";
import { listHomeWorkPhotos, listWorkPhotos } from "./list-work-photos.server";
import { moveWorkPhoto } from "./move-work-photo.server";

const { db } = useTestDatabase();
const admin = { id: "admin-1" };

beforeEach(async () => {
  await db().insert(user).values({ id: admin.id, name: "Olga Owner", email: "olga@awac.example", role: "admin" });
});

/** A plain picture of the given size and format, as a phone or camera would send it. */
async function picture(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" | "gif" = "jpeg",
): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } });
  return new Uint8Array(await image[format]().toBuffer());
}

async function problemOf(promise: Promise<unknown>): Promise<Record<string, string> | string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error.fieldErrors ?? error.code;
}

async function upload(caption: string, bytes?: Uint8Array, captionEs?: string) {
  return addWorkPhoto({ actor: admin, caption: { caption, captionEs }, bytes: bytes ?? (await picture(1600, 1000)) });
}

describe("addWorkPhoto", () => {
  it("stores the photo cropped to 4:3 as WebP 480 and 960 pixels wide, audits it and changes the public pages' content version", async () => {
    const before = await getContentVersion();
    const { id } = await upload(
      "New condenser for a home in Kendall",
      await picture(1600, 1000),
      "Condensador nuevo para una casa en Kendall",
    );

    const files = await db()
      .select()
      .from(workPhotoFiles)
      .where(eq(workPhotoFiles.photoId, id))
      .orderBy(workPhotoFiles.width);
    expect(files.map((file) => [file.width, file.height, file.contentType])).toEqual([
      [480, 360, "image/webp"],
      [960, 720, "image/webp"],
    ]);
    for (const file of files) {
      const stored = await sharp(file.bytes).metadata();
      expect([stored.format, stored.width, stored.height]).toEqual(["webp", file.width, file.height]);
      expect(file.hash).toMatch(/^[0-9a-f]{16}$/);
    }
    const [entry] = await db().select().from(auditLog);
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      action: "settings.photo-add",
      entity: "work-photo",
      entityId: id,
    });
    expect(entry?.details).toMatchObject({
      caption: "New condenser for a home in Kendall",
      sizes: ["480x360", "960x720"],
    });
    expect(await getContentVersion()).not.toBe(before);
    const [record] = await db().select({ version: settings.version }).from(settings);
    expect(record?.version).toBe(1); // an open Settings form is not made stale by a photo
  });

  it("turns a photo upright by its EXIF orientation and never makes it wider than it is", async () => {
    // Taken sideways: 1200 x 700 stored, 700 x 1200 when upright, so the widest 4:3 crop is 700 x 525.
    const sideways = new Uint8Array(
      await sharp({ create: { width: 1200, height: 700, channels: 3, background: "#336699" } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
    const { id } = await upload("A heat pump in Homestead", sideways);
    const files = await db()
      .select({ width: workPhotoFiles.width, height: workPhotoFiles.height })
      .from(workPhotoFiles)
      .where(eq(workPhotoFiles.photoId, id))
      .orderBy(workPhotoFiles.width);
    expect(files).toEqual([
      { width: 480, height: 360 },
      { width: 700, height: 525 },
    ]);
  });

  it("drops the photo's metadata, so a phone's GPS position never reaches the website", async () => {
    const withExif = new Uint8Array(
      await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#224466" } })
        .jpeg()
        .withExif({ IFD0: { Copyright: "Crew phone", ImageDescription: "25.68N 80.31W" } })
        .toBuffer(),
    );
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const { id } = await upload("Attic air handler in Pinecrest", withExif);
    for (const file of await db().select().from(workPhotoFiles).where(eq(workPhotoFiles.photoId, id))) {
      expect((await sharp(file.bytes).metadata()).exif).toBeUndefined();
    }
  });

  it.each([
    ["PNG", "png"],
    ["WebP", "webp"],
  ] as const)("accepts a %s photo", async (_name, format) => {
    await upload("Rooftop unit in Doral", await picture(1000, 750, format));
    expect(await db().select().from(workPhotos)).toHaveLength(1);
  });

  it("refuses an empty file, a file over 8 MB, a file that is not a picture, a GIF, a truncated JPEG and a photo too small, storing nothing", async () => {
    const jpeg = await picture(1600, 1200);
    expect(await problemOf(upload("x", new Uint8Array()))).toEqual({ photo: "photoMissing" });
    expect(await problemOf(upload("x", new Uint8Array(WORK_PHOTO_MAX_UPLOAD_BYTES + 1)))).toEqual({
      photo: "photoTooLarge",
    });
    expect(await problemOf(upload("x", new TextEncoder().encode("name,phone\nAna,305")))).toEqual({
      photo: "photoNotAnImage",
    });
    expect(await problemOf(upload("x", await picture(800, 600, "gif")))).toEqual({ photo: "photoWrongType" });
    expect(await problemOf(upload("x", jpeg.slice(0, Math.floor(jpeg.byteLength / 2))))).toEqual({
      photo: "photoNotAnImage",
    });
    expect(await problemOf(upload("x", await picture(600, 450)))).toEqual({ photo: "photoTooSmall" });
    expect(await db().select().from(workPhotos)).toHaveLength(0);
    expect(await db().select().from(auditLog)).toHaveLength(0);
  });

  it("refuses a missing caption, a control character or an over-long caption through the shared text schema", async () => {
    expect(await problemOf(upload("   "))).toEqual({ caption: "captionRequired" });
    expect(await problemOf(upload("Line\u0000break"))).toEqual({ caption: "captionNotAllowed" });
    expect(await problemOf(upload("Fine", undefined, "x".repeat(141)))).toEqual({ captionEs: "captionTooLong" });
    expect(await db().select().from(workPhotos)).toHaveLength(0);
  });

  it("refuses a photo once the library holds the most it may", async () => {
    const bytes = await picture(700, 525);
    for (let index = 0; index < WORK_PHOTOS_MAX; index++) await upload(`Job ${index + 1}`, bytes);
    expect(await problemOf(upload("One too many", bytes))).toEqual({ photo: "libraryFull" });
  });
});

describe("listing, ordering and deleting photos", () => {
  it("lists photos in upload order, shows the first three on the home page, and captions the Spanish page in Spanish or else English", async () => {
    const bytes = await picture(700, 525);
    await upload("First job", bytes, "Primer trabajo");
    await upload("Second job", bytes);
    await upload("Third job", bytes);
    await upload("Fourth job", bytes);

    const { photos } = await listWorkPhotos();
    expect(photos.map((photo) => [photo.caption, photo.onHomePage])).toEqual([
      ["First job", true],
      ["Second job", true],
      ["Third job", true],
      ["Fourth job", false],
    ]);
    const home = await listHomeWorkPhotos({ locale: "es" });
    expect(home.map((photo) => photo.caption)).toEqual(["Primer trabajo", "Second job", "Third job"]);
    const image = home[0]!.image;
    expect(image).toMatchObject({ width: 700, height: 525 });
    expect(image.src).toMatch(/^\/media\/work\/[0-9a-f-]{36}-[0-9a-f]{16}\.webp$/);
    expect(image.srcSet).toMatch(/^\/media\/work\/\S+ 480w, \/media\/work\/\S+ 700w$/);
  });

  it("moves a photo up and down, changes nothing past either end, and audits each move", async () => {
    const bytes = await picture(700, 525);
    const a = await upload("A", bytes);
    await upload("B", bytes);
    const c = await upload("C", bytes);
    const captions = async () => (await listWorkPhotos()).photos.map((photo) => photo.caption);

    await moveWorkPhoto({ actor: admin, photoId: c.id, direction: "up" });
    expect(await captions()).toEqual(["A", "C", "B"]);
    await moveWorkPhoto({ actor: admin, photoId: a.id, direction: "down" });
    expect(await captions()).toEqual(["C", "A", "B"]);
    const version = await getContentVersion();
    await moveWorkPhoto({ actor: admin, photoId: c.id, direction: "up" });
    expect(await captions()).toEqual(["C", "A", "B"]);
    expect(await getContentVersion()).toBe(version);

    const moves = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "settings.photo-move"))
      .orderBy(auditLog.id);
    expect(moves.map((entry) => entry.details)).toEqual([
      { from: 3, to: 2 },
      { from: 1, to: 2 },
    ]);
  });

  it("deletes a photo with its stored files, audits it, and answers NOT_FOUND for a photo already gone or an id that is no id", async () => {
    const { id } = await upload("Gone soon");
    const version = await getContentVersion();
    await deleteWorkPhoto({ actor: admin, photoId: id });
    expect(await db().select().from(workPhotos)).toHaveLength(0);
    expect(await db().select().from(workPhotoFiles)).toHaveLength(0);
    expect(await getContentVersion()).not.toBe(version);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "settings.photo-delete"));
    expect(entry).toMatchObject({ entityId: id, details: { caption: "Gone soon", captionEs: null } });

    expect(await problemOf(deleteWorkPhoto({ actor: admin, photoId: id }))).toBe("NOT_FOUND");
    expect(await problemOf(deleteWorkPhoto({ actor: admin, photoId: "1; drop table work_photos" }))).toBe("NOT_FOUND");
    expect(await problemOf(moveWorkPhoto({ actor: admin, photoId: id, direction: "up" }))).toBe("NOT_FOUND");
  });
});

describe("getWorkPhotoFile", () => {
  it("answers the stored bytes of the address the list gives, and NOT_FOUND for another hash, a deleted photo or a made-up name", async () => {
    const { id } = await upload("Served");
    const [listed] = (await listWorkPhotos()).photos;
    const fileName = listed!.image.src.split("/").at(-1)!;
    const file = await getWorkPhotoFile({ fileName });
    expect(file.contentType).toBe("image/webp");
    expect((await sharp(file.bytes).metadata()).width).toBe(480);

    expect(
      await problemOf(getWorkPhotoFile({ fileName: fileName.replace(/-[0-9a-f]{16}\./, "-0000000000000000.") })),
    ).toBe("NOT_FOUND");
    expect(await problemOf(getWorkPhotoFile({ fileName: "../../etc/passwd" }))).toBe("NOT_FOUND");
    await deleteWorkPhoto({ actor: admin, photoId: id });
    expect(await problemOf(getWorkPhotoFile({ fileName }))).toBe("NOT_FOUND");
  });
});
