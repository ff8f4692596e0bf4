import type { Page } from "@playwright/test";
import { signInAsCustomer } from "./support/demo-logins";
import { expect, test, uniqueEmail } from "./support/fixtures";

async function signUpFreshCustomer(page: Page, firstName: string) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("tabpanel");
  await form.getByLabel("First Name").fill(firstName);
  await form.getByLabel("Last Name").fill("Prueba");
  await form.getByLabel("Email").fill(uniqueEmail("dashboard"));
  await form.getByLabel("Password", { exact: true }).fill("Fresh-Dashboard-Pass-2026!");
  await form.getByLabel("Confirm Password").fill("Fresh-Dashboard-Pass-2026!");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/customer(\/dashboard)?$/);
}

test.describe("The customer dashboard", () => {
  test("The demo customer sees the four cards, rewards, quick actions, upcoming visits and recent services", async ({
    page,
  }) => {
    await signInAsCustomer(page);
    await expect(page.getByTestId("card-next-service")).not.toContainText("Not scheduled");
    await expect(page.getByTestId("card-service-plan")).toContainText("Premium Care");
    await expect(page.getByTestId("card-account-status")).toContainText("Active");

    const rewards = page.getByRole("region", { name: "Rewards" });
    await expect(rewards.getByTestId("rewards-available")).toContainText(/\d+ points available/);
    await expect(rewards.getByRole("progressbar")).toBeVisible();
    await expect(rewards.getByText("Free Service Call")).toBeVisible();
    await expect(rewards.getByTestId("reward-free_service_call")).toContainText("$89.00 value");

    const quick = page.getByTestId("quick-actions");
    await expect(quick.getByRole("link", { name: "Request Appointment" })).toHaveAttribute(
      "href",
      "/customer/appointments?new=1",
    );
    await expect(quick.getByRole("link", { name: "View History" })).toHaveAttribute("href", "/customer/history");
    await expect(quick.getByRole("link", { name: /Call our emergency line/ })).toHaveAttribute(
      "href",
      /^tel:\+1\d{10}$/,
    );

    const upcoming = page.getByRole("region", { name: "Upcoming Appointments" });
    const visits = upcoming.getByTestId("upcoming-appointment");
    expect(await visits.count()).toBeGreaterThanOrEqual(1);
    expect(await visits.count()).toBeLessThanOrEqual(3);

    const recent = page.getByRole("region", { name: "Recent Services" });
    const services = recent.getByTestId("recent-service");
    expect(await services.count()).toBeGreaterThanOrEqual(1);
    expect(await services.count()).toBeLessThanOrEqual(5);
    await expect(services.first().getByTestId("payment-status")).toBeVisible();
    await expect(services.first()).toContainText("$");

    await recent.getByRole("link", { name: "View All History" }).click();
    await expect(page).toHaveURL(/\/customer\/history$/);
    await expect(page.getByRole("heading", { level: 1, name: "Service History" })).toBeVisible();
  });

  test("Manage Billing opens the billing portal in a new tab", async ({ page, context }) => {
    await signInAsCustomer(page);
    await page.locator("html[data-hydrated='true']").waitFor();
    const [billing] = await Promise.all([
      context.waitForEvent("page"),
      page
        .getByTestId("quick-actions")
        .getByRole("button", { name: /Manage Billing/ })
        .click(),
    ]);
    await billing.waitForLoadState();
    // Without a Stripe key the portal is the demo billing page (DECISIONS.md §3).
    await expect(billing).toHaveURL(/\/customer\/billing-demo$/);
    await expect(page).toHaveURL(/\/customer(\/dashboard)?$/);
  });

  test("A fresh customer sees the empty states and a rewards panel with no points", async ({ page }) => {
    await signUpFreshCustomer(page, "Vacío");
    const upcoming = page.getByRole("region", { name: "Upcoming Appointments" });
    await expect(upcoming.getByText("No upcoming appointments")).toBeVisible();
    await expect(upcoming.getByRole("link", { name: "Schedule a Service" })).toHaveAttribute(
      "href",
      "/customer/appointments?new=1",
    );
    const recent = page.getByRole("region", { name: "Recent Services" });
    await expect(recent.getByText("No services yet")).toBeVisible();
    await expect(recent.getByRole("link", { name: "View All History" })).toBeVisible();

    const rewards = page.getByRole("region", { name: "Rewards" });
    await expect(rewards.getByTestId("rewards-available")).toHaveText("0 points available");
    await expect(rewards.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    await expect(rewards.getByRole("button", { name: "Claim Free Service Call" })).toBeDisabled();
    const follow = rewards.getByRole("link", { name: /Follow us on Instagram/ });
    if ((await follow.count()) > 0) {
      await expect(follow).toHaveAttribute("target", "_blank");
      await expect(follow).toHaveAttribute("rel", "noopener noreferrer");
    }

    await page.getByRole("button", { name: "Español" }).click();
    await expect(page.getByRole("region", { name: "Próximas citas" }).getByText("No hay citas próximas")).toBeVisible();
    await expect(page.getByRole("region", { name: "Recompensas" }).getByTestId("rewards-available")).toHaveText(
      "0 puntos disponibles",
    );
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("region", { name: "Rewards" })).toBeVisible();
  });
});
