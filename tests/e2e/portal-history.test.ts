import { signInAsCustomer } from "./support/demo-logins";
import { expect, test } from "./support/fixtures";

const PAYMENT_LABELS = ["Paid", "Pending", "Overdue"];

test.describe("Service History", () => {
  test("The demo customer finds the distinct service types sorted, filters by payment and by text, and the filtered URL reloads to the same rows", async ({
    page,
  }) => {
    await signInAsCustomer(page, "/customer/history");
    await page.locator("html[data-hydrated='true']").waitFor();
    const records = page.getByTestId("history-record");
    const total = await records.count();
    expect(total).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId("history-total-services")).toContainText(String(total));
    // The Service Type select lists the customer's distinct types, sorted (the type filter itself is proven by
    // app/domain/service-history/list-service-history.db.test.ts).
    const options = await page.getByLabel("Service Type").locator("option").allTextContents();
    expect(options[0]).toBe("All");
    const types = options.slice(1);
    expect(types.length).toBeGreaterThanOrEqual(1);
    expect(types).toEqual([...new Set(types)].sort((a, b) => a.localeCompare(b, "en")));

    await page.getByLabel("Payment Status").selectOption("paid");
    await expect(page).toHaveURL(/payment=paid/);
    await expect(page.getByTestId("payment-status").first()).toHaveText("Paid");
    const paidCount = await records.count();
    expect(paidCount).toBeLessThan(total);
    for (const badge of await page.getByTestId("payment-status").allTextContents()) expect(badge).toBe("Paid");
    await expect(page.getByTestId("history-total-services")).toContainText(String(paidCount));

    await page.getByLabel("Search").fill("COIL");
    await expect(page).toHaveURL(/q=COIL/);
    await expect(page.getByTestId("history-record-type").filter({ hasText: "Coil Cleaning" })).toHaveCount(1);
    // The search is case-insensitive over type, description and technician: every row left names a coil somewhere.
    await expect.poll(async () => (await records.allTextContents()).every((text) => /coil/i.test(text))).toBe(true);
    expect(await records.count()).toBeLessThan(paidCount + 1);
    const filteredTypes = await page.getByTestId("history-record-type").allTextContents();

    await page.reload();
    await expect(page.getByLabel("Search")).toHaveValue("COIL");
    await expect(page.getByLabel("Payment Status")).toHaveValue("paid");
    expect(await page.getByTestId("history-record-type").allTextContents()).toEqual(filteredTypes);

    await page.getByLabel("Search").fill("zzz-no-such-service");
    await expect(page.getByText("No services match your filters")).toBeVisible();
    await expect(page.getByTestId("history-last-service")).toContainText("N/A");
    await page.getByRole("link", { name: "Clear Filters" }).first().click();
    await expect(page).toHaveURL(/\/customer\/history$/);
    await expect(records).toHaveCount(total);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("The filters form is a plain GET form that filters on the server", async ({ page }) => {
      await signInAsCustomer(page, "/customer/history");
      await page.getByLabel("Search").fill("filter");
      await page.getByLabel("Payment Status").selectOption("all");
      await page.getByRole("button", { name: "Apply Filters" }).click();
      await expect(page).toHaveURL(/\/customer\/history\?q=filter/);
      const types = await page.getByTestId("history-record-type").allTextContents();
      expect(types.length).toBeGreaterThanOrEqual(1);
      for (const type of types) expect(type.toLowerCase()).toContain("filter");
      for (const badge of await page.getByTestId("payment-status").allTextContents())
        expect(PAYMENT_LABELS).toContain(badge);
    });
  });
});
