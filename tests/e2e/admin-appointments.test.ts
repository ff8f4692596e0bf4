import type { Browser, Page } from "@playwright/test";
import { signInAsAdmin } from "./support/demo-logins";
import { useAppServerOnPostgres } from "./support/app-server-on-postgres";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { signUpFreshCustomer } from "./support/fresh-accounts";
import { weekdayInMiami } from "./support/miami-dates";
import { insertTechnician } from "./support/e2e-technicians";

const SCREEN = "/admin/appointments";

/**
 * Customers' requests reach this screen only when staff confirm bookings (auto-confirm off), and a portal booking
 * needs a technician's free place of a known capacity: this file runs its own server on a PostgreSQL database of its
 * own with one technician the only one in Doral, and auto-confirm off.
 */
const server = useAppServerOnPostgres("admin_appointments");
test.describe.configure({ mode: "serial" });
// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument.
test.use({ baseURL: async ({}, use) => use(server.origin) });

test.beforeAll(async () => {
  await insertTechnician(server.query, { name: "Ana Torres", email: "ana.torres@awac.example", zones: ["Doral"] });
  await server.query("update settings set auto_confirm = false");
});

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
}

/** Today's date in Miami, as the date input shows it (YYYY-MM-DD). */
function todayInMiami(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
}

function suffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/**
 * A fresh customer, signed in on a page of their own, who has booked the arrival window starting at `window`
 * ("YYYY-MM-DDTHH:MM") in Doral through the portal's form (posted as a browser without JavaScript would: same origin,
 * session cookie). With auto-confirm off it waits for staff as a pending request.
 */
async function customerWithRequest(browser: Browser, serviceType: string, window: string) {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  const { email } = await signUpFreshCustomer(page.request, "requests", server.origin);
  const response = await page.request.post("/customer/appointments", {
    form: {
      intent: "create",
      serviceType,
      window,
      zipCode: "33178",
      serviceAddress: "42 Coral Way, Miami",
      phone: "(305) 555-0123",
      customerNotes: "Side gate",
    },
    headers: { Origin: server.origin },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBeLessThan(400);
  return { page, email, close: () => context.close() };
}

test.describe("Appointment Requests in the back office", () => {
  test.slow();

  test("An admin schedules a customer's request with a technician, a time and notes; the customer sees it confirmed in the portal", async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const day = weekdayInMiami(4);
    const customer = await customerWithRequest(browser, "Installation", `${day}T10:00`);
    const technician = `Luis ${suffix()}`;
    try {
      await signInAsAdmin(page, `${SCREEN}?status=pending`);
      await expect(page.getByRole("heading", { level: 1, name: "Appointment Requests" })).toBeVisible();
      await page.locator('html[data-hydrated="true"]').waitFor();
      const row = page.getByTestId("request-row").filter({ hasText: customer.email });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText("Installation");
      await expect(row).toContainText("42 Coral Way, Miami");
      await expect(row).toContainText("Side gate");
      await expect(row.getByTestId("request-status")).toHaveText("Pending");
      // The list is scanned by the back-office sweep (portal-accessibility); its dialogs are scanned here.

      await row.getByRole("link", { name: /^Schedule the Installation request/ }).click();
      const dialog = page.getByRole("dialog", { name: "Schedule Appointment" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Confirmed date & time (Miami time)")).toHaveValue(`${day}T10:00`);
      await expectNoAxeViolations(page);

      await dialog.getByLabel("Confirmed date & time (Miami time)").fill(`${day}T14:30`);
      await dialog.getByLabel("Technician", { exact: true }).fill(technician);
      await dialog.getByLabel("Technician notes").fill("Bring the long ladder");
      await dialog.getByRole("button", { name: "Confirm Appointment" }).click();
      await expect(toast(page, "Status Updated")).toContainText("Request marked as scheduled");
      await expect(dialog).toBeHidden();

      await page.goto(`${SCREEN}?status=scheduled`);
      const scheduled = page.getByTestId("request-row").filter({ hasText: customer.email });
      await expect(scheduled.getByTestId("request-status")).toHaveText("Scheduled");
      await expect(scheduled).toContainText(technician);
      await expect(scheduled.getByRole("button", { name: "Schedule" })).toBeDisabled();
      await expect(scheduled.getByRole("link", { name: /^Reschedule/ })).toBeVisible();

      await customer.page.goto("/customer/appointments");
      const item = customer.page.getByTestId("appointment");
      await expect(item.getByText("Confirmed", { exact: true })).toBeVisible();
      await expect(item).toContainText(`Technician: ${technician}`);
      await expect(item).toContainText("Bring the long ladder");
      await expect(item).toContainText("2:30 PM");
    } finally {
      await customer.close();
    }
  });

  test.describe("completing a visit", () => {
    // The refused date answers 400, which Chromium reports as a failed resource in the console.
    test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 400/] });

    test("A visit that has not started is completed only as done today: its service record is dated today, and a date ahead is refused", async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const day = weekdayInMiami(5);
      const today = todayInMiami();
      const customer = await customerWithRequest(browser, "Maintenance", `${day}T08:00`);
      try {
        await signInAsAdmin(page, `${SCREEN}?status=pending`);
        const row = page.getByTestId("request-row").filter({ hasText: customer.email });
        // Days ahead of the visit, Complete asks first instead of completing it.
        await row.getByRole("link", { name: /^Mark the Maintenance request .* completed$/ }).click();
        const early = page.getByRole("dialog", { name: "Complete this visit early?" });
        await expect(early).toContainText("8:00 AM");
        await expect(early).toContainText("its service record will be dated today");
        await expectNoAxeViolations(page);
        await early.getByRole("link", { name: "Keep it booked" }).click();
        await expect(early).toBeHidden();
        await expect(row.getByTestId("request-status")).toHaveText("Pending");

        await row.getByRole("link", { name: /^Mark the Maintenance request .* completed$/ }).click();
        await early.getByRole("button", { name: "Completed today" }).click();
        // Completing wrote the visit's service record (issue 35 item 6): staff go on to add its amount.
        await expect(page).toHaveURL(/\/admin\/services\?edit=[0-9a-f-]{36}$/);
        await expect(toast(page, "Status Updated")).toContainText("Request marked as completed");
        const dialog = page.getByRole("dialog", { name: "Edit Service Record" });
        await expect(dialog.getByLabel("Service type")).toHaveValue("Maintenance");
        await expect(dialog.getByLabel("Service date")).toHaveValue(today);
        await expect(dialog.getByLabel("Amount charged (USD)")).toHaveValue(/^0(\.00)?$/);

        // The visit's own day is still ahead: no record, balance or points may be dated there.
        await dialog.getByLabel("Service date").fill(day);
        await dialog.getByLabel("Amount charged (USD)").fill("149");
        await dialog.getByRole("button", { name: "Save Changes" }).click();
        await expect(
          dialog.getByText("A service record cannot be dated after today: use the day the work was done"),
        ).toBeVisible();
        await dialog.getByLabel("Service date").fill(today);
        await dialog.getByRole("button", { name: "Save Changes" }).click();
        await expect(dialog).toBeHidden();

        await page.goto(`${SCREEN}?status=completed`);
        const completed = page.getByTestId("request-row").filter({ hasText: customer.email });
        await expect(completed.getByTestId("request-status")).toHaveText("Completed");
        await expect(completed.getByRole("button", { name: /completed$/ })).toBeDisabled();
      } finally {
        await customer.close();
      }
    });
  });

  test("An admin books an appointment for a customer who phones in: it is listed as scheduled at once", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const customer = await customerWithRequest(browser, "AC Repair", `${weekdayInMiami(8)}T12:00`);
    const day = weekdayInMiami(6);
    try {
      await signInAsAdmin(page, SCREEN);
      await page.locator('html[data-hydrated="true"]').waitFor();
      await page.getByRole("link", { name: "Book appointment" }).click();
      const dialog = page.getByRole("dialog", { name: "Book Appointment" });
      await expect(dialog.getByLabel("Find a customer")).toBeFocused();
      await dialog.getByLabel("Find a customer").fill(customer.email);
      await dialog.getByRole("radio", { name: new RegExp(customer.email.replace(/[.+]/g, "\\$&")) }).check();
      await dialog.getByLabel("Service type").selectOption("Heating Repair");
      await dialog.getByLabel("Date & time (Miami time)").fill(`${day}T08:00`);
      await dialog.getByLabel("Phone").fill("(305) 555-0177");
      await dialog.getByLabel("Service address").fill("77 Ocean Dr, Miami");
      await dialog.getByLabel("Technician", { exact: true }).fill("Marta Gil");
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Book Appointment" }).click();
      await expect(toast(page, "Appointment Booked")).toContainText("Heating Repair for Fresh Customer");

      const booked = page
        .getByTestId("request-row")
        .filter({ hasText: "77 Ocean Dr, Miami" })
        .filter({ hasText: customer.email });
      await expect(booked.getByTestId("request-status")).toHaveText("Scheduled");
      await expect(booked).toContainText("Marta Gil");
    } finally {
      await customer.close();
    }
  });
});
