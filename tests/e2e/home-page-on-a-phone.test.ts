import type { Page } from "@playwright/test";
import { DEFAULT_SETTINGS } from "../../app/config/business-defaults";
import { expect, test } from "./support/fixtures";

/*
 * Issue 17: on a phone the home page keeps every section of spec 1 §2 "Home page sections (order)" but is at most
 * 15 screens high (it was about 28), and says each business fact once where a visitor looks for it.
 */

const PHONE = { width: 390, height: 844 };
const MAX_SCREENS = 15;

type Language = {
  path: string;
  /** The heading of each spec section, in the spec's order (the hero's h1 first, the estimate form's h2 last). */
  headings: string[];
  callButton: string;
  freeEstimate: string;
  pricingPlans: string;
  reviewSummary: string;
  bookingBanner: string;
  submit: string;
  weekdayHours: string;
  /** How the page words the years in business: the founding year, or "40+ years". */
  yearsInBusiness: RegExp;
};

const LANGUAGES: Language[] = [
  {
    path: "/",
    headings: [
      "AC repair and installation in Miami, day or night",
      "Sound familiar?",
      "How we fix it for good",
      "Our services",
      `Miami's air-conditioning contractor since ${DEFAULT_SETTINGS.foundedYear}`,
      "Complete AC and refrigeration services",
      "What our customers say",
      "Brands we service and install",
      "Why choose us",
      "Trusted by Miami businesses",
      "Rebates and tax credits",
      "Work we stand behind",
      "Recent work",
      "AC tips from our technicians",
      "Book Today - Beat the Heat",
      "Maintenance plans",
      "Hours and service areas",
      "Get your free estimate today",
      "Request Your Free Estimate",
    ],
    callButton: `Call ${DEFAULT_SETTINGS.mainPhone}`,
    freeEstimate: "Get a Free Estimate",
    pricingPlans: "Pricing Plans",
    reviewSummary: "4.9 out of 5 average from 200+ reviews",
    bookingBanner: "Book Today - Beat the Heat",
    submit: "REQUEST FREE ESTIMATE",
    weekdayHours: "Mon-Fri 7 AM-6 PM",
    yearsInBusiness: new RegExp(`since ${DEFAULT_SETTINGS.foundedYear}|\\d+\\+ years`, "gi"),
  },
  {
    path: "/es",
    headings: [
      "Reparación e instalación de aire acondicionado en Miami, a toda hora",
      "¿Le suena conocido?",
      "Cómo lo resolvemos de una vez",
      "Nuestros servicios",
      `Contratistas de aire acondicionado en Miami desde ${DEFAULT_SETTINGS.foundedYear}`,
      "Servicios completos de aire acondicionado y refrigeración",
      "Lo que dicen nuestros clientes",
      "Marcas que instalamos y reparamos",
      "Por qué elegirnos",
      "La confianza de los negocios de Miami",
      "Reembolsos y créditos fiscales",
      "Respaldamos nuestro trabajo",
      "Trabajos recientes",
      "Consejos de nuestros técnicos",
      "Reserve hoy y gánele al calor",
      "Planes de mantenimiento",
      "Horario y zonas de servicio",
      "Pida hoy su presupuesto gratis",
      "Pida su presupuesto gratis",
    ],
    callButton: `Llame al ${DEFAULT_SETTINGS.mainPhone}`,
    freeEstimate: "Pida un presupuesto gratis",
    pricingPlans: "Planes y precios",
    reviewSummary: "Promedio de 4.9 de 5 en más de 200 reseñas",
    bookingBanner: "Reserve hoy y gánele al calor",
    submit: "PEDIR PRESUPUESTO GRATIS",
    weekdayHours: "Lun-Vie 7 AM-6 PM",
    yearsInBusiness: new RegExp(`desde ${DEFAULT_SETTINGS.foundedYear}|más de \\d+ años`, "gi"),
  },
];

/** The page as a visitor reads it: rendered text only (innerText leaves out what CSS hides), at the top of the page. */
async function visibleText(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((element: HTMLElement) => element.innerText);
}

function occurrences(text: string, needle: string | RegExp): number {
  if (typeof needle === "string") return text.split(needle).length - 1;
  return [...text.matchAll(needle)].length;
}

/**
 * How many places list the service areas: the innermost visible elements that name at least five of them. A review
 * or a gallery caption names the one area of its job (a row of three reviews names three); a list names many.
 */
async function serviceAreaLists(page: Page, areas: readonly string[]): Promise<number> {
  return page.evaluate((names) => {
    const namesIn = (element: Element) =>
      names.filter((name) => (element as HTMLElement).innerText?.includes(name)).length;
    // Rendered elements only: innerText of one that is not rendered (a script, a hidden card) is its raw text.
    const rendered = [...document.body.querySelectorAll("*")].filter((element) => element.getClientRects().length > 0);
    const listing = rendered.filter((element) => namesIn(element) >= 5);
    return listing.filter((element) => !listing.some((other) => other !== element && element.contains(other))).length;
  }, areas);
}

test.describe("The home page on a phone", () => {
  test.use({ viewport: PHONE });

  for (const language of LANGUAGES) {
    // The home page's accessibility scans are the public sweep's (public-accessibility.test.ts).
    test(`A phone visitor reads every section of ${language.path} in at most ${MAX_SCREENS} screens, and is told the phone, the hours and the service areas once each`, async ({
      page,
    }) => {
      await page.goto(language.path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

      // Counted first, at the top of the page: the floating Call button appears only after scrolling.
      const mainText = await visibleText(page, "main");
      const whole = await visibleText(page, "body");

      // The main number: the hero's call button, and the estimate form's side panel (spec 1 §2 asks for it there).
      // The footer adds the third; the header shows it as a bare icon, and the floating Call button appears only
      // after scrolling.
      expect(occurrences(mainText, DEFAULT_SETTINGS.mainPhone)).toBeLessThanOrEqual(2);
      expect(occurrences(whole, DEFAULT_SETTINGS.mainPhone)).toBeLessThanOrEqual(3);
      // The emergency line: the header's strip on every page, and the footer. On a phone the hero's emergency card
      // would repeat the strip just above it, so the page's own content does not say it again.
      expect(occurrences(mainText, DEFAULT_SETTINGS.emergencyPhone)).toBe(0);
      expect(occurrences(whole, DEFAULT_SETTINGS.emergencyPhone)).toBeLessThanOrEqual(2);
      // Business hours: only the #service-areas section (the home page's footer links to it instead).
      expect(occurrences(whole, language.weekdayHours)).toBe(1);
      // The list of service areas: only the #service-areas section (the hero, the form's panel and the footer name
      // the region, and the footer links to the list).
      expect(await serviceAreaLists(page, DEFAULT_SETTINGS.serviceAreas)).toBe(1);
      // Years in business: one of the hero's four promises ("40+ years of experience") and the about section's
      // heading ("since 1983"); nowhere else.
      expect(occurrences(whole, language.yearsInBusiness)).toBeLessThanOrEqual(2);

      const size = await page.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        width: document.documentElement.scrollWidth,
      }));
      expect(size.height, `page height ${size.height} px`).toBeLessThanOrEqual(MAX_SCREENS * PHONE.height);
      // Rows of cards scroll inside themselves: the page itself never scrolls sideways.
      expect(size.width).toBeLessThanOrEqual(PHONE.width);

      // Every section is there, in the spec's order, one under the other.
      const tops: number[] = [];
      for (const name of language.headings) {
        const heading = page.getByRole("heading", { name, exact: true });
        await expect(heading, name).toBeVisible();
        tops.push((await heading.boundingBox())!.y);
      }
      expect(tops).toEqual([...tops].sort((a, b) => a - b));

      // The texts and counts the spec asks of the sections.
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: language.callButton })).toBeVisible();
      await expect(main.getByRole("link", { name: language.freeEstimate, exact: true })).toBeVisible();
      await expect(main.getByRole("link", { name: language.pricingPlans })).toBeVisible();
      await expect(page.locator("section[aria-labelledby='pain-points-title'] li")).toHaveCount(3);
      await expect(page.locator("section[aria-labelledby='solutions-title'] li")).toHaveCount(3);
      await expect(page.locator("#services > div > ul > li")).toHaveCount(7);
      await expect(page.locator("section[aria-labelledby='detailed-services-title'] h3")).toHaveCount(3);
      await expect(page.locator("section[aria-labelledby='detailed-services-title'] li li")).toHaveCount(18);
      await expect(page.locator("section[aria-labelledby='reviews-title'] blockquote")).toHaveCount(3);
      await expect(main.getByText(language.reviewSummary)).toBeVisible();
      await expect(page.locator("#commercial-slides [aria-roledescription='slide']")).toHaveCount(2);
      await expect(page.locator("section[aria-labelledby='rebates-title'] h3")).toHaveCount(4);
      await expect(page.locator("#gallery img[loading='lazy']")).toHaveCount(3);
      await expect(page.locator("section[aria-labelledby='blog-title'] article")).toHaveCount(4);
      await expect(main.getByRole("heading", { name: language.bookingBanner })).toBeVisible();
      await expect(page.locator("#plans article")).toHaveCount(3);
      await expect(page.locator("#service-areas li").filter({ hasText: "Coconut Grove" })).toBeVisible();
      await expect(page.locator("#service-areas ul").last().locator("li")).toHaveCount(
        DEFAULT_SETTINGS.serviceAreas.length,
      );
      await expect(
        page.locator("section[aria-label='Our credentials'], section[aria-label='Nuestras credenciales']"),
      ).toBeVisible();
      await expect(page.locator("#contact").getByRole("button", { name: language.submit })).toBeVisible();
    });
  }

  test("A phone visitor swipes along a row of cards to its last one, and the page stays put", async ({ page }) => {
    await page.goto("/");
    const services = page.locator("#services > div > ul");
    const last = services.locator("li").last();
    await expect(last).not.toBeInViewport();
    await services.evaluate((row) => row.scrollTo({ left: row.scrollWidth }));
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await expect(last.getByRole("link", { name: /Free Estimates/ })).toHaveAttribute("href", "#contact");
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });
});

test("On a desktop screen the same sections sit side by side, with the hero's emergency card", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(
    page.getByRole("main").getByRole("link", { name: `Emergency: ${DEFAULT_SETTINGS.emergencyPhone}` }),
  ).toBeVisible();
  // The seven service cards wrap into rows instead of one sideways row.
  const cards = page.locator("#services > div > ul > li");
  const boxes = await cards.evaluateAll((items) =>
    items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
  );
  expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(2);
  for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(1280);
  // Elsewhere than the home page the footer lists the hours and every service area itself.
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("Mon-Fri 7 AM-6 PM")).toBeVisible();
  await expect(footer.getByText("Miami Lakes")).toBeVisible();
});
