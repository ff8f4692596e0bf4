import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import Papa from "papaparse";
import { signInAsAdmin } from "./support/demo-logins";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

/**
 * The back office customer list (issue 11): search, sort, pages, delete, export, the dashboard's action cards and
 * accessibility. Every file shares one server and database, so each test makes its own customers, with a name no
 * other run uses, through the CSV import page, and finds them by searching.
 */

type NewCustomer = { first_name: string; last_name: string; email?: string; phone?: string; notes?: string };

let tagCounter = 0;
/** Letters only, so it is a searchable part of a name: "Qkxjtb". */
function uniqueTag(): string {
  tagCounter += 1;
  const letters = (Date.now().toString(36) + tagCounter.toString(36) + Math.random().toString(36).slice(2, 6)).replace(
    /[^a-z]/g,
    "",
  );
  return `Q${letters.slice(-8)}`;
}

/** A phone no other test or demo row has: a random 10-digit number outside the 555-01xx demo range. */
function uniquePhoneDigits(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

/** Imports `rows` through the CSV import page, as staff would, and waits for "Upload Complete". */
async function importCustomers(page: Page, rows: NewCustomer[]) {
  const csv = Papa.unparse(
    rows.map((row) => ({
      address_line1: "100 Test Street",
      city: "Miami",
      zip_code: "33101",
      email: "",
      phone: "",
      notes: "",
      ...row,
    })),
    { columns: ["first_name", "last_name", "email", "phone", "address_line1", "city", "zip_code", "notes"] },
  );
  await page.goto("/admin/customers/import");
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "customers.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText(`Successfully imported ${rows.length} customers`).first()).toBeVisible({
    timeout: 30_000,
  });
}

async function openList(page: Page, search = "") {
  await page.goto(`/admin/customers${search}`);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(page.getByRole("heading", { level: 1, name: "Customer Management" })).toBeVisible();
}

const rows = (page: Page) => page.getByTestId("customer-row");

test.describe("Customer list", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("An admin finds a customer by a phone number typed in another format", async ({ page }) => {
    const tag = uniqueTag();
    const digits = uniquePhoneDigits();
    await signInAsAdmin(page);
    await importCustomers(page, [
      { first_name: "Phoebe", last_name: tag, phone: `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` },
    ]);

    await openList(page);
    const typed = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}.${digits.slice(6, 9)}`;
    await page.getByLabel("Search customers").fill(typed);
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === typed);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`Phoebe ${tag}`);
    await expect(page.getByTestId("customer-count")).toHaveText("1 customer");

    // The same view from its address alone, as a bookmark would open it.
    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByLabel("Search customers")).toHaveValue(typed);
  });

  test("An admin sorts and pages through a search, and the address follows", async ({ page }) => {
    test.setTimeout(90_000);
    const tag = uniqueTag();
    const people = Array.from({ length: 30 }, (_, index) => ({
      first_name: `Ann${String(index + 1).padStart(2, "0")}`,
      last_name: tag,
    }));
    await signInAsAdmin(page);
    await importCustomers(page, people);

    await openList(page, `?q=${tag}&sort=name_asc`);
    await expect(page.getByTestId("customer-count")).toHaveText("30 customers");
    await expect(rows(page)).toHaveCount(25);
    await expect(rows(page).first()).toContainText(`Ann01 ${tag}`);
    const pager = page.getByRole("navigation", { name: "Customer pages" });
    await expect(pager).toContainText("Page 1 of 2");

    await pager.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(rows(page)).toHaveCount(5);
    await expect(rows(page).first()).toContainText(`Ann26 ${tag}`);
    await expect(pager).toContainText("Page 2 of 2");
    await expect(pager).toContainText("Showing 26–30 of 30");

    await page.getByLabel("Sort by").selectOption("name_desc");
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("sort") === "name_desc" && !url.searchParams.has("page"),
    );
    await expect(rows(page).first()).toContainText(`Ann30 ${tag}`);

    await page.getByLabel("Rows per page").selectOption("50");
    await expect(page).toHaveURL((url) => url.searchParams.get("size") === "50");
    await expect(rows(page)).toHaveCount(30);
    await expect(pager).toContainText("Page 1 of 1");
    await expect(pager.getByText("Next")).toHaveAttribute("aria-disabled", "true");
  });

  test("An admin deletes a customer from the list after confirming", async ({ page }) => {
    const tag = uniqueTag();
    await signInAsAdmin(page);
    await importCustomers(page, [{ first_name: "Dora", last_name: tag }]);

    await openList(page, `?q=${tag}`);
    await rows(page)
      .first()
      .getByRole("link", { name: `Delete Dora ${tag}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Delete Dora ${tag}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Are you sure you want to delete this customer? This action cannot be undone.");
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Customer deleted successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === tag && !url.searchParams.has("delete"));
    await expect(page.getByText("No customers found", { exact: true })).toBeVisible();
  });

  test("An admin exports the search and the file holds those customers, formulas neutralised", async ({ page }) => {
    const tag = uniqueTag();
    await signInAsAdmin(page);
    await importCustomers(page, [
      { first_name: "Ella", last_name: tag, email: `ella.${tag.toLowerCase()}@example.com`, notes: "Gate code, 1234" },
      { first_name: '=HYPERLINK("http://evil.example","x")', last_name: tag },
      { first_name: "Finn", last_name: tag },
    ]);

    await openList(page, `?q=${tag}&sort=name_asc`);
    await expect(rows(page)).toHaveCount(3);
    const exportLink = page.getByRole("link", { name: "Export CSV" });
    await expect(exportLink).toHaveAttribute("href", `/admin/customers/export.csv?q=${tag}&sort=name_asc`);
    const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, "utf8");
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    // The list's order (last name, then first name: "=" sorts before letters), the formula neutralised.
    expect(parsed.data.map((row) => row.first_name)).toEqual([
      `'=HYPERLINK("http://evil.example","x")`,
      "Ella",
      "Finn",
    ]);
    expect(parsed.data[1]).toMatchObject({
      last_name: tag,
      email: `ella.${tag.toLowerCase()}@example.com`,
      notes: "Gate code, 1234",
      status: "active",
      current_balance: "0",
    });
    expect(parsed.meta.fields).toContain("customer_number");
    // One balance column, named as the import reads it (walkthrough 4, item 8).
    expect(parsed.meta.fields).not.toContain("balance");
  });

  test("A customer whose name is markup shows as text", async ({ page }) => {
    const tag = uniqueTag();
    page.on("dialog", (dialog) => {
      throw new Error(`a script ran and opened a dialog: ${dialog.message()}`);
    });
    await signInAsAdmin(page);
    await importCustomers(page, [{ first_name: "<img src=x onerror=alert(1)>", last_name: tag }]);
    await openList(page, `?q=${tag}`);
    await expect(rows(page).first()).toContainText(`<img src=x onerror=alert(1)> ${tag}`);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test("A search that finds nobody says so, and the list has its loading words while a search runs", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await openList(page, "?q=zz-nobody-by-this-name-zz");
    await expect(page.getByText("No customers found", { exact: true })).toBeVisible();
    await expect(page.getByText("Nothing matches “zz-nobody-by-this-name-zz”.", { exact: false })).toBeVisible();
    await expect(page.getByTestId("customer-count")).toHaveText("0 customers");
    // An empty search is the one state of the list the back-office sweep (portal-accessibility) does not scan; the
    // delete dialog is scanned in the delete journey above.
    await expectNoAxeViolations(page);
    // Hold the next search until its pending state has been seen.
    let release = () => undefined as void;
    const pendingSeen = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/admin/customers.data*", async (route) => {
      await pendingSeen;
      await route.continue();
    });
    await page.getByRole("link", { name: "Clear search" }).first().click();
    await expect(page.getByRole("status").filter({ hasText: "Loading customers..." })).toBeVisible();
    release();
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Loading customers...")).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await expect(page.getByLabel("Search customers")).toHaveValue("");
  });
});

test.describe("Dashboard action cards", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("The dashboard's cards open the customer list and its Add and Bulk Import dialogs", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(page.getByTestId("action-leads")).toHaveAttribute("href", "/admin/leads");
    await page.getByRole("link", { name: /Add New Customer/ }).click();
    await expect(page).toHaveURL(/\/admin\/customers\?add=1$/);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog").getByLabel(/First Name/)).toBeVisible();

    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: /Bulk Import/ }).click();
    await expect(page).toHaveURL(/\/admin\/customers\?import=1$/);
    await expect(page.getByRole("dialog", { name: "Bulk Customer Upload" })).toBeVisible();

    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: /Manage Customers/ }).click();
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Customer Management" })).toBeVisible();
  });
});
