import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// The home page's sections and the footer's columns are static markup (docs/decisions/021): kept from the server when
// a page loads, drawn in the browser only when they appear through a client-side navigation.
const STATIC_CODE = /\/assets\/(home-static-sections|footer-details)-[\w-]+\.js$/;

const HOME_HEADINGS = [
  "Sound familiar?",
  "How we fix it for good",
  "Our services",
  "What our customers say",
  "Brands we service and install",
  "Rebates and tax credits",
  "Work we stand behind",
  "AC tips from our technicians",
  "Book Today - Beat the Heat",
  "Hours and service areas",
  "Get your free estimate today",
];

/** Records the static markup code the page downloads. */
function recordStaticCode(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (STATIC_CODE.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

/** A mark that only survives if the page never reloads. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

/** Hydrated: the carousel's buttons answer. */
async function expectHydrated(page: Page) {
  const carousel = page.getByRole("region", { name: "Commercial client testimonials" });
  const first = carousel.locator("[data-active='true']");
  const before = await first.getAttribute("aria-label");
  await carousel.getByRole("button", { name: "Next testimonial" }).click();
  await expect(carousel.locator("[data-active='true']")).not.toHaveAttribute("aria-label", before ?? "");
}

test.describe("Static markup", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("A visitor who opens the home page gets its sections from the server without downloading their code, and the links inside them scroll in the page or navigate without reloading it", async ({
    page,
  }) => {
    const requested = recordStaticCode(page);
    await page.goto("/");
    await expectHydrated(page);
    for (const heading of HOME_HEADINGS)
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Quick Links" })).toBeVisible();
    expect(requested).toEqual([]);

    // An in-page link inside the kept sections still scrolls to its target.
    await page.getByRole("link", { name: "Get a Free Estimate", exact: true }).click();
    await expect(page).toHaveURL(/#estimate-name$/);
    await expect(page.locator("#estimate-name")).toBeInViewport();

    // Links to other pages navigate in the same document.
    await markDocument(page);
    await page.getByRole("link", { name: "Pricing Plans" }).click();
    await expect(page).toHaveURL(/\/comfort-club$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectSameDocument(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/#estimate-name$/);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expectSameDocument(page);
  });

  test("A visitor who comes to the home page by a link sees every section, drawn without a reload", async ({
    page,
  }) => {
    const requested = recordStaticCode(page);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await markDocument(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "AC repair and installation in Miami, day or night",
    );
    for (const heading of HOME_HEADINGS)
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(page.locator("#services li")).toHaveCount(7);
    await expect(page.locator("#service-areas")).toContainText("Coconut Grove");
    await expectSameDocument(page);
    expect(requested.some((url) => url.includes("home-static-sections"))).toBe(true);
  });

  test("Switching the home page to Spanish redraws its sections and the footer in Spanish", async ({ page }) => {
    await page.goto("/");
    await expectHydrated(page);
    await markDocument(page);
    await page.getByRole("banner").getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 2, name: "Nuestros servicios" })).toBeVisible();
    await expect(page.getByText("Promedio de 4.9 de 5 en más de 200 reseñas")).toBeVisible();
    await expect(page.locator("#service-areas")).toContainText("Lun-Vie 7 AM-6 PM");
    await expect(page.getByRole("heading", { level: 2, name: "Enlaces rápidos" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Our services" })).toHaveCount(0);
    await expectSameDocument(page);
  });

  // A home document leaves the static sections' words and props, and the footer columns' words, out of its page data
  // (docs/decisions/058): coming back to it in the same document must bring them with the loaders' data.
  for (const [language, home, about, aboutLink, homeLink, headings, footerHeading] of [
    ["English", "/", "/about", "About", "Home", [...HOME_HEADINGS, "Recent work"], "Quick Links"],
    [
      "Spanish",
      "/es",
      "/es/about",
      "Nosotros",
      "Inicio",
      [
        "Nuestros servicios",
        "Lo que dicen nuestros clientes",
        "Reembolsos y créditos fiscales",
        "Trabajos recientes",
        "Horario y zonas de servicio",
      ],
      "Enlaces rápidos",
    ],
  ] as const) {
    test(`A visitor who opens the ${language} home page, goes to another page and comes back by a link and by the back button sees every section drawn in full`, async ({
      page,
    }) => {
      await page.goto(home);
      await expectHydratedIn(page, language);
      await markDocument(page);
      await page.getByRole("banner").getByRole("link", { name: aboutLink, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${about}$`));
      await page.getByRole("contentinfo").getByRole("link", { name: homeLink, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${home === "/" ? "/" : "/es"}$`));
      await expectHomeDrawn(page, headings, footerHeading);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${about}$`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${home === "/" ? "/" : "/es"}$`));
      await expectHomeDrawn(page, headings, footerHeading);
      await expectSameDocument(page);
    });
  }
});

/** Hydrated, in either language: the page's end-of-hydration mark. */
async function expectHydratedIn(page: Page, language: string) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("html")).toHaveAttribute("lang", language === "English" ? "en" : "es");
}

/** Every static section and the footer's columns are on screen with their words, pictures and figures. */
async function expectHomeDrawn(page: Page, headings: readonly string[], footerHeading: string) {
  for (const heading of headings) await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  await expect(page.locator("#services li")).toHaveCount(7);
  await expect(page.locator("#service-areas")).toContainText("Coconut Grove");
  await expect(page.locator("#gallery img")).toHaveCount(3);
  await expect(page.getByRole("heading", { level: 2, name: footerHeading })).toBeVisible();
}
