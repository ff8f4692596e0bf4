import { expectNoClassConflicts } from "./support/class-conflicts";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./support/fixtures";

const PHONE_VIEWPORT = { width: 390, height: 844 };

test.describe("a missing page", () => {
  // Chromium logs every 404 document as a failed resource load; that is the expected outcome here.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("A visitor who follows a broken link sees 'Oops! Page not found' with status 404, free of accessibility violations and conflicting utilities, and goes back home", async ({
    page,
  }) => {
    const response = await page.goto("/missing/deeper/path");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoClassConflicts(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("AC repair and installation in Miami");
  });

  test("A Spanish visitor on a missing page reads the message in Spanish", async ({ page }) => {
    const response = await page.goto("/es/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1, name: "¡Uy! Página no encontrada" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/es");
  });
});

test("A Spanish-speaking visitor reads the home page in Spanish at /es, whose footer points to its hours and areas at /es/ as at /es", async ({
  page,
}) => {
  const response = await page.goto("/es");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Reparación e instalación de aire acondicionado en Miami, a toda hora",
  );
  await expect(page.getByText("Estimados gratis")).toBeVisible();
  await expect(page.getByText("Financiamiento disponible")).toBeVisible();
  await expect(page.getByText(/Más de \d+ años de experiencia/)).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Acceso de clientes" })).toHaveAttribute(
    "href",
    "/es/auth",
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/es$/);

  // The footer points to the page's hours and areas, at /es/ as at /es.
  for (const path of ["/es", "/es/"]) {
    if (path !== "/es") await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByRole("link", { name: "Nuestro horario y las 16 zonas que atendemos en Miami-Dade County" }),
    ).toHaveAttribute("href", "#service-areas");
  }
});

test("The home page shows the business facts from the settings and dials on tap", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/AC Repair & Installation in Miami/);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Call (305) 555-0142" })).toHaveAttribute("href", "tel:+13055550142");
  await expect(main.getByRole("link", { name: /Emergency: \(305\) 555-0199/ })).toHaveAttribute(
    "href",
    "tel:+13055550199",
  );
  await expect(main.getByText("Florida air-conditioning contractor license CACO 39625")).toBeVisible();
  await expect(main.getByText(/^\d+\+ years of experience$/)).toBeVisible();
  const footer = page.getByRole("contentinfo");
  // The home page lists the hours and areas in #service-areas; its footer points there (issue 17).
  await expect(
    footer.getByRole("link", { name: "Our hours and all 16 areas we serve in Miami-Dade County" }),
  ).toHaveAttribute("href", "#service-areas");
  await expect(footer.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
  await expect(footer.getByText(`© ${new Date().getFullYear()} AW Air Conditioning & Refrigeration`)).toBeVisible();
  // No icon leads to a social network until staff enter the business's own profiles (admin-settings.test.ts).
  await expect(footer.getByRole("link", { name: /on (Facebook|Instagram|TikTok|YouTube)/ })).toHaveCount(0);
});

test("The language switcher takes a visitor from / to /es and back", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("banner").getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Reparación e instalación");
  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test("A phone visitor opens and closes the mobile menu with its button and with Escape, which gives focus back to the button, and a link click closes it", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Customer Login" })).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    // Escape closes it too, and gives focus back to its button.
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es$/);
    const spanishToggle = page.getByRole("button", { name: "Menú" });
    await expect(spanishToggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Móvil" })).toBeHidden();
  });

  test("The home page on a phone, with the menu open, has no accessibility violations and no conflicting utilities", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoClassConflicts(page);
  });
});

test("The portal's language switch remembers the choice and comes back", async ({ request }) => {
  const response = await request.post("/api/locale", {
    form: { locale: "es", redirectTo: "/customer" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/customer");
  expect(response.headers()["set-cookie"]).toMatch(/lang=es;.*Max-Age=31536000/);
  const refused = await request.post("/api/locale", {
    form: { locale: "es", redirectTo: "https://evil.example/" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
});

test("A toast left by a redirect shows once on the next page, which is never cached", async ({
  page,
  context,
  baseURL,
}) => {
  const toast = {
    title: "Estimate Request Submitted!",
    description: "We'll contact you within 24 hours",
    variant: "success",
  };
  await context.addCookies([{ name: "flash_toast", value: encodeURIComponent(JSON.stringify(toast)), url: baseURL! }]);
  const response = await page.goto("/");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByText("Estimate Request Submitted!")).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === "flash_toast")).toBe(false);

  // Once the toast is gone the page is anonymous again, and shareable (docs/decisions/017-public-html-cache.md).
  const again = await page.reload();
  expect(again?.headers()["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600");
});

test("A signed-in customer finds 'My Account' under their first name, and the page is not cached", async ({ page }) => {
  const email = uniqueEmail("shell");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: "Correct-Horse-42", name: "Ana Pérez", firstName: "Ana", lastName: "Pérez" },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);

  const response = await page.goto("/");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Customer Login" })).toHaveCount(0);
  await banner.getByRole("button", { name: /Ana/ }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByText("My Account")).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Dashboard" })).toHaveAttribute("href", "/customer");
  await expect(menu.getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Back Office" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
