import { signInAsAdmin } from "./support/demo-logins";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

test.describe("The invoices screens", () => {
  test("Staff find an open invoice, open it, record part of its balance as a check and refund it", async ({ page }) => {
    await signInAsAdmin(page, "/admin/invoices");
    await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
    await page.getByRole("navigation", { name: "Show" }).getByRole("link", { name: "Open" }).click();
    await expect(page).toHaveURL(/status=open/);
    await expectNoAxeViolations(page);

    // The demo's entered balances became open invoices (ADR 084): open the first and pay a dollar of it.
    const first = page.getByTestId("invoice-row").first();
    const number = (await first.getByRole("link").first().textContent())!.trim();
    await first.getByRole("link", { name: `Open ${number}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: number })).toBeVisible();
    await expectNoAxeViolations(page);
    const form = page.getByRole("region", { name: "Record payment" });
    await page.getByLabel("Amount (dollars)").fill("1.00");
    await page.getByLabel("Method").selectOption("check");
    await page.getByLabel("Reference").fill("1042");
    await form.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByText("Payment recorded")).toBeVisible();
    await expect(page.getByTestId("invoice-payments")).toContainText("1042");

    // The dollar was taken by mistake: staff record its refund, and the invoice owes it again (ADR 084's refunds).
    const refund = page.getByRole("region", { name: "Refund a payment" });
    await refund.getByLabel("Amount to refund (dollars)").fill("1.00");
    await refund.getByLabel("Reason").fill("Check written to the wrong company");
    await refund.getByRole("button", { name: "Record refund" }).click();
    await expect(page.getByText("Refund recorded")).toBeVisible();
    await expect(page.getByTestId("invoice-payment-refund")).toContainText("Check written to the wrong company");
    await expectNoAxeViolations(page);
  });
});
