import type { Browser, Page } from "@playwright/test";
import { signInAsAdmin } from "./support/demo-logins";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { signUpFreshCustomer } from "./support/fresh-accounts";

/**
 * Issue 37 item 2, one journey: a customer in the City of Miami (where the demo's technicians work) buys Premium Care
 * on the demo checkout; its first visit is offered at once by e-mail (read from the development mailbox as staff
 * would); the mail's first link opens, without signing in, a page whose one button books that window. The rules
 * (reused links, two tabs, taken windows, the daily run) are proven in the database tests of app/domain/plan-visits.
 */

const SUBJECT = "Your Premium Care visit is due: choose a time";

/** Profile Settings' required fields, with a zip code of a zone the demo's technicians cover. */
async function saveAddressInMiami(page: Page): Promise<void> {
  await page.goto("/customer/profile");
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByLabel("Address Line 1").fill("500 Brickell Ave");
  await page.getByLabel("City").fill("Miami");
  await page.getByLabel("Zip Code").fill("33130");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
}

/** Buys Premium Care through the demo checkout, as the plan buttons start it. */
async function buyPremiumCare(page: Page, baseURL: string): Promise<void> {
  const response = await page.request.post("/api/billing/checkout", {
    data: { plan: "premium" },
    headers: { Accept: "application/json", Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(((await response.json()) as { url: string }).url);
  await page.getByRole("button", { name: "Pay $149.00" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Premium Care!" })).toBeVisible();
}

/** The first window link of the offer mailed to `email`, read from the development mailbox by staff. */
async function firstOfferLink(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext();
  const staff = await context.newPage();
  try {
    await signInAsAdmin(staff);
    const row = staff
      .getByRole("region", { name: "Development mailbox" })
      .getByRole("row")
      .filter({ hasText: email })
      .filter({ hasText: SUBJECT });
    await expect(async () => {
      await staff.goto("/admin/system");
      await expect(row).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await row.getByRole("link").first().click();
    const text = await staff.getByTestId("mail-text").innerText();
    const link = text.match(/https?:\/\/\S+\/plan-visit\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(link, text).toBeDefined();
    return link!;
  } finally {
    await context.close();
  }
}

test("A new Premium Care member books their first plan visit with one tap from the offer e-mail", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // a sign-up, a checkout, the offer job, the mailbox and two accessibility scans
  const { email } = await signUpFreshCustomer(page.request, "plan-visit");
  await saveAddressInMiami(page);
  await buyPremiumCare(page, baseURL!);
  const link = new URL(await firstOfferLink(browser, email));

  // Opened without a session, as from a phone's mail app: the page shows the window and books nothing yet.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(link.pathname);
  await expect(visitor.getByRole("heading", { level: 1, name: "Book your Premium Care visit" })).toBeVisible();
  const window = (await visitor.getByTestId("plan-visit-window").innerText()).trim();
  await expectNoAxeViolations(visitor);

  await visitor.locator('html[data-hydrated="true"]').waitFor();
  await visitor.getByRole("button", { name: "Book this time" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Your Premium Care visit is booked" })).toBeVisible();
  await expect(visitor.getByTestId("plan-visit-booked")).toContainText(window);
  await expectNoAxeViolations(visitor);

  // The same link again: the visit is booked already, and nothing is booked twice.
  const again = await visitor.goto(link.pathname);
  expect(again?.status()).toBe(409);
  await expect(visitor.getByRole("heading", { level: 1, name: "This visit is already booked" })).toBeVisible();
  await visitor.context().close();

  // Back in the portal (issue 37 item 4), the dashboard's Next Service card shows the booked window as the plan's visit.
  await page.goto("/customer");
  const nextService = page.getByTestId("card-next-service");
  await expect(nextService).toContainText(window);
  await expect(nextService).toContainText("Premium Care visit 1 of 2, booked");
});
