import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoClassConflicts } from "./support/class-conflicts";
import { DEMO_ADMIN } from "./support/demo-logins";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { useAppServerOfItsOwn } from "./support/own-app-server";

const PHONE = { width: 390, height: 844 };
/** Place names and words the older drawings' captions used to claim particular jobs with. */
const JOB_CLAIMS =
  /Pinecrest|Doral|Coral Gables|Kendall|completed|completaron|over one weekend|en un solo fin de semana/;

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
}

/** A photo as a crew's phone would take it: 1600 x 1200, a few shapes so it is not one flat colour. */
async function jobPhoto(format: "jpeg" | "png", hue: string): Promise<Buffer> {
  const shapes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="${hue}"/><rect x="500" y="400" width="600" height="500" fill="#ddd"/><circle cx="800" cy="650" r="180" fill="#555"/></svg>`,
  );
  return sharp(shapes)[format]().toBuffer();
}

/** The home page's Recent work section as a new visitor on a phone sees it (no cookies, no browser cache). */
async function visitGallery<T>(browser: Browser, url: string, read: (page: Page) => Promise<T>): Promise<T> {
  const visitor = await browser.newContext({ viewport: PHONE });
  try {
    const page = await visitor.newPage();
    await page.goto(url);
    await page.locator("#gallery").scrollIntoViewIfNeeded();
    return await read(page);
  } finally {
    await visitor.close();
  }
}

test.describe("Recent work without photos", () => {
  test.use({ viewport: PHONE });

  for (const { home, heading, intro } of [
    {
      home: "/",
      heading: "Recent work",
      intro: "Illustrations of the kinds of systems we install, repair and maintain",
    },
    {
      home: "/es",
      heading: "Trabajos recientes",
      intro: "Ilustraciones de los tipos de sistemas que instalamos, reparamos y mantenemos",
    },
  ]) {
    test(`A visitor at ${home} sees illustrations described as the kinds of work we do, with no job claims`, async ({
      page,
    }) => {
      await page.goto(home);
      const gallery = page.locator("#gallery");
      await gallery.scrollIntoViewIfNeeded();
      await expect(gallery).toHaveAttribute("data-gallery", "illustrations");
      await expect(gallery.getByRole("heading", { level: 2 })).toHaveText(heading);
      await expect(gallery).toContainText(intro);
      const images = gallery.locator("img");
      await expect(images).toHaveCount(3);
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute("src", /^\/images\/gallery\/.+\.svg$/);
        await expect(image).toHaveAttribute("alt", /^(Illustration|Ilustración) /);
      }
      expect(await gallery.innerText()).not.toMatch(JOB_CLAIMS);
    });
  }
});

test.describe("Recent work photos, on a server of its own (the home page changes for everyone)", () => {
  test.slow();
  test.use({ viewport: PHONE, allowConsoleErrors: [/status of 400/] });
  const own = useAppServerOfItsOwn("aw-e2e-photos-");

  async function openPhotoSettings(page: Page, locale: "en" | "es" = "en") {
    await page.context().addCookies([{ name: "lang", value: "en", url: own.origin }]);
    await page.goto(`${own.origin}/admin`);
    await page.getByLabel("Email").fill(DEMO_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // The back office's language comes from the `lang` cookie before the admin's saved choice.
    await page.context().addCookies([{ name: "lang", value: locale, url: own.origin }]);
    await page.goto(`${own.origin}/admin/settings`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page
      .getByRole("link", { name: locale === "en" ? "Recent work photos" : "Fotos de trabajos recientes" })
      .click();
    await expect(page).toHaveURL(/\/admin\/settings\/photos$/);
    // The address changes before the new screen is drawn: wait for its list, so a count taken next is the screen's.
    await expect(
      page.getByText(/^(No photos yet|Todavía no hay fotos|\d+ of \d+ photos|\d+ de \d+ fotos)/),
    ).toBeVisible();
  }

  test("An admin uploads a photo with a caption and the home page shows it, sized, captioned and cached for a year", async ({
    page,
    browser,
    request,
  }) => {
    await openPhotoSettings(page);
    await expect(page.getByText("No photos yet.")).toBeVisible();
    await page
      .getByLabel(/^Photo/)
      .setInputFiles({ name: "condenser.jpg", mimeType: "image/jpeg", buffer: await jobPhoto("jpeg", "#2a6f97") });
    await page.getByLabel("Caption in English").fill("New high-efficiency condenser for a home in Kendall");
    await page.getByLabel("Caption in Spanish").fill("Condensador nuevo de alta eficiencia para una casa en Kendall");
    await page.getByRole("button", { name: "Upload photo" }).click();
    await expect(toast(page, "Photo added")).toContainText("The photo is now in Recent work.");
    const listed = page.getByTestId("work-photo");
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText("New high-efficiency condenser for a home in Kendall");
    await expect(listed).toContainText("On the home page");
    await expect(page.getByLabel("Caption in English")).toHaveValue("");
    await expect(page.getByLabel(/^Photo/)).toHaveValue("");
    await expectNoAxeViolations(page);
    await expectNoClassConflicts(page);

    // The public HTML cache re-reads the content version at most once a second: poll with fresh visitors.
    const gallery = (home: string) =>
      visitGallery(browser, `${own.origin}${home}`, async (visit) => {
        const section = visit.locator("#gallery");
        const image = section.locator("img").first();
        return {
          kind: await section.getAttribute("data-gallery"),
          count: await section.locator("img").count(),
          src: await image.getAttribute("src"),
          srcset: await image.getAttribute("srcset"),
          sizes: await image.getAttribute("sizes"),
          width: await image.getAttribute("width"),
          height: await image.getAttribute("height"),
          loading: await image.getAttribute("loading"),
          decoding: await image.getAttribute("decoding"),
          alt: await image.getAttribute("alt"),
          caption: (await section.locator("figcaption").first().innerText()).trim(),
          loaded: await image.evaluate(async (element: HTMLImageElement) => {
            await element.decode().catch(() => undefined);
            return element.complete && element.naturalWidth > 0;
          }),
        };
      });
    let english = await gallery("/");
    await expect(async () => {
      english = await gallery("/");
      expect(english.kind).toBe("photos");
    }).toPass({ timeout: 15_000 });
    expect(english).toMatchObject({
      count: 1,
      width: "960",
      height: "720",
      loading: "lazy",
      decoding: "async",
      alt: "New high-efficiency condenser for a home in Kendall",
      caption: "New high-efficiency condenser for a home in Kendall",
      loaded: true,
    });
    expect(english.src).toMatch(/^\/media\/work\/[0-9a-f-]{36}-[0-9a-f]{16}\.webp$/);
    expect(english.srcset).toMatch(/ 480w, \S+ 960w$/);
    expect(english.sizes).toContain("100vw");
    await visitGallery(browser, `${own.origin}/`, async (visit) => {
      await expectNoAxeViolations(visit);
      await expectNoClassConflicts(visit);
    });
    const spanish = await gallery("/es");
    expect(spanish).toMatchObject({
      kind: "photos",
      caption: "Condensador nuevo de alta eficiencia para una casa en Kendall",
      alt: "Condensador nuevo de alta eficiencia para una casa en Kendall",
    });

    const file = await request.get(`${own.origin}${english.src}`);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/webp");
    expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const etag = file.headers()["etag"];
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect((await sharp(await file.body()).metadata()).width).toBe(480);
    const again = await request.get(`${own.origin}${english.src}`, { headers: { "If-None-Match": etag! } });
    expect(again.status()).toBe(304);
    const unknown = await request.get(
      `${own.origin}/media/work/00000000-0000-4000-8000-000000000000-0123456789abcdef.webp`,
    );
    expect(unknown.status()).toBe(404);
  });

  test("An admin is told clearly when a file is not a photo, is a GIF or is too big, and nothing is added", async ({
    page,
  }) => {
    await openPhotoSettings(page);
    const before = await page.getByTestId("work-photo").count();
    const photoError = page.locator("#settings-photo-error");
    await page.getByLabel("Caption in English").fill("Not a photo");

    // Named .jpg, so the browser calls it a JPEG: the server reads the bytes and refuses it.
    await page.getByLabel(/^Photo/).setInputFiles({
      name: "customers.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("name,phone\nAna,305-555-0100\n"),
    });
    await page.getByRole("button", { name: "Upload photo" }).click();
    await expect(photoError).toHaveText(
      "This file is not a picture that can be read. Upload a JPEG, PNG or WebP photo.",
    );
    await expect(page.getByLabel("Caption in English")).toHaveValue("Not a photo");

    await page
      .getByLabel(/^Photo/)
      .setInputFiles({ name: "anim.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
    await page.getByRole("button", { name: "Upload photo" }).click();
    await expect(photoError).toHaveText("This type of file is not accepted. Upload a JPEG, PNG or WebP photo.");

    await page
      .getByLabel(/^Photo/)
      .setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(9 * 1024 * 1024) });
    await page.getByRole("button", { name: "Upload photo" }).click();
    await expect(photoError).toHaveText("The photo is larger than 8 MB. Please choose a smaller file.");
    await expect(page.getByTestId("work-photo")).toHaveCount(before);
  });

  test("An admin working in Spanish adds a second photo, moves it first and deletes it, and the home page follows", async ({
    page,
    browser,
  }) => {
    await openPhotoSettings(page, "es");
    await expect(page.getByRole("heading", { level: 1, name: "Fotos de trabajos recientes" })).toBeVisible();
    await page
      .getByLabel(/^Foto/)
      .setInputFiles({ name: "rooftop.png", mimeType: "image/png", buffer: await jobPhoto("png", "#7a4f2a") });
    await page.getByLabel("Descripción en inglés").fill("Two rooftop units replaced on an office building");
    await page.getByRole("button", { name: "Subir foto" }).click();
    await expect(toast(page, "Foto agregada")).toBeVisible();
    const captions = () => page.getByTestId("work-photo").locator("p.font-medium").allInnerTexts();
    await expect
      .poll(captions)
      .toEqual([
        "New high-efficiency condenser for a home in Kendall",
        "Two rooftop units replaced on an office building",
      ]);
    await expect(page.getByTestId("work-photo").nth(1)).toContainText("igual que la descripción en inglés");

    await page.getByRole("button", { name: "Subir: Two rooftop units replaced on an office building" }).click();
    await expect(toast(page, "Orden guardado")).toBeVisible();
    await expect
      .poll(captions)
      .toEqual([
        "Two rooftop units replaced on an office building",
        "New high-efficiency condenser for a home in Kendall",
      ]);
    const firstOnHome = () =>
      visitGallery(browser, `${own.origin}/es`, async (visit) =>
        (await visit.locator("#gallery figcaption").allInnerTexts()).map((text) => text.trim()),
      );
    await expect(async () =>
      expect(await firstOnHome()).toEqual([
        "Two rooftop units replaced on an office building",
        "Condensador nuevo de alta eficiencia para una casa en Kendall",
      ]),
    ).toPass({
      timeout: 15_000,
    });

    for (const caption of [
      "Two rooftop units replaced on an office building",
      "New high-efficiency condenser for a home in Kendall",
    ]) {
      await page.getByRole("button", { name: `Eliminar foto: ${caption}` }).click();
      await expect(toast(page, "Foto eliminada")).toBeVisible();
      await expect(page.getByRole("button", { name: `Eliminar foto: ${caption}` })).toHaveCount(0);
    }
    // The empty list is the screen as the back-office sweep (portal-accessibility) scans it, in both settings.
    await expect(page.getByText("Todavía no hay fotos.")).toBeVisible();
    await expect(async () =>
      expect(
        await visitGallery(browser, `${own.origin}/es`, (visit) =>
          visit.locator("#gallery").getAttribute("data-gallery"),
        ),
      ).toBe("illustrations"),
    ).toPass({
      timeout: 15_000,
    });

    // The audit log lists the changes as Settings changes.
    await page.goto(`${own.origin}/admin/audit`);
    await expect(page.getByText("Foto de trabajos recientes eliminada").first()).toBeVisible();
    await expect(page.getByText("Fotos de trabajos recientes reordenadas").first()).toBeVisible();
    await expect(page.getByText("Foto de trabajos recientes agregada").first()).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("An admin uploads a photo with a plain form post, and a file that is not a photo comes back with its message", async ({
      page,
    }) => {
      await page.goto(`${own.origin}/admin`);
      await page.getByLabel("Email").fill(DEMO_ADMIN.email);
      await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await page.goto(`${own.origin}/admin/settings/photos`);

      await page
        .getByLabel(/^Photo/)
        .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some text") });
      await page.getByLabel("Caption in English").fill("Duct sealing in an attic");
      await page.getByRole("button", { name: "Upload photo" }).click();
      await expect(page.locator("#settings-photo-error")).toHaveText(
        "This file is not a picture that can be read. Upload a JPEG, PNG or WebP photo.",
      );
      await expect(page.getByLabel("Caption in English")).toHaveValue("Duct sealing in an attic");

      await page
        .getByLabel(/^Photo/)
        .setInputFiles({ name: "attic.png", mimeType: "image/png", buffer: await jobPhoto("png", "#55606e") });
      await page.getByRole("button", { name: "Upload photo" }).click();
      await expect(page.getByTestId("work-photo")).toHaveCount(1);
      await expect(page.getByTestId("work-photo")).toContainText("Duct sealing in an attic");
      await page.getByRole("button", { name: "Delete photo: Duct sealing in an attic" }).click();
      await expect(page.getByText("No photos yet.")).toBeVisible();
    });
  });
});
