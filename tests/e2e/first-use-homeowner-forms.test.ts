import type { Browser, Page } from "@playwright/test";
import { signInAsAdmin } from "./support/demo-logins";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { useAppServerOfItsOwn } from "./support/own-app-server";

/**
 * Issue 17, a homeowner's first use on a phone: "Get a Free Estimate" lands in the form, a sent estimate request or
 * contact message leaves a lasting confirmation where the form was (with and without JavaScript), and the same
 * request tapped or posted twice reaches the office once.
 */

test.use({ viewport: { width: 390, height: 844 } });

const EMERGENCY_PHONE = "(305) 555-0199";

const LANGUAGES = [
  {
    locale: "en",
    home: "/",
    contact: "/contact",
    cta: "Get a Free Estimate",
    estimate: {
      name: "Name",
      address: "Address",
      zipCode: "Zip Code",
      phone: "Phone",
      submit: "REQUEST FREE ESTIMATE",
      sent: "Estimate Request Submitted!",
      another: "Request another estimate",
    },
    estimateNext: "We'll contact you within 24 hours to schedule your free estimate.",
    contactForm: {
      name: "Name",
      email: "Email",
      message: "Message",
      submit: "Send Message",
      sent: "Message Sent!",
      another: "Send another message",
    },
    contactNext: "Thank you for your message! We'll get back to you within 2 hours.",
    emergency: "No cooling and it can't wait? Call our 24/7 emergency line:",
  },
  {
    locale: "es",
    home: "/es",
    contact: "/es/contact",
    cta: "Pida un presupuesto gratis",
    estimate: {
      name: "Nombre",
      address: "Dirección",
      zipCode: "Código postal",
      phone: "Teléfono",
      submit: "PEDIR PRESUPUESTO GRATIS",
      sent: "¡Solicitud de presupuesto enviada!",
      another: "Pedir otro presupuesto",
    },
    estimateNext: "Le contactaremos en menos de 24 horas para programar su presupuesto gratis.",
    contactForm: {
      name: "Nombre",
      email: "Correo electrónico",
      message: "Mensaje",
      submit: "Enviar mensaje",
      sent: "¡Mensaje enviado!",
      another: "Enviar otro mensaje",
    },
    contactNext: "¡Gracias por su mensaje! Le responderemos en menos de 2 horas.",
    emergency: "¿Se quedó sin aire y no puede esperar? Llame a nuestra línea de emergencias 24/7:",
  },
] as const;

let counter = 0;
function uniqueName(first: string): string {
  counter += 1;
  return `${first} First${Date.now().toString(36)}${counter}`;
}

async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor();
}

async function phoneContext(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean) {
  return browser.newContext({ baseURL, javaScriptEnabled, viewport: { width: 390, height: 844 } });
}

/**
 * The office has exactly one lead with this name. A lead is saved before its post is answered, so once every post has
 * been answered a duplicate would already be listed: no waiting is needed to prove there is none.
 */
async function officeHasOneLeadNamed(page: Page, name: string) {
  await page.goto("/admin/leads");
  await expect(page.getByTestId("lead-row").filter({ hasText: name })).toHaveCount(1);
}

/** How many development-mailbox messages went to the office with this subject, once the e-mail job has run. */
async function officeMailsCalled(page: Page, subject: string, expected: number) {
  await expect(async () => {
    await page.goto("/admin/system");
    await expect(
      page.getByRole("region", { name: "Development mailbox" }).getByRole("link", { name: subject, exact: true }),
    ).toHaveCount(expected, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
}

/*
 * Each journey runs once, in one language (both show the same mechanism; the words are each catalogue's): the
 * Spanish ones prove the routing under /es, the English ones the English words. The confirmation's Spanish words for
 * an estimate are also read by the last test here, and the form's by public-forms.test.ts.
 */
const [english, spanish] = LANGUAGES;

test(`A homeowner taps "${spanish.cta}" and lands in the estimate form's first field, again when the address already ends in it`, async ({
  page,
}) => {
  await page.goto(spanish.home);
  await hydrated(page);
  const cta = page.getByRole("link", { name: spanish.cta, exact: true });
  const firstField = page.locator("#estimate-name");
  await cta.click();
  await expect(page).toHaveURL(/#estimate-name$/);
  await expect(firstField).toBeFocused();
  await expect(firstField).toBeInViewport();
  // The form's label stays in view above the field (not hidden under the top edge).
  await expect(page.locator(`label[for="estimate-name"]`)).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 0));
  await cta.focus();
  await expect(firstField).not.toBeInViewport();
  await cta.click();
  await expect(firstField).toBeFocused();
  await expect(firstField).toBeInViewport();
  await page.keyboard.type("Ana");
  await expect(firstField).toHaveValue("Ana");

  // Arriving at the address from elsewhere (a shared link, another page) focuses it too.
  await page.goto(`${spanish.home}#estimate-name`);
  await hydrated(page);
  await expect(firstField).toBeFocused();
});

test(`A homeowner without JavaScript taps "${english.cta}" and lands in the estimate form's first field`, async ({
  browser,
  baseURL,
}) => {
  const context = await phoneContext(browser, baseURL, false);
  try {
    const plain = await context.newPage();
    await plain.goto(english.home);
    await plain.getByRole("link", { name: english.cta, exact: true }).click();
    await expect(plain.locator("#estimate-name")).toBeFocused();
    await expect(plain.locator("#estimate-name")).toBeInViewport();
  } finally {
    await context.close();
  }
});

test("A homeowner's estimate request leaves a lasting confirmation where the form was, and a double tap sends it once", async ({
  page,
}) => {
  test.slow(); // it signs in to the back office and waits for the office's mail
  const name = uniqueName("Rosa");
  // Hold the posts until every tap is made, so the later taps come while the first is on its way.
  let release = () => undefined as void;
  const tapsMade = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      if (route.request().method() === "POST") await tapsMade;
      await route.continue();
    },
  );
  // The page's clock is the test's, so "still there later" is a jump ahead, not a wait.
  await page.clock.install();
  await page.goto(english.home);
  await hydrated(page);
  const section = page.locator("section#contact");
  const form = section.locator("form");
  await form.getByLabel(english.estimate.name).fill(name);
  await form.getByLabel(english.estimate.address).fill("40 Bird Rd, Miami");
  await form.getByLabel(english.estimate.zipCode).fill("33155");
  await form.getByLabel(english.estimate.phone).fill("(305) 555-0155");
  await form.getByRole("button", { name: english.estimate.submit }).dblclick();
  await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
  release();

  const confirmation = section.getByRole("status");
  const heading = confirmation.getByRole("heading", { name: english.estimate.sent });
  await expect(heading).toBeFocused();
  await expect(confirmation).toContainText(english.estimateNext);
  await expect(confirmation).toContainText(english.emergency);
  await expect(confirmation.getByRole("link", { name: EMERGENCY_PHONE })).toHaveAttribute("href", "tel:+13055550199");
  await expect(section.locator("form")).toHaveCount(0);
  // The news is on the page for good: no toast says it again, and it is still there later.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await page.clock.fastForward("01:00");
  await expect(heading).toBeVisible();

  await confirmation.getByRole("link", { name: english.estimate.another }).click();
  await expect(form.getByLabel(english.estimate.name)).toBeFocused();
  await expect(form.getByLabel(english.estimate.name)).toHaveValue("");

  await signInAsAdmin(page);
  await officeHasOneLeadNamed(page, name);
  await officeMailsCalled(page, `New lead: ${name}`, 1);
});

test("A homeowner without JavaScript sends a contact message at /es/contact, gets the confirmation focused where the form was, and a replayed post saves nothing more", async ({
  browser,
  baseURL,
  page,
}) => {
  test.slow(); // it signs in to the back office and waits for the office's mail
  const name = uniqueName("Tomas");
  const context = await phoneContext(browser, baseURL, false);
  try {
    const plain = await context.newPage();
    await plain.goto(spanish.contact);
    const form = plain.locator("form").filter({ has: plain.getByRole("button", { name: spanish.contactForm.submit }) });
    await form.getByLabel(spanish.contactForm.name).fill(name);
    await form.getByLabel(spanish.contactForm.email).fill(`tomas-${Date.now()}@example.com`);
    await form.getByLabel(spanish.contactForm.message).fill("The outdoor unit hums but the fan does not turn.");
    const token = await form.locator('input[name="submission_token"]').inputValue();
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const sentFields = Object.fromEntries(
      await form.evaluate((element: HTMLFormElement) =>
        [...new FormData(element)].map(([key, value]) => [key, String(value)]),
      ),
    );
    await form.getByRole("button", { name: spanish.contactForm.submit }).click();

    await expect(plain).toHaveURL(new RegExp(`${spanish.contact}#contact-sent$`));
    const confirmation = plain.getByRole("status").filter({ hasText: spanish.contactForm.sent });
    await expect(confirmation.getByRole("heading", { name: spanish.contactForm.sent })).toBeFocused();
    await expect(confirmation).toContainText(spanish.contactNext);
    await expect(confirmation.getByRole("link", { name: EMERGENCY_PHONE })).toHaveAttribute("href", "tel:+13055550199");

    // Loaded again, the page has the form back: the confirmation was a one-time answer.
    await plain.goto(spanish.contact);
    await expect(plain.getByRole("button", { name: spanish.contactForm.submit })).toBeVisible();

    // The same post again (a second tap, a replayed request): answered as the first was, and nothing is saved.
    const replay = await plain.request.post(spanish.contact, {
      form: sentFields,
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(replay.status()).toBe(302);
    expect(replay.headers()["location"]).toBe(`${spanish.contact}#contact-sent`);

    // Nobody else is shown the confirmation: it was drawn for this browser only, once.
    const other = await phoneContext(browser, baseURL, false);
    try {
      const stranger = await other.newPage();
      await stranger.goto(spanish.contact);
      await expect(stranger.getByRole("heading", { name: spanish.contactForm.sent })).toHaveCount(0);
      await expect(stranger.getByRole("button", { name: spanish.contactForm.submit })).toBeVisible();
    } finally {
      await other.close();
    }
  } finally {
    await context.close();
  }

  await signInAsAdmin(page);
  await officeHasOneLeadNamed(page, name);
  await officeMailsCalled(page, `New contact message from ${name}`, 1);
});

// Scanned in Spanish on a phone, the second of the scan settings (support/scan-settings.ts).
test("A sent contact message's confirmation has no accessibility violations", async ({ page }) => {
  await page.goto(spanish.contact);
  await hydrated(page);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: spanish.contactForm.submit }) });
  await form.getByLabel(spanish.contactForm.name).fill(uniqueName("Alba"));
  await form.getByLabel(spanish.contactForm.email).fill(`alba-${Date.now()}@example.com`);
  await form.getByLabel(spanish.contactForm.message).fill("¿Conviene una bomba de calor en una casa pequeña?");
  await form.getByRole("button", { name: spanish.contactForm.submit }).click();
  await expect(page.getByRole("heading", { name: spanish.contactForm.sent })).toBeFocused();
  await expectNoAxeViolations(page);
});

test.describe("the confirmation's emergency line, on a server of its own (the settings change)", () => {
  test.slow();
  const own = useAppServerOfItsOwn("aw-e2e-first-use-");

  test("A Spanish-speaking homeowner's confirmation shows the emergency number staff saved in Settings", async ({
    page,
    browser,
  }) => {
    const staff = await browser.newContext({ baseURL: own.origin });
    try {
      const admin = await staff.newPage();
      await signInAsAdmin(admin);
      await admin.goto("/admin/settings");
      await hydrated(admin);
      await admin.getByLabel("Emergency phone").fill("305 555 0111");
      await admin.getByRole("button", { name: "Save Settings" }).click();
      await expect(admin.locator("[data-sonner-toast]").filter({ hasText: "Settings Saved" })).toBeVisible();
    } finally {
      await staff.close();
    }

    await page.goto(`${own.origin}/es`);
    await hydrated(page);
    const form = page.locator("section#contact form");
    await form.getByLabel(spanish.estimate.name).fill(uniqueName("Inés"));
    await form.getByLabel(spanish.estimate.address).fill("9 Calle Ocho, Miami");
    await form.getByLabel(spanish.estimate.zipCode).fill("33135");
    await form.getByLabel(spanish.estimate.phone).fill("305 555 0135");
    await form.getByRole("button", { name: spanish.estimate.submit }).click();
    const confirmation = page.locator("section#contact").getByRole("status");
    await expect(confirmation.getByRole("heading", { name: spanish.estimate.sent })).toBeFocused();
    await expect(confirmation.getByRole("link", { name: "(305) 555-0111" })).toHaveAttribute(
      "href",
      "tel:+13055550111",
    );
    await expect(confirmation.getByRole("link", { name: EMERGENCY_PHONE })).toHaveCount(0);
  });
});
