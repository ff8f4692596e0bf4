import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/demo-logins";
import { E2E_BASE_URL } from "./support/e2e-env";
import { SCAN_SETTINGS } from "./support/scan-settings";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

const HEADER =
  "customer_number,first_name,last_name,email,phone,address_line1,city,state,zip_code,current_balance,service_plan,next_service_due,status";

/** A name no other test or run uses, so the imported rows are found by search whatever else the database holds. */
function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A file with two good rows, one missing its required fields (row 3) and one with a bad e-mail (row 5). */
function mixedCsv(suffix: string): string {
  return [
    HEADER,
    `,Imported${suffix},Rivera,rivera.${suffix}@example.com,(305) 555-0161,1450 SW 8th Street,Miami,FL,33135,"$1,234.50",Premium Care,09/15/2026,`,
    `,,Nobody,,,,Miami,,33135,,,,`,
    `,Second${suffix},Lopez,,305-555-0162,2200 Biscayne Blvd,Miami,,33137,,basic,2026-10-01,`,
    `,Bad${suffix},Email,not-an-email,,3 Main St,Miami,,33101,,,,`,
  ].join("\r\n");
}

function csvFile(name: string, text: string) {
  return { name, mimeType: name.endsWith(".csv") ? "text/csv" : "text/plain", buffer: Buffer.from(text, "utf8") };
}

async function chooseLanguage(page: Page, locale: "en" | "es") {
  await page.context().addCookies([{ name: "lang", value: locale, url: E2E_BASE_URL }]);
}

test.describe("Bulk customer upload", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Each test signs in, uploads and reloads the customers screen: more than the default on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test("An admin downloads the template, uploads good and bad rows, sees the row errors and finds an imported customer", async ({
    page,
  }) => {
    await signInAsAdmin(page, "/admin/customers?import=1");
    const dialog = page.getByRole("dialog", { name: "Bulk Customer Upload" });
    await expect(dialog).toBeVisible();
    // The dialog and its report are scanned here in English on a desktop, and below in Spanish on a phone.
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent("download");
    await dialog.getByRole("link", { name: "Download template" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("customer_template.csv");
    const template = (await readFile((await download.path())!, "utf8"))
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(template).toHaveLength(3);
    expect(template[0]).toMatch(/^customer_number,first_name,last_name,email,phone,address_line1,/);

    const suffix = uniqueSuffix();
    await dialog.getByLabel("CSV file").setInputFiles(csvFile(`customers-${suffix}.csv`, mixedCsv(suffix)));
    await dialog.getByRole("button", { name: "Upload" }).click();

    await expect(page.getByText("Some Errors Occurred")).toBeVisible();
    await expect(page.getByText("2 rows had errors")).toBeVisible();
    const errors = dialog.getByRole("region", { name: "Rows not imported, scrollable" });
    await expect(errors).toContainText(
      "Row 3:Missing required fields (first_name, last_name, address_line1, city, zip_code)",
    );
    await expect(errors).toContainText('Row 5:email: "not-an-email" is not a valid e-mail address');
    const summary = dialog.getByRole("definition");
    await expect(summary.nth(1)).toHaveText("2"); // imported
    await expectNoAxeViolations(page);
    const errorReport = page.waitForEvent("download");
    await dialog.getByRole("link", { name: "Download error report" }).click();
    const errorFile = await errorReport;
    expect(errorFile.suggestedFilename()).toBe("customer_import_errors.csv");
    const errorLines = (await readFile((await errorFile.path())!, "utf8"))
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(errorLines).toEqual([
      "row,message",
      '3,"Missing required fields (first_name, last_name, address_line1, city, zip_code)"',
      '5,"email: ""not-an-email"" is not a valid e-mail address"',
    ]);

    await page.goto(`/admin/customers?q=Imported${suffix}`);
    await expect(page.getByRole("table").getByText(`Imported${suffix}`, { exact: false })).toBeVisible();
  });

  test("Uploading the same file twice adds nobody twice and says why rows were skipped", async ({ page }) => {
    await signInAsAdmin(page);
    const suffix = uniqueSuffix();
    const text = [HEADER, `,Twice${suffix},Perez,twice.${suffix}@example.com,,1 Main St,Miami,,33101,,,,`].join("\n");
    await page.goto("/admin/customers?import=1");
    const dialog = page.getByRole("dialog", { name: "Bulk Customer Upload" });
    await dialog.getByLabel("CSV file").setInputFiles(csvFile("twice.csv", text));
    await dialog.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("Upload Complete")).toBeVisible();
    await expect(page.getByText("Successfully imported 1 customers")).toBeVisible();

    await dialog.getByRole("button", { name: "Upload another file" }).click();
    await dialog.getByLabel("CSV file").setInputFiles(csvFile("twice.csv", text));
    await dialog.getByRole("button", { name: "Upload" }).click();
    const toasts = page.getByRole("region", { name: "Notifications" });
    await expect(toasts.getByText("Nothing New to Import")).toBeVisible();
    await expect(
      toasts.getByText("Every row is already in your customer list (skipped: 1), so nothing was added twice."),
    ).toBeVisible();
    await expect(toasts.getByText("Some Errors Occurred")).toHaveCount(0);
    await expect(dialog.getByRole("region", { name: "Rows not imported, scrollable" })).toContainText(
      `E-mail twice.${suffix}@example.com already belongs to customer AW`,
    );
    await expect(dialog.getByText("Skipped: e-mail already belongs to a customer")).toBeVisible();
  });

  test("Uploading a .txt file shows Invalid File and sends nothing", async ({ page }) => {
    await signInAsAdmin(page, "/admin/customers?import=1");
    const dialog = page.getByRole("dialog", { name: "Bulk Customer Upload" });
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/admin/customers/import")) posted = true;
    });
    await dialog.getByLabel("CSV file").setInputFiles(csvFile("customers.txt", "first_name\nAna"));
    await dialog.getByRole("button", { name: "Upload" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Invalid File");
    await expect(dialog.getByRole("alert")).toContainText("Please upload a CSV file");
    expect(posted).toBe(false);
  });
});

test.describe("Bulk customer upload without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test("An admin without JavaScript uploads a file from the page and reads the stored report", async ({ page }) => {
    await signInAsAdmin(page, "/admin/customers/import");
    const suffix = uniqueSuffix();
    await page.getByLabel("CSV file").setInputFiles(csvFile(`nojs-${suffix}.csv`, mixedCsv(suffix)));
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page).toHaveURL(/\/admin\/customers\/import\?report=\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Import report: nojs-${suffix}.csv`);
    await expect(page.getByRole("region", { name: "Rows not imported, scrollable" })).toContainText(
      "Row 3:Missing required fields (first_name, last_name, address_line1, city, zip_code)",
    );
    await expect(page.getByRole("link", { name: "Download error report" })).toHaveAttribute("href", /^data:text\/csv/);
  });
});

// The first test above scans the dialog and its report in English on a desktop. The report page has the dialog's report
// in a page of its own: scanned once, here.
const PHONE = SCAN_SETTINGS[1];

test.describe(`Bulk upload in ${PHONE.locale} on a ${PHONE.viewportName}`, () => {
  test.use({ viewport: PHONE.viewport });

  test(`The dialog, its report and the report page pass an accessibility scan in ${PHONE.locale} on a ${PHONE.viewportName}`, async ({
    page,
  }) => {
    test.setTimeout(120_000); // three full-page scans of the busy customers screen
    await signInAsAdmin(page);
    await chooseLanguage(page, PHONE.locale);
    await page.goto("/admin/customers?import=1");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    const suffix = uniqueSuffix();
    await dialog.locator('input[type="file"]').setInputFiles(csvFile(`axe-${suffix}.csv`, mixedCsv(suffix)));
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.getByTestId("import-report")).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole("link", { name: "Abrir este informe como página" }).click();
    await expect(page).toHaveURL(/\?report=\d+$/);
    await expect(page.getByTestId("import-report")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
