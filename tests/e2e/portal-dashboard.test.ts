import type { Page } from "@playwright/test";
import { signInAsAdmin, signInAsCustomer } from "./support/demo-logins";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { weekdayInMiami } from "./support/miami-dates";

/** A customer of the test's own, signed up over HTTP (the sign-up form is accounts.test.ts's), on the dashboard. */
async function signUpFreshCustomer(page: Page, firstName: string, email = uniqueEmail("dashboard")) {
  const origin = new URL((await page.request.get("/readyz")).url()).origin;
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { name: `${firstName} Prueba`, email, password: "Fresh-Dashboard-Pass-2026!", firstName, lastName: "Prueba" },
    headers: { Origin: origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto("/customer");
  await expect(page).toHaveURL(/\/customer$/);
}

test.describe("The customer dashboard", () => {
  test("The demo customer sees the four cards, rewards, quick actions, upcoming visits and recent services, and Manage Billing opens the billing portal in a new tab", async ({
    page,
    context,
  }) => {
    await signInAsCustomer(page);
    await expect(page.getByTestId("card-next-service")).not.toContainText("Not scheduled");
    await expect(page.getByTestId("card-service-plan")).toContainText("Premium Care");
    // Issue 17: the demo customer's e-mail is verified, and Account Status says so.
    await expect(page.getByTestId("card-account-status")).toContainText("Active");
    await expect(page.getByTestId("card-account-status")).toContainText("E-mail verified");

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

    await page.locator("html[data-hydrated='true']").waitFor();
    const [billing] = await Promise.all([
      context.waitForEvent("page"),
      quick.getByRole("button", { name: /Manage Billing/ }).click(),
    ]);
    await billing.waitForLoadState();
    // Without a Stripe key the portal is the demo billing page (DECISIONS.md §3).
    await expect(billing).toHaveURL(/\/customer\/billing-demo$/);
    await billing.close();
    await expect(page).toHaveURL(/\/customer(\/dashboard)?$/);

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

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("The demo customer finds Quick Actions before the rewards, and no follow task without a profile to follow", async ({
      page,
    }) => {
      await signInAsCustomer(page);
      const quick = page.getByTestId("quick-actions");
      const rewards = page.getByRole("region", { name: "Rewards" });
      await expect(rewards).toBeVisible();
      const quickTop = (await quick.boundingBox())!.y;
      expect(quickTop).toBeLessThan((await rewards.boundingBox())!.y);
      // The demo's settings have no social profile addresses, so the follow tasks wait until staff set them.
      await expect(rewards.getByTestId(/^reward-task-follow_/)).toHaveCount(0);
      await expect(rewards.getByText("Following us is appreciated")).toHaveCount(0);
      await expect(rewards.getByTestId("reward-task-annual_tune_up")).toBeVisible();
    });
  });

  // A fresh customer's empty states and rewards panel with no points, in both languages, are read in the sign-up
  // journey of accounts.test.ts, where that customer first lands.

  test("A customer who cancels the visit Next Service showed sees the card move on to the service due date, marked as no visit booked", async ({
    page,
    browser,
  }) => {
    test.slow(); // a customer and a member of staff, each signed in
    const email = uniqueEmail("next-service");
    await signUpFreshCustomer(page, "Próxima", email);
    const day = weekdayInMiami(5);
    // The shared server has no technicians yet (issue 34's demo data), so no portal window is free: the customer saves
    // the profile (which makes the customer record) and the office books the visit for them, as on the phone.
    await page.goto("/customer/profile");
    await page.getByLabel("Address Line 1").fill("18 Coral Way");
    await page.getByLabel("City").fill("Miami");
    await page.getByLabel("Zip Code").fill("33145");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Profile Updated").first()).toBeVisible();

    // The office records the same day as the customer's next service due date (the walkthrough's case).
    const staff = await browser.newContext();
    try {
      const admin = await staff.newPage();
      await signInAsAdmin(admin);
      await admin.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
      await admin.getByRole("link", { name: "View Próxima Prueba" }).click();
      await admin.waitForURL(/\/admin\/customers\/[0-9a-f-]{36}/);
      const customerId = /\/admin\/customers\/([0-9a-f-]{36})/.exec(admin.url())![1]!;
      const booked = await admin.request.post("/admin/appointments", {
        form: {
          intent: "book",
          customerId,
          serviceType: "Maintenance",
          appointmentDate: `${day}T10:00`,
          durationMinutes: "60",
          serviceAddress: "18 Coral Way, Miami",
          phone: "(305) 555-0118",
        },
        headers: { Origin: new URL(admin.url()).origin },
        maxRedirects: 0,
      });
      expect(booked.status(), (await booked.text()).slice(0, 300)).toBe(302);
      await admin.getByRole("link", { name: "Edit", exact: true }).click();
      const form = admin.getByRole("form", { name: "Edit Customer" });
      await form.getByLabel("Next Service Due").fill(day);
      await form.getByRole("button", { name: "Save Changes" }).click();
      await expect(admin.getByText("Customer updated successfully")).toBeVisible();
    } finally {
      await staff.close();
    }

    const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(`${day}T12:00:00Z`),
    );
    const card = page.getByTestId("card-next-service");
    await page.goto("/customer");
    await expect(card).toContainText(`${when} at 10:00 AM`);
    // Booked by the office, so confirmed at once.
    await expect(card).toContainText("Confirmed visit");

    await page.goto("/customer/appointments");
    await page.getByRole("link", { name: /^Cancel the Maintenance appointment/ }).click();
    await page.getByRole("button", { name: "Yes, cancel appointment" }).click();
    await expect(page.getByText("Appointment Cancelled").first()).toBeVisible();

    await page.goto("/customer");
    await expect(card).toContainText(when);
    await expect(card).not.toContainText("10:00 AM");
    await expect(card).toContainText("Service due; no visit booked");
    await page.getByRole("button", { name: "Español" }).click();
    await expect(page.getByTestId("card-next-service")).toContainText("Le toca el servicio; no hay visita reservada");
    await page.getByRole("button", { name: "English" }).click();
    await expect(card).toContainText("Service due; no visit booked");
  });
});
