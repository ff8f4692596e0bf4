import { signInAsAdmin } from "./support/demo-logins";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

test.describe("The price book screen", () => {
  // The refused price answers 400, as a refused form does; the browser logs that status.
  test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 400/] });

  test("Staff add a price book item from the Invoices screen, see a wrong price refused, then retire the item", async ({
    page,
  }) => {
    // A code of this run's own: the suite's server is shared and codes are kept for good.
    const code = `part_e2e_${Date.now().toString(36)}`;
    await signInAsAdmin(page, "/admin/invoices");
    await page.getByRole("link", { name: "Price book" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Price book" })).toBeVisible();
    await expectNoAxeViolations(page);

    const add = page.getByRole("region", { name: "Add an item" });
    await add.getByLabel("Code").fill(code);
    await add.getByLabel("Name (English)").fill("Expansion valve");
    await add.getByLabel("Name (Spanish)").fill("Válvula de expansión");
    await add.getByLabel("Kind").selectOption("part");
    await add.getByLabel("Unit price ($)").fill("12.345");
    await add.getByRole("button", { name: "Add item" }).click();
    await expect(add.getByText("Enter a price in dollars from $0 to $100,000")).toBeVisible();
    await expectNoAxeViolations(page);

    await add.getByLabel("Unit price ($)").fill("310");
    await add.getByRole("button", { name: "Add item" }).click();
    await expect(page.getByText("Expansion valve is in the price book.")).toBeVisible();
    const item = page.locator(`[data-testid="price-book-item"][data-code="${code}"]`);
    await expect(item.getByLabel("Unit price ($)")).toHaveValue("310.00");
    await item.getByRole("button", { name: "Retire Expansion valve" }).click();
    await expect(item.getByText("Retired")).toBeVisible();
  });
});
