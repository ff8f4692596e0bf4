import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_ADMIN, DEMO_CUSTOMER } from "./support/demo-logins";
import { E2E_BASE_URL } from "./support/e2e-env";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { requestPasswordReset, signUpFreshCustomer } from "./support/fresh-accounts";

async function signIn(
  page: Page,
  path: "/admin" | "/auth",
  login: { email: string; password: string },
  landing: RegExp,
) {
  await page.goto(path);
  await page.getByLabel("Email").fill(login.email);
  await page.getByLabel("Password", { exact: true }).fill(login.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(landing);
}

/**
 * A password reset for a customer of the test's own puts a message in the development mailbox (through the e-mail
 * job); other files, running at the same time, mail other addresses.
 */
async function requestResetMail(request: APIRequestContext): Promise<string> {
  const { email } = await signUpFreshCustomer(request, "mailbox");
  await requestPasswordReset(request, email);
  return email;
}

/** The worker polls every 200 ms in the suite's server; reload until the message to `email` is listed. */
async function openMailbox(page: Page, email: string) {
  const mailbox = page.getByRole("region", { name: "Development mailbox" });
  await expect(async () => {
    await page.goto("/admin/system");
    await expect(mailbox.getByRole("row", { name: /reset-password/ }).filter({ hasText: email })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  return mailbox;
}

test.describe("System page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("An admin sees the job states, that the CRM is not connected, and opens a message in the development mailbox", async ({
    page,
    request,
  }) => {
    const email = await requestResetMail(request);
    await signIn(page, "/admin", DEMO_ADMIN, /\/admin\/dashboard$/);

    await page.goto("/admin/system");
    await expect(page.getByRole("heading", { level: 1, name: "System" })).toBeVisible();
    const jobs = page.getByRole("region", { name: "Background jobs" });
    for (const state of ["pending", "running", "completed", "dead"]) {
      await expect(jobs.getByTestId(`jobs-${state}`)).toHaveText(/^\d+$/);
    }
    await expect(jobs.getByText("Pending", { exact: true }).first()).toBeVisible();
    await expect(jobs.getByText("Dead", { exact: true }).first()).toBeVisible();

    const integrations = page.getByRole("region", { name: "Integrations" });
    await expect(
      integrations.getByText("CRM not connected: sync jobs wait until a monday.com token and board are configured"),
    ).toBeVisible();
    await expect(integrations.getByText("Development mailbox: messages are stored and shown below")).toBeVisible();

    const mailbox = await openMailbox(page, email);
    // The System page with mail in the mailbox, scanned once in this setting (the Spanish phone test below scans it in
    // the other). The message page is not scanned: axe injects its script into every frame, and the sandboxed HTML
    // frame (rightly) refuses scripts, which stalls the scan.
    await expectNoAxeViolations(page);
    // The e-mail job completed, so the completed count is at least one.
    await expect(jobs.getByTestId("jobs-completed")).not.toHaveText("0");
    const row = mailbox.getByRole("row", { name: /reset-password/ }).filter({ hasText: email });
    await expect(row).toContainText(email);
    await row.getByRole("link").click();

    await expect(page).toHaveURL(/\/admin\/system\/mail\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("mail-text")).toContainText("/reset-password?token=");
    const links = page.getByRole("region", { name: "Links in this message" });
    await expect(links.getByRole("link", { name: /\/reset-password\?token=/ }).first()).toHaveAttribute(
      "href",
      /^http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=/,
    );
    // The message's HTML is shown in one frame, sandboxed with no permissions at all.
    const frame = page.locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("sandbox", "");

    await page.getByRole("link", { name: "Back to System" }).click();
    await expect(page).toHaveURL(/\/admin\/system$/);
  });

  test.describe(() => {
    // The refusal is a 403 document, which Chromium reports as a failed resource in the console.
    test.use({ allowConsoleErrors: [/status of 403/] });

    test("A customer opening /admin/system is told the account has no staff access, and cannot retry a job", async ({
      page,
    }) => {
      await signIn(page, "/auth", DEMO_CUSTOMER, /\/customer(\/dashboard)?$/);
      expect((await page.goto("/admin/system"))?.status()).toBe(403);
      await expect(page.getByRole("heading", { level: 1, name: "This account has no staff access" })).toBeVisible();
      const response = await page.request.post("/admin/system", {
        form: { intent: "retry", jobId: "1" },
        headers: { Origin: E2E_BASE_URL },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(403);
    });
  });
});

const WAITING_CRM_JOBS = {
  en: {
    integrations: "Integrations",
    jobs: "Background jobs",
    explanation: "CRM not connected: sync jobs wait until a monday.com token and board are configured",
    stale: "Waits: this job type is not handled yet",
  },
  es: {
    integrations: "Integraciones",
    jobs: "Tareas en segundo plano",
    explanation:
      "CRM no conectado: las tareas de sincronización esperan hasta que se configuren un token y un tablero de monday.com",
    stale: "En espera: este tipo de tarea aún no se procesa",
  },
} as const;

test.describe("System page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // One run, in Spanish: the English explanation is read on the CRM card in the first test above.
  for (const locale of ["es"] as const) {
    test(`An admin on a phone reads one explanation for the waiting CRM jobs, in the job table and on the CRM card (${locale})`, async ({
      page,
      request,
    }) => {
      // A sign-up queues its CRM sync in the same transaction; without monday.com settings it waits.
      await signUpFreshCustomer(request, `crm-wait-${locale}`);
      await signIn(page, "/admin", DEMO_ADMIN, /\/admin\/dashboard$/);
      await page.context().addCookies([{ name: "lang", value: locale, url: E2E_BASE_URL }]);
      await page.goto("/admin/system");
      const text = WAITING_CRM_JOBS[locale];

      const row = page.getByRole("region", { name: text.jobs }).getByRole("row").filter({ hasText: "crm.sync-lead" });
      await expect(row.getByTestId("job-wait-reason")).toHaveText(text.explanation);
      const card = page.getByRole("region", { name: text.integrations }).getByText(text.explanation);
      await expect(card).toBeVisible();
      // Not a second, different story anywhere on the page (the table used to say "not handled yet").
      await expect(page.getByText(text.stale)).toHaveCount(0);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`system-crm-waiting-${locale}-phone.png`), fullPage: true });
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("System page, a missing message", () => {
  // The browser logs the page's own 404 answer as a console error; that answer is the point of the test.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("An unknown mailbox message shows 'Message not found'", async ({ page }) => {
    await signIn(page, "/admin", DEMO_ADMIN, /\/admin\/dashboard$/);
    const response = await page.goto("/admin/system/mail/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Message not found" })).toBeVisible();
  });
});
