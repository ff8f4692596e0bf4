import { signInAsAdmin } from "./support/demo-logins";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

test.describe("The plan visits screen", () => {
  test("Staff call a customer on the follow-up list and book a window for their plan visit", async ({ page }) => {
    await signInAsAdmin(page, "/admin/plan-visits");
    await expect(page.getByRole("heading", { level: 1, name: "Plan Visits" })).toBeVisible();
    await expect(page.getByTestId("figure-due-not-booked")).toContainText(/\d/);
    await expect(page.getByRole("heading", { level: 2, name: "Anniversaries coming" })).toBeVisible();

    // The demo has one member who did not answer the offer: their row has a phone to call and a way to book.
    const row = page.getByTestId("plan-visit-follow-up").first();
    await expect(row.locator('a[href^="tel:"]')).toBeVisible();
    const customer = (await row.locator('a[href^="/admin/customers/"]').textContent())!.trim();
    await row.getByRole("link", { name: `Book a window for ${customer}` }).click();

    const panel = page.getByTestId("plan-visit-book-panel");
    await expect(panel.getByRole("heading", { name: `Book a window for ${customer}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await panel.getByRole("list", { name: "Free windows" }).getByRole("button").first().click();

    await expect(page.getByText(`${customer}'s plan visit is booked for`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/plan-visits$/);
    await expect(page.getByRole("link", { name: `Book a window for ${customer}` })).toHaveCount(0);
  });
});
