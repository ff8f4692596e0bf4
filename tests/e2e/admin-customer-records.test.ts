import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/demo-logins";
import { E2E_BASE_URL } from "./support/e2e-env";
import { SCAN_SETTINGS } from "./support/scan-settings";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { signUpFreshCustomer } from "./support/fresh-accounts";

// A refused form post answers 400 (bad input) or 409 (a refusal); Chromium logs each as a failed resource load.
const REFUSED = /status of (400|409)/;
const DETAIL_URL = /\/admin\/customers\/[0-9a-f-]{36}$/;

// Every test signs in and walks several server-rendered pages on a machine the other test files share.
test.describe.configure({ timeout: 120_000 });

/** A name no other test uses, so the test finds its own rows in a database other files write to at the same time. */
function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** The back office's language comes from the `lang` cookie before the (shared) demo admin's saved choice. */
async function chooseLanguage(page: Page, locale: "en" | "es") {
  await page.context().addCookies([{ name: "lang", value: locale, url: E2E_BASE_URL }]);
}

async function fillRequired(page: Page, values: { firstName: string; lastName: string }) {
  await page.getByLabel("First Name").fill(values.firstName);
  await page.getByLabel("Last Name").fill(values.lastName);
  await page.getByLabel("Address Line 1").fill("12 Coral Way");
  await page.getByLabel("City").fill("Miami");
  await page.getByLabel("ZIP Code").fill("33145");
}

/** Adds a customer through the full Add page and lands on its detail page. */
async function addCustomer(
  page: Page,
  values: { firstName: string; lastName: string; phone?: string },
): Promise<string> {
  await page.goto("/admin/customers/new");
  await fillRequired(page, values);
  if (values.phone) await page.getByLabel("Phone").fill(values.phone);
  await page.getByRole("button", { name: "Add Customer" }).click();
  await expect(page).toHaveURL(DETAIL_URL);
  return page.url();
}

test.describe("Customer records", () => {
  test.use({ viewport: { width: 1280, height: 900 }, allowConsoleErrors: [REFUSED] });

  test.beforeEach(async ({ page }) => {
    await chooseLanguage(page, "en");
    await signInAsAdmin(page);
  });

  test("An admin adds a customer through the dialog on the customers screen and sees it listed", async ({ page }) => {
    const lastName = uniqueName("Dialog");
    await page.goto("/admin/customers?add=1");
    const dialog = page.getByRole("dialog", { name: "Add New Customer" });
    await expect(dialog).toBeVisible();
    await fillRequired(page, { firstName: "Marta", lastName });
    await dialog.getByLabel("Email").fill(`${lastName.toLowerCase()}@example.com`);
    await dialog.getByLabel("Service Plan").selectOption("premium_care");
    await dialog.getByLabel("Current Balance ($)").fill("42.50");
    await dialog.getByRole("button", { name: "Add Customer" }).click();

    await expect(page.getByText("Customer added successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/customers$/);

    await page.goto(`/admin/customers?q=${lastName}`);
    await page.getByRole("link", { name: `View Marta ${lastName}` }).click();
    await expect(page).toHaveURL(DETAIL_URL);
    await expect(page.getByRole("heading", { level: 1, name: `Marta ${lastName}` })).toBeVisible();
    await expect(page.getByText("Premium Care", { exact: true })).toBeVisible();
    await expect(page.getByTestId("customer-balance")).toHaveText("$42.50");
  });

  test("The dialog shows field messages for a missing name and a bad e-mail and stays open", async ({ page }) => {
    await page.goto("/admin/customers?add=1");
    const dialog = page.getByRole("dialog", { name: "Add New Customer" });
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByRole("button", { name: "Add Customer" }).click();

    await expect(dialog.getByText("First name is required")).toBeVisible();
    await expect(dialog.getByText("Last name is required")).toBeVisible();
    await expect(dialog.getByText("Enter a valid email address")).toBeVisible();
    await expect(dialog.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Email")).toHaveValue("not-an-email");
    await expect(page.getByText("Failed to add customer")).toBeVisible();
    await expect(page).toHaveURL(/\?add=1$/);
  });

  test("Typing in the dialog before the page's JavaScript arrives keeps every letter in the field typed into", async ({
    page,
  }) => {
    // Hold the modules back until the e-mail has been typed, as a slow phone connection would.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/admin/customers?add=1", { waitUntil: "domcontentloaded" });
    const dialog = page.getByRole("dialog", { name: "Add New Customer" });
    await dialog.getByLabel("Email").fill("marta@example.com");
    release();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.keyboard.type(".us");
    await expect(dialog.getByLabel("Email")).toHaveValue("marta@example.com.us");
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await expect(dialog.getByLabel("Customer Number")).toHaveValue("");
  });

  // A customer number that exists is refused with its own field message: app/domain/customers/create-customer.db.test.ts.

  test("An admin opens a customer, edits the phone and sees the change", async ({ page }) => {
    const lastName = uniqueName("Edit");
    await addCustomer(page, { firstName: "Rosa", lastName, phone: "305-555-0101" });
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await expect(page).toHaveURL(/\?edit=1$/);
    const form = page.getByRole("form", { name: "Edit Customer" });
    await expect(form.getByLabel("Phone")).toHaveValue("305-555-0101");
    await form.getByLabel("Phone").fill("(786) 555-0177");
    await form.getByRole("button", { name: "Save Changes" }).click();

    await expect(page.getByText("Customer updated successfully")).toBeVisible();
    await expect(page).toHaveURL(DETAIL_URL);
    await expect(page.getByRole("link", { name: "(786) 555-0177" })).toBeVisible();
  });

  test("An edit saved over someone else's newer change is refused with a reload offer", async ({ page, browser }) => {
    const url = await addCustomer(page, { firstName: "Ana", lastName: uniqueName("Stale") });
    await page.goto(`${url}?edit=1`);

    const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const otherPage = await other.newPage();
    await otherPage.context().addCookies([{ name: "lang", value: "en", url: E2E_BASE_URL }]);
    await signInAsAdmin(otherPage);
    await otherPage.goto(`${url}?edit=1`);
    await otherPage.getByLabel("City").fill("Doral");
    await otherPage.getByRole("button", { name: "Save Changes" }).click();
    await expect(otherPage.getByText("Customer updated successfully")).toBeVisible();
    await other.close();

    await page.getByLabel("City").fill("Hialeah");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "This customer was changed by someone else" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Reload the current details" }).click();
    await expect(page.getByLabel("City")).toHaveValue("Doral");
  });

  test.describe("deleting", () => {
    // The deleted customer's address answers 404, which Chromium logs. (One pattern: Playwright reads a second array
    // element as the option's settings.)
    test.use({ allowConsoleErrors: [/status of (400|404|409)/] });

    test("An admin deletes a customer from its page after confirming", async ({ page }) => {
      const lastName = uniqueName("Delete");
      const url = await addCustomer(page, { firstName: "Luis", lastName });
      await page.getByRole("link", { name: "Delete", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Delete customer?" });
      await expect(dialog).toContainText(
        "Are you sure you want to delete this customer? This action cannot be undone.",
      );
      await dialog.getByRole("button", { name: "Delete customer" }).click();

      await expect(page.getByText("Customer deleted successfully")).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/customers$/);
      const gone = await page.goto(url);
      expect(gone?.status()).toBe(404);
    });
  });

  test("A name written as HTML shows as text", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    const lastName = uniqueName("Xss");
    await addCustomer(page, { firstName: "<img src=x onerror=alert(1)>", lastName });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`<img src=x onerror=alert(1)> ${lastName}`);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test("An admin links a sign-up's login to a customer record and unlinks it", async ({ page, request }) => {
    const { email } = await signUpFreshCustomer(request, "records-link");
    await addCustomer(page, { firstName: "Nora", lastName: uniqueName("Link") });

    await page.getByLabel("Login e-mail").fill("nobody-here@example.com");
    await page.getByRole("button", { name: "Link login" }).click();
    await expect(page.getByText("No login uses this e-mail address").first()).toBeVisible();

    await page.getByLabel("Login e-mail").fill(email);
    await page.getByRole("button", { name: "Link login" }).click();
    await expect(page.getByText("Login linked")).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByText("Not verified")).toBeVisible();

    await page.getByRole("button", { name: "Unlink" }).click();
    await expect(page.getByText("Login unlinked")).toBeVisible();
    await expect(page.getByLabel("Login e-mail")).toBeVisible();
  });
});

test.describe("Adding a customer without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 }, allowConsoleErrors: [REFUSED] });

  test("An admin adds a customer with plain form posts on the full Add page", async ({ page }) => {
    await chooseLanguage(page, "en");
    await signInAsAdmin(page, "/admin/customers/new");
    await page.getByRole("button", { name: "Add Customer" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();

    const lastName = uniqueName("NoScript");
    await fillRequired(page, { firstName: "Pablo", lastName });
    await page.getByRole("button", { name: "Add Customer" }).click();
    await expect(page).toHaveURL(DETAIL_URL);
    await expect(page.getByRole("heading", { level: 1, name: `Pablo ${lastName}` })).toBeVisible();
  });
});

// The add dialog and a customer's page are scanned by the back-office sweep (portal-accessibility) in both settings;
// here the states it does not reach: the edit form and the delete confirmation in both settings, and a page with a
// linked login (its badge and table) once, in the setting where longer words meet the narrowest screen.
test.describe("Customer record screens", () => {
  // Several full-page scans on a shared machine.
  test.describe.configure({ timeout: 240_000 });

  test("The edit form and the delete confirmation in both settings, and a page with a linked login, pass an accessibility scan", async ({
    page,
    request,
  }) => {
    await page.setViewportSize(SCAN_SETTINGS[0].viewport);
    await chooseLanguage(page, "en");
    await signInAsAdmin(page);
    const url = await addCustomer(page, { firstName: "Axe", lastName: uniqueName("Scan"), phone: "305-555-0150" });
    // A linked login and a few rows, so the scan sees the badges and tables too.
    const { email } = await signUpFreshCustomer(request, "records-axe");
    await page.getByLabel("Login e-mail").fill(email);
    await page.getByRole("button", { name: "Link login" }).click();
    await expect(page.getByText(email, { exact: true })).toBeVisible();

    for (const { locale, viewportName, viewport } of SCAN_SETTINGS) {
      await test.step(`${locale}, ${viewportName}`, async () => {
        await page.setViewportSize(viewport);
        await chooseLanguage(page, locale);
        if (locale === "es") {
          await page.goto(url);
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          await expectNoAxeViolations(page);
        }

        await page.goto(`${url}?edit=1`);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.getByRole("form")).toBeVisible();
        await expectNoAxeViolations(page);

        await page.goto(`${url}?delete=1`);
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
});
