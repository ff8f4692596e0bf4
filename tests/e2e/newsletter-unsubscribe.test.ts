import type { Browser, Page } from "@playwright/test";
import { signInAsAdmin } from "./support/demo-logins";
import { E2E_BASE_URL } from "./support/e2e-env";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./support/fixtures";

/**
 * Issue 14: a newsletter subscriber leaves the list with the link in the welcome mail, on a phone. Opening the link
 * only asks (mail scanners open links too); confirming deletes the address, which the back office's list then shows.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const LANGUAGES = [
  {
    locale: "en",
    home: "/",
    prefix: "",
    newsletter: { email: "Email", submit: "Subscribe Now" },
    subscribed: "Successfully Subscribed!",
    welcomeSubject: "Welcome to the AW Air Conditioning & Refrigeration newsletter",
    welcomeConfirms: "This email confirms your subscription.",
    onTheList:
      "You're on our newsletter list. Our next newsletter will come to this address; there is nothing to confirm.",
    unsubscribeLabel: "Unsubscribe:",
    title: "Unsubscribe from the newsletter",
    asks: "is on our newsletter list. Confirm below and we will stop sending it the newsletter and delete it from the list.",
    confirm: "Unsubscribe",
    doneTitle: "You are unsubscribed",
    done: "is no longer on our newsletter list.",
    goneTitle: "Already unsubscribed",
    invalidTitle: "This unsubscribe link is not valid",
  },
  {
    locale: "es",
    home: "/es",
    prefix: "/es",
    newsletter: { email: "Correo electrónico", submit: "Suscribirme ahora" },
    subscribed: "¡Suscripción completada!",
    welcomeSubject: "Bienvenido al boletín de AW Air Conditioning & Refrigeration",
    welcomeConfirms: "Este correo confirma su suscripción.",
    onTheList:
      "Ya está en la lista de nuestro boletín. El próximo boletín llegará a este correo; no hay nada que confirmar.",
    unsubscribeLabel: "Darme de baja:",
    title: "Darse de baja del boletín",
    asks: "está en la lista de nuestro boletín. Confirme abajo y dejaremos de enviarle el boletín y la borraremos de la lista.",
    confirm: "Darme de baja",
    doneTitle: "Se ha dado de baja",
    done: "ya no está en la lista de nuestro boletín.",
    goneTitle: "Ya se dio de baja",
    invalidTitle: "Este enlace para darse de baja no es válido",
  },
] as const;

async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor();
}

/** A staff member's phone, apart from the subscriber's browser: signed in to the back office. */
async function backOffice(browser: Browser): Promise<Page> {
  const staff = await (await browser.newContext({ viewport: PHONE, baseURL: E2E_BASE_URL })).newPage();
  await signInAsAdmin(staff);
  return staff;
}

/** The unsubscribe link of the welcome mail sent to `email`, read from the development mailbox. */
async function unsubscribeLinkFromWelcomeMail(
  staff: Page,
  email: string,
  language: (typeof LANGUAGES)[number],
): Promise<string> {
  const rows = staff.getByRole("region", { name: "Development mailbox" }).getByRole("row").filter({ hasText: email });
  await expect(async () => {
    await staff.goto("/admin/system");
    await expect(rows).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await rows.getByRole("link", { name: language.welcomeSubject }).click();
  const text = await staff.getByTestId("mail-text").innerText();
  // A welcome that itself confirms the subscription: there is nothing to click.
  expect(text).toContain(language.welcomeConfirms);
  expect(text).not.toMatch(/reply to this email|responda a este correo/i);
  const link = text.match(new RegExp(`${language.unsubscribeLabel}\\s+(\\S+)`))?.[1];
  expect(link, text).toBeDefined();
  return link!;
}

async function listedInBackOffice(staff: Page, email: string): Promise<number> {
  await staff.goto(`/admin/newsletter?q=${encodeURIComponent(email)}`);
  await expect(staff.getByRole("heading", { level: 1 })).toBeVisible();
  return staff.getByTestId("subscriber-row").filter({ hasText: email }).count();
}

/*
 * The journey runs once, in Spanish on a phone: the link's /es address and the Spanish mail are its own. The English
 * welcome mail and its link are read by the one-click test below; the route's answers are proven by
 * app/routes/_site/newsletter-unsubscribe.db.test.ts.
 */
test.describe("in Spanish", () => {
  const language = LANGUAGES[1];

  test("A subscriber who subscribed twice is told the same both times, gets one welcome mail, opens its unsubscribe link, confirms, and is gone from the back office's list", async ({
    page,
    browser,
  }) => {
    test.slow(); // it waits for the welcome mail and signs in to the back office
    const email = uniqueEmail(`unsubscribe-${language.locale}`);
    await page.goto(language.home);
    await hydrated(page);
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel(language.newsletter.email).fill(email);
    await footer.getByRole("button", { name: language.newsletter.submit }).click();
    const toasts = page.locator("[data-sonner-toast]");
    const first = toasts.filter({ hasText: language.subscribed });
    await expect(first).toContainText(language.onTheList);
    await expect(first).toHaveAttribute("data-type", "success");
    const firstWords = await first.innerText();
    await expect(footer.getByLabel(language.newsletter.email)).toHaveValue("");

    // Subscribing again (issue 17) is answered in the same words, and sends no second mail.
    await footer.getByLabel(language.newsletter.email).fill(email.toUpperCase());
    await footer.getByRole("button", { name: language.newsletter.submit }).click();
    await expect(footer.getByLabel(language.newsletter.email)).toHaveValue("");
    await expect(toasts).toHaveCount(1);
    const again = toasts.filter({ hasText: language.subscribed });
    await expect(again).toHaveAttribute("data-type", "success");
    expect(await again.innerText()).toBe(firstWords);

    const staff = await backOffice(browser);
    try {
      const link = await unsubscribeLinkFromWelcomeMail(staff, email, language);
      // The configured public origin, the subscriber's language.
      expect(link.startsWith(`${E2E_BASE_URL}${language.prefix}/newsletter/unsubscribe/`)).toBe(true);
      // Still the one welcome mail once it has been read: the second subscription sent none.
      await staff.goto("/admin/system");
      await expect(
        staff.getByRole("region", { name: "Development mailbox" }).getByRole("row").filter({ hasText: email }),
      ).toHaveCount(1);

      const opened = await page.goto(link);
      expect(opened?.headers()["cache-control"]).toBe("private, no-store");
      expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: language.title })).toBeVisible();
      await expect(page.getByText(`${email} ${language.asks}`)).toBeVisible();
      await expectNoAxeViolations(page);
      // Opening the link changed nothing.
      expect(await listedInBackOffice(staff, email)).toBe(1);

      await page.getByRole("button", { name: language.confirm, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: language.doneTitle })).toBeVisible();
      await expect(page.getByText(`${email} ${language.done}`)).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await listedInBackOffice(staff, email)).toBe(0);

      // The link again, later: the address is no longer on the list, and there is nothing to press.
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1, name: language.goneTitle })).toBeVisible();
      await expect(page.getByRole("button", { name: language.confirm, exact: true })).toHaveCount(0);
    } finally {
      await staff.context().close();
    }
  });

  test.describe("a link that was changed", () => {
    test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });
    test("A subscriber whose unsubscribe link was cut short is told it is not valid", async ({ page }) => {
      const response = await page.goto(`${language.prefix}/newsletter/unsubscribe/not-a-real-token`);
      expect(response?.status()).toBe(404);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      await expect(page.getByRole("heading", { level: 1, name: language.invalidTitle })).toBeVisible();
    });
  });
});

test("A mail program's one-click unsubscribe (RFC 8058) takes the address off the list without a visit", async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  const email = uniqueEmail("unsubscribe-one-click");
  await page.goto("/");
  await hydrated(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email").fill(email);
  await footer.getByRole("button", { name: "Subscribe Now" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Successfully Subscribed!" })).toBeVisible();

  const staff = await backOffice(browser);
  try {
    const link = await unsubscribeLinkFromWelcomeMail(staff, email, LANGUAGES[0]);
    // As a mail provider's server sends it: no cookies, no Origin, just the one-click body.
    const provider = await playwright.request.newContext();
    try {
      const answer = await provider.post(link, { form: { "List-Unsubscribe": "One-Click" } });
      expect(answer.status()).toBe(200);
      expect(answer.headers()["cache-control"]).toBe("private, no-store");
    } finally {
      await provider.dispose();
    }
    expect(await listedInBackOffice(staff, email)).toBe(0);
  } finally {
    await staff.context().close();
  }
});
