/**
 * The portal's Appointments screen (spec document 1 §2, issue 34 item 5): the request form with its spec fields and
 * messages, "Preferred Date & Time" as the free arrival windows. This file runs its own server on a PostgreSQL
 * database of its own with one technician the only one in Doral (portal-booking.test.ts does the same).
 */
import type { Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { useAppServerOnPostgres } from "./support/app-server-on-postgres";
import { insertTechnician } from "./support/e2e-technicians";

const PAGE = "/customer/appointments";
const DORAL_ZIP = "33178";
// Refused posts answer 400/404/409, which Chromium reports as a failed resource in the console.
const REFUSED = /Failed to load resource: the server responded with a status of 40[049]/;

const server = useAppServerOnPostgres("portal_appointments");

test.describe.configure({ mode: "serial" });
// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument.
test.use({ baseURL: async ({}, use) => use(server.origin) });

test.beforeAll(async () => {
  await insertTechnician(server.query, { name: "Ana Torres", email: "ana.torres@awac.example", zones: ["Doral"] });
});

/** A fresh customer per test, signed up through the auth endpoint. */
async function signUpFreshCustomer(page: Page, firstName = "Alma"): Promise<string> {
  const email = uniqueEmail("appointments");
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { name: `${firstName} Reyes`, email, password: "Cool-Breeze-2031!", firstName, lastName: "Reyes" },
    headers: { Origin: server.origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

/** Books the window the form chooses first for `serviceType` in Doral; answers its name as the screen says it. */
async function bookFirstFreeWindow(page: Page, fields: { serviceType: string; address: string; phone: string }) {
  await page.goto(`${PAGE}?new=1`);
  await page.getByLabel("Service Type").selectOption(fields.serviceType);
  const zip = page.getByLabel("Zip Code");
  if (await zip.isVisible()) {
    await zip.fill(DORAL_ZIP);
    await page.getByRole("button", { name: "Show free windows" }).click();
    await expect(page).toHaveURL(new RegExp(`zip=${DORAL_ZIP}`));
  }
  const chosen = page.getByRole("radio", { checked: true });
  const name = (await page.locator("label", { has: chosen }).textContent())!;
  await page.getByLabel("Service Address").fill(fields.address);
  await page.getByLabel("Phone Number").fill(fields.phone);
  await page.getByRole("button", { name: "Request Appointment" }).click();
  await expect(page.getByText("Appointment Confirmed").first()).toBeVisible();
  return name;
}

test.describe("Appointments", () => {
  test.use({ allowConsoleErrors: [REFUSED] });

  test("A customer is told the first missing field in the spec's order, then books, edits (new phone, new window) and cancels an appointment, and the dashboard's Upcoming list follows", async ({
    page,
  }) => {
    test.slow(); // about twenty page loads and form posts, beside another worker
    await signUpFreshCustomer(page);
    await page.goto(PAGE);
    await expect(page.getByText("No appointments requested")).toBeVisible();
    await expect(page.getByTestId("service-call-fee")).toHaveText("Service call fee: $89, applied to the repair");

    // Sent empty, the form names the first missing field and moves the focus to it. (The server's refusals, of a
    // window inside the lead time and of another customer's appointment id, are proven by
    // app/routes/customer/appointments.db.test.ts and customer-row-isolation.test.ts.)
    await page.goto(`${PAGE}?new=1`);
    await page.getByRole("button", { name: "Request Appointment" }).click();
    await expect(page.getByText("Address Required")).toBeVisible();
    await expect(page.getByText("Please enter your service address").first()).toBeVisible();
    await expect(page.getByText("Please enter your phone number")).toBeVisible();
    await expect(page.getByLabel("Service Address")).toBeFocused();

    const booked = await bookFirstFreeWindow(page, {
      serviceType: "Installation",
      address: "42 Coral Way, Doral",
      phone: "(305) 555-0123",
    });
    const item = page.getByTestId("appointment");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText("Installation");
    await expect(item).toContainText(booked);
    await expect(item).toContainText("180 minutes");
    await expect(item.getByText("Confirmed", { exact: true })).toBeVisible();

    await page.goto("/customer");
    await expect(page.getByRole("region", { name: "Upcoming Appointments" })).toContainText("Installation");

    // Edit: a new phone and another free window; the service type stays Installation.
    await page.goto(PAGE);
    await item.getByRole("link", { name: /^Edit the Installation appointment/ }).click();
    await expect(page.getByRole("heading", { name: "Edit Appointment" })).toBeVisible();
    await page.getByLabel("Phone Number").fill("305-555-0177");
    const next = await page.locator('input[name="window"]:not([disabled])').nth(2).getAttribute("value");
    const nextLabel = page.locator("label", { has: page.locator(`input[name="window"][value="${next}"]`) });
    const nextName = (await nextLabel.textContent())!;
    await nextLabel.click();
    await page.getByRole("button", { name: "Update Appointment" }).click();
    await expect(page.getByText("Appointment Updated").first()).toBeVisible();
    await expect(item).toContainText("Installation");
    await expect(item).toContainText("305-555-0177");
    await expect(item).toContainText(nextName);

    // Cancel, through the confirmation step.
    await item.getByRole("link", { name: /^Cancel the Installation appointment/ }).click();
    await expect(page.getByRole("alertdialog", { name: "Cancel this appointment?" })).toBeVisible();
    await page.getByRole("button", { name: "Yes, cancel appointment" }).click();
    await expect(page.getByText("Appointment Cancelled").first()).toBeVisible();
    await expect(item.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(item.getByRole("link", { name: /^Edit/ })).toHaveCount(0);

    await page.goto("/customer");
    await expect(page.getByRole("region", { name: "Upcoming Appointments" })).not.toContainText("Installation");
  });

  test("A customer completes the booking with the keyboard only", async ({ page }) => {
    await signUpFreshCustomer(page);
    await page.goto(PAGE);
    await page.getByRole("link", { name: "New Request" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Request an Appointment" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Service Type")).toBeFocused();
    await page.keyboard.type("Maint");
    await expect(page.getByLabel("Service Type")).toHaveValue("Maintenance");
    await expect(page).toHaveURL(/service=Maintenance/);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Zip Code")).toBeFocused();
    await page.keyboard.type(DORAL_ZIP);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Show free windows" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`zip=${DORAL_ZIP}`));
    // The first free window is chosen; the arrow keys move the choice within the radio inputs.
    const chosen = page.getByRole("radio", { checked: true });
    const first = await chosen.getAttribute("value");
    await chosen.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { checked: true })).not.toHaveAttribute("value", first!);
    await page.getByLabel("Service Address").focus();
    await page.keyboard.type("5 Palm Ave, Doral");
    await page.keyboard.press("Tab");
    await page.keyboard.type("305-555-0188");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Appointment Confirmed").first()).toBeVisible();
    await expect(page.getByTestId("appointment")).toContainText("Maintenance");
  });
});

test.describe("Appointments without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowConsoleErrors: [REFUSED] });

  test("A customer books and cancels an appointment with plain form posts", async ({ page }) => {
    await signUpFreshCustomer(page);
    await page.goto(PAGE);
    await page.getByRole("link", { name: "New Request" }).click();
    await expect(page).toHaveURL(/\?new=1$/);

    // A refused post comes back with the field messages on the page.
    await page.getByRole("button", { name: "Request Appointment" }).click();
    await expect(page.getByText("Please enter your service address")).toBeVisible();

    // The windows follow the service type and zip code through a plain post that reloads the form.
    await page.getByLabel("Service Type").selectOption("AC Repair");
    await page.getByLabel("Zip Code").fill(DORAL_ZIP);
    await page.getByRole("button", { name: "Show free windows" }).click();
    await expect(page).toHaveURL(
      new RegExp(`service=AC\\+Repair.*zip=${DORAL_ZIP}|zip=${DORAL_ZIP}.*service=AC\\+Repair`),
    );
    const chosen = page.locator('input[name="window"]:checked');
    await expect(chosen).toHaveCount(1);
    const name = (await page.locator("label", { has: chosen }).textContent())!;
    await page.getByLabel("Service Address").fill("3 Brickell Ave, Doral");
    await page.getByLabel("Phone Number").fill("305-555-0144");
    await page.getByRole("button", { name: "Request Appointment" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    const item = page.getByTestId("appointment");
    await expect(item.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(item).toContainText(name);

    await item.getByRole("link", { name: /^Cancel the AC Repair appointment/ }).click();
    await page.getByRole("button", { name: "Yes, cancel appointment" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(item.getByText("Cancelled", { exact: true })).toBeVisible();
  });
});
