import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/demo-logins";
import { E2E_BASE_URL } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";

// The demo login's record (Maria Gonzalez) is a Premium Care member: the seed gives her plan visits (ADR 083).
test.describe.configure({ timeout: 120_000 });

async function openMemberEdit(page: Page, locale: "en" | "es") {
  await signInAsAdmin(page);
  // After signing in, which sets the language to the (shared) demo admin's saved choice.
  await page.context().addCookies([{ name: "lang", value: locale, url: E2E_BASE_URL }]);
  await page.goto("/admin/customers?q=customer%40awac.example");
  await page.locator('a[href$="?edit=1"]').first().click();
  await expect(page).toHaveURL(/\?edit=1$/);
}

test.describe("a plan member's next service due on the Edit form (issue 37 item 4)", () => {
  test("is read-only, says it follows the plan's visits, and the rest of the form still saves", async ({ page }) => {
    await openMemberEdit(page, "en");
    const form = page.getByRole("form", { name: "Edit Customer" });
    const field = form.getByLabel("Next Service Due");
    await expect(field).toHaveAttribute("readonly", "");
    await expect(field).toHaveAccessibleDescription(
      "Follows the Premium Care plan's visits; change the plan visit on the Plan Visits page instead.",
    );
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Nothing to save")).toBeVisible();
  });

  test("says so in Spanish", async ({ page }) => {
    await openMemberEdit(page, "es");
    const field = page.getByLabel("Próximo servicio");
    await expect(field).toHaveAttribute("readonly", "");
    await expect(field).toHaveAccessibleDescription(/^Sigue las visitas del plan /);
  });
});
