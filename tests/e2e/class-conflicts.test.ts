import { expectNoClassConflicts } from "./support/class-conflicts";
import { signInAsAdmin, signInAsCustomer } from "./support/demo-logins";
import { expect, test } from "./support/fixtures";

// The public pages are checked with their accessibility scan (public-accessibility.test.ts), the open mobile menu and
// the 404 page with theirs (public-shell.test.ts), the estimate form's errors and toast in public-forms.test.ts; these
// are the rest.
test.describe("No element carries two utilities that fight over one property", () => {
  test("on the account screens and the staff sign-in", async ({ page }) => {
    for (const path of ["/auth", "/es/auth", "/forgot-password", "/reset-password", "/verify-email", "/admin"]) {
      await page.goto(path);
      await expectNoClassConflicts(page);
    }
  });

  test("in the customer portal", async ({ page }) => {
    await signInAsCustomer(page);
    await expectNoClassConflicts(page);
    await page.goto("/customer/billing-demo");
    await expectNoClassConflicts(page);
    await page.goto("/");
    // A click before hydration lands on a button with no handler yet, and the menu never opens.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.locator('button[aria-haspopup="menu"]').click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoClassConflicts(page);
  });

  test("in the back office", async ({ page }) => {
    await signInAsAdmin(page);
    await expectNoClassConflicts(page);
    await page.goto("/admin/system");
    await expectNoClassConflicts(page);
  });
});
