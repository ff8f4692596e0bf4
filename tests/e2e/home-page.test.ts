import type { Page } from "@playwright/test";
import { DEMO_CUSTOMER } from "./support/demo-logins";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { afterTwoFrames } from "./support/rendered-frames";

/** Markers of spec 1 §2 "Home page sections (order)", in that order (the estimate form follows them). */
const SECTION_MARKERS = [
  'id="hero-title"',
  'id="pain-points-title"',
  'id="solutions-title"',
  'id="services"',
  'id="about-title"',
  'id="detailed-services-title"',
  'id="reviews-title"',
  'id="brands-title"',
  'id="commercial-title"',
  'id="rebates-title"',
  'id="warranty-title"',
  'id="gallery"',
  'id="blog-title"',
  'id="booking-title"',
  'id="plans"',
  'id="service-areas"',
  'aria-label="Our credentials"',
  'id="free-estimate-title"',
];

async function signInAsDemoCustomer(page: Page, baseURL: string) {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    headers: { Origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe("The home page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("The server sends every home section in the spec's order, with the anchors the menus link to", async ({
    request,
  }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    const positions = SECTION_MARKERS.map((marker) => ({ marker, at: html.indexOf(marker) }));
    for (const { marker, at } of positions) expect(at, `${marker} is in the page`).toBeGreaterThan(-1);
    expect(positions.map((position) => position.at)).toEqual(
      [...positions.map((position) => position.at)].sort((a, b) => a - b),
    );
    // The estimate form closes the page, after the free-estimate banner.
    expect(html.split('id="contact"')).toHaveLength(2);
    expect(html.indexOf('id="contact"')).toBeGreaterThan(html.indexOf('id="free-estimate-title"'));

    const section = (id: string) =>
      html.slice(html.indexOf(`id="${id}"`), html.indexOf("</section>", html.indexOf(`id="${id}"`)));
    expect(section("services").match(/<li /g)).toHaveLength(7);
    expect(section("gallery").match(/<img [^>]*loading="lazy"[^>]*>/g)).toHaveLength(3);
    for (const image of section("gallery").match(/<img [^>]*>/g) ?? []) {
      expect(image).toMatch(/width="800"/);
      expect(image).toMatch(/height="600"/);
      expect(image).toMatch(/\.svg"/);
    }
    expect(section("service-areas")).toContain("Coconut Grove");
    expect(section("service-areas")).toContain("Mon-Fri 7 AM-6 PM");
    expect(html).toContain("4.9 out of 5 average from 200+ reviews");
    expect(html).toContain("Book Today - Beat the Heat");
    expect(html).toContain("Licensed: CACO 39625");
  });

  test("A visitor without JavaScript sees every section, the plans and the gallery pictures", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/");
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    const expected = [
      "Sound familiar?",
      "How we fix it for good",
      "Our services",
      "What our customers say",
      "Brands we service and install",
      "Trusted by Miami businesses",
      "Rebates and tax credits",
      "Work we stand behind",
      "Recent work",
      "AC tips from our technicians",
      "Book Today - Beat the Heat",
      "Maintenance plans",
      "Hours and service areas",
      "Get your free estimate today",
    ];
    const order = expected.map((heading) => headings.indexOf(heading));
    expect(
      order.every((index) => index >= 0),
      JSON.stringify(headings),
    ).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));

    await expect(page.getByRole("link", { name: "Pricing Plans" })).toHaveAttribute("href", "/comfort-club");
    await expect(page.getByRole("link", { name: "Get a Free Estimate", exact: true })).toHaveAttribute(
      "href",
      "#estimate-name",
    );
    const plans = page.locator("#plans");
    await expect(plans.getByRole("heading", { name: "Premium Care" })).toBeVisible();
    await expect(plans.getByText("Most Popular")).toBeVisible();
    await expect(plans.getByRole("button", { name: "Subscribe to Premium Care" })).toBeVisible();
    const picture = page.locator("#gallery img").first();
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await expect(page.locator("#commercial-slides [aria-roledescription='slide']").first()).toBeVisible();
    await context.close();
  });

  // Both pages' accessibility scans are the public sweep's (public-accessibility.test.ts).
  test("The English and Spanish home pages read in their own language", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#services").getByRole("heading", { name: "Heat Pump Systems" })).toBeVisible();
    const teasers = page.locator("section[aria-labelledby='blog-title'] article");
    await expect(teasers).toHaveCount(4);
    await expect(teasers.first().getByRole("link")).toHaveAttribute("href", /^\/blog\/[\w-]+$/);
    await expect(page.getByRole("link", { name: "Visit our blog" })).toHaveAttribute("href", "/blog");

    await page.goto("/es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 2, name: "Nuestros servicios" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Planes de mantenimiento" })).toBeVisible();
    await expect(page.locator("#plans").getByRole("heading", { name: "Cuidado Premium" })).toBeVisible();
    await expect(page.locator("#plans").getByText("El más popular")).toBeVisible();
    await expect(page.getByText("Promedio de 4.9 de 5 en más de 200 reseñas")).toBeVisible();
    await expect(page.locator("#service-areas")).toContainText("Lun-Vie 7 AM-6 PM");
    await expect(page.getByRole("link", { name: "Planes y precios" })).toHaveAttribute("href", "/es/comfort-club");
  });

  test("The commercial clients carousel loops with its buttons and can be paused", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Commercial client testimonials" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const slides = carousel.locator("[aria-roledescription='slide']");
    await expect(slides).toHaveCount(2);
    await expect(slides.nth(0)).toHaveAttribute("aria-label", "1 of 2");
    await expect(slides.nth(0)).toHaveAttribute("data-active", "true");

    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(slides.nth(1)).toHaveAttribute("data-active", "true");
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(slides.nth(0)).toHaveAttribute("data-active", "true");
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(slides.nth(1)).toHaveAttribute("data-active", "true");

    await carousel.getByRole("button", { name: "Pause automatic rotation" }).click();
    await expect(carousel.getByRole("button", { name: "Start automatic rotation" })).toBeVisible();
  });

  test("A visitor who prefers reduced motion gets a carousel that does not turn by itself", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Commercial client testimonials" });
    await expect(carousel.getByRole("button", { name: "Start automatic rotation" })).toBeVisible();
    await expect(carousel.locator("#commercial-slides")).toHaveAttribute("aria-live", "polite");
  });

  test("A signed-out visitor who presses Subscribe goes to sign up with the plan kept", async ({ page }) => {
    await page.goto("/");
    await page.locator("#plans").getByRole("button", { name: "Subscribe to Premium Care" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup&plan=premium_care$/);
    await expect(page.getByTestId("chosen-plan")).toContainText("You chose Premium Care.");
    await expect(page.getByText("Authentication Required")).toHaveCount(0);
  });

  test("A signed-in customer who subscribes to Premium Care gets the checkout in a new tab", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAsDemoCustomer(page, baseURL!);
    await page.goto("/");
    const newTab = context.waitForEvent("page");
    await page.locator("#plans").getByRole("button", { name: "Subscribe to Premium Care" }).click();
    const checkout = await newTab;
    await expect(checkout).toHaveURL(/\/demo-checkout\/[\w.-]+$/);
    await expect(checkout.getByText("Premium Care: monthly subscription")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#plans").getByRole("button", { name: "Subscribe to Premium Care" })).toBeEnabled();
  });

  test.describe("when checkout fails", () => {
    test.use({ allowConsoleErrors: [/status of 500/] });

    test("A signed-in customer whose payment cannot start sees 'Payment Error'", async ({ page, baseURL }) => {
      await signInAsDemoCustomer(page, baseURL!);
      await page.route("**/api/billing/checkout", (route) =>
        route.fulfill({ status: 500, json: { error: "Payment Error" } }),
      );
      await page.goto("/");
      await page.locator("#plans").getByRole("button", { name: "Book a Visit: Basic Maintenance" }).click();
      await expect(page.getByText("Payment Error", { exact: true })).toBeVisible();
      await expect(page.getByText("There was an issue processing your payment. Please try again.")).toBeVisible();
    });
  });
});

test.describe("The floating Call and Book Service buttons", () => {
  test("appear on a phone once the page has scrolled past 300 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const actions = page.getByRole("navigation", { name: "Quick actions" });
    await expect(actions).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 200));
    await afterTwoFrames(page);
    await expect(actions).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(actions).toBeVisible();
    await expect(actions.getByRole("link", { name: "Call (305) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+13055550142",
    );
    await expect(actions.getByRole("link", { name: "Book Service" })).toHaveAttribute("href", "/book");
    await expectNoAxeViolations(page);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(actions).toHaveCount(0);
  });

  test("stay hidden on a desktop screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 1200));
    await afterTwoFrames(page);
    await expect(page.getByRole("navigation", { name: "Quick actions" })).toBeHidden();
  });
});
