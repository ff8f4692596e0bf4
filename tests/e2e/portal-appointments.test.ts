import type { Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { signInAsAdmin } from "./support/demo-logins";
import { weekdayInMiami } from "./support/miami-dates";

const PAGE = "/customer/appointments";
// Refused posts answer 400/404/409, which Chromium reports as a failed resource in the console.
const REFUSED = /Failed to load resource: the server responded with a status of 40[049]/;

/** A fresh customer per test (tests may run in parallel later), signed up through the auth endpoint. */
async function signUpFreshCustomer(page: Page, baseURL: string, firstName = "Alma"): Promise<string> {
  const email = uniqueEmail("appointments");
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { name: `${firstName} Reyes`, email, password: "Cool-Breeze-2031!", firstName, lastName: "Reyes" },
    headers: { Origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

/** "2026-06-03" → "Jun 3, 2026", as the screen prints it. */
function usDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}

async function requestAppointment(
  page: Page,
  fields: { serviceType: string; date: string; address: string; phone: string },
) {
  await page.goto(`${PAGE}?new=1`);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.getByLabel("Service Type").selectOption(fields.serviceType);
  await page.getByLabel("Preferred Date & Time").fill(fields.date);
  await page.getByLabel("Service Address").fill(fields.address);
  await page.getByLabel("Phone Number").fill(fields.phone);
  await page.getByRole("button", { name: "Request Appointment" }).click();
  await expect(page.getByText("Appointment Scheduled").first()).toBeVisible();
}

/** Posts the screen's form the way a browser without JavaScript would (same origin, session cookie). */
function postForm(page: Page, baseURL: string, form: Record<string, string>) {
  return page.request.post(PAGE, { form, headers: { Origin: baseURL }, maxRedirects: 0 });
}

test.describe("Appointments", () => {
  test.use({ allowConsoleErrors: [REFUSED] });

  test("A customer requests, edits and cancels an appointment, and the dashboard's Upcoming list follows", async ({
    page,
    baseURL,
  }) => {
    await signUpFreshCustomer(page, baseURL!);
    await page.goto(PAGE);
    await expect(page.getByText("No appointments requested")).toBeVisible();
    await expect(page.getByTestId("service-call-fee")).toHaveText("Service call fee: $89, applied to the repair");

    const day = weekdayInMiami(4);
    await requestAppointment(page, {
      serviceType: "Installation",
      date: `${day}T10:00`,
      address: "42 Coral Way, Miami",
      phone: "(305) 555-0123",
    });
    const item = page.getByTestId("appointment");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText("Installation");
    await expect(item).toContainText(`${usDate(day)}, 10:00 AM`);
    await expect(item).toContainText("60 minutes");
    await expect(item.getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(item).toContainText("We'll contact you within 24 hours to confirm this appointment");

    await page.goto("/customer");
    const upcoming = page.getByRole("region", { name: "Upcoming Appointments" });
    await expect(upcoming).toContainText("Installation");
    await expect(upcoming).toContainText(usDate(day));

    // Edit: a new time and address; the service type stays Installation.
    await page.goto(PAGE);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await item.getByRole("link", { name: /^Edit the Installation appointment/ }).click();
    await expect(page.getByRole("heading", { name: "Edit Appointment" })).toBeVisible();
    await expect(page.getByLabel("Service Address")).toHaveValue("42 Coral Way, Miami");
    const later = weekdayInMiami(6);
    await page.getByLabel("Preferred Date & Time").fill(`${later}T14:30`);
    await page.getByLabel("Service Address").fill("77 Ocean Dr, Miami Beach");
    await page.getByLabel("Estimated Duration").selectOption("120");
    await page.getByRole("button", { name: "Update Appointment" }).click();
    await expect(page.getByText("Your appointment has been updated successfully.")).toBeVisible();
    await expect(item).toContainText("Installation");
    await expect(item).toContainText(`${usDate(later)}, 2:30 PM`);
    await expect(item).toContainText("77 Ocean Dr, Miami Beach");
    await expect(item).toContainText("120 minutes");

    await page.goto("/customer");
    await expect(page.getByRole("region", { name: "Upcoming Appointments" })).toContainText(usDate(later));

    // Cancel, through the confirmation step.
    await page.goto(PAGE);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await item.getByRole("link", { name: /^Cancel the Installation appointment/ }).click();
    await expect(page.getByRole("alertdialog", { name: "Cancel this appointment?" })).toBeVisible();
    await page.getByRole("button", { name: "Yes, cancel appointment" }).click();
    await expect(page.getByText("Appointment Cancelled").first()).toBeVisible();
    await expect(item.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(item.getByRole("link", { name: /^Edit/ })).toHaveCount(0);

    await page.goto("/customer");
    await expect(page.getByRole("region", { name: "Upcoming Appointments" })).not.toContainText("Installation");
  });

  test("A customer completes the request with the keyboard only", async ({ page, baseURL }) => {
    await signUpFreshCustomer(page, baseURL!);
    await page.goto(PAGE);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.getByRole("link", { name: "New Request" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Request an Appointment" })).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Service Type")).toBeFocused();
    await page.keyboard.type("Maint");
    await expect(page.getByLabel("Service Type")).toHaveValue("Maintenance");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Preferred Date & Time")).toBeFocused();
    const [year, month, dayOfMonth] = weekdayInMiami(5).split("-");
    await page.keyboard.type(`${month}${dayOfMonth}${year}`);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.type("0900AM");
    await expect(page.getByLabel("Preferred Date & Time")).toHaveValue(`${year}-${month}-${dayOfMonth}T09:00`);
    // The date input's segments take Tab presses of their own: jump on by label focus is not a mouse.
    await page.getByLabel("Service Address").focus();
    await page.keyboard.type("5 Palm Ave, Miami");
    await page.keyboard.press("Tab");
    await page.keyboard.type("305-555-0188");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Appointment Scheduled").first()).toBeVisible();
    await expect(page.getByTestId("appointment")).toContainText("Maintenance");
  });

  test("The form names the first missing field in the spec's order", async ({ page, baseURL }) => {
    await signUpFreshCustomer(page, baseURL!);
    await page.goto(`${PAGE}?new=1`);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.getByRole("button", { name: "Request Appointment" }).click();
    await expect(page.getByText("Address Required")).toBeVisible();
    await expect(page.getByText("Please enter your service address").first()).toBeVisible();
    await expect(page.getByText("Please enter your phone number")).toBeVisible();
    await expect(page.getByLabel("Service Address")).toBeFocused();
  });

  test("The server refuses a time less than 24 hours ahead with the message", async ({ page, baseURL }) => {
    await signUpFreshCustomer(page, baseURL!);
    const soon = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "America/New_York",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .format(new Date(Date.now() + 2 * 3_600_000))
      .replace(" ", "T");
    const response = await postForm(page, baseURL!, {
      intent: "create",
      serviceType: "AC Repair",
      appointmentDate: soon,
      serviceAddress: "1 Main St",
      phone: "305-555-0100",
      durationMinutes: "60",
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Please choose a time at least 24 hours from now");
    await page.goto(PAGE);
    await expect(page.getByText("No appointments requested")).toBeVisible();
  });

  test("Another customer's appointment id answers 404 in the URL and in a posted body, and nothing changes", async ({
    page,
    baseURL,
    browser,
  }) => {
    // The owner requests an appointment in a context of their own.
    const ownerContext = await browser.newContext({ baseURL });
    const owner = await ownerContext.newPage();
    await signUpFreshCustomer(owner, baseURL!, "Olga");
    await requestAppointment(owner, {
      serviceType: "Consultation",
      date: `${weekdayInMiami(4)}T11:00`,
      address: "9 Owner St",
      phone: "305-555-0111",
    });
    const editHref = await owner.getByRole("link", { name: /^Edit the Consultation/ }).getAttribute("href");
    const ownersId = new URLSearchParams(editHref!.split("?")[1]).get("edit")!;

    await signUpFreshCustomer(page, baseURL!, "Ivan");
    for (const path of [`${PAGE}?edit=${ownersId}`, `${PAGE}?cancel=${ownersId}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    const edit = await postForm(page, baseURL!, {
      intent: "edit",
      appointmentId: ownersId,
      appointmentDate: `${weekdayInMiami(7)}T09:00`,
      serviceAddress: "Stolen St",
      phone: "305-555-0999",
    });
    expect(edit.status()).toBe(404);
    const cancel = await postForm(page, baseURL!, { intent: "cancel", appointmentId: ownersId });
    expect(cancel.status()).toBe(404);

    await owner.goto(PAGE);
    const item = owner.getByTestId("appointment");
    await expect(item).toContainText("9 Owner St");
    await expect(item.getByText("Scheduled", { exact: true })).toBeVisible();
    await ownerContext.close();
  });
});

test.describe("Editing a confirmed appointment", () => {
  test.use({ allowConsoleErrors: [REFUSED] });

  test("A customer fixes the phone and the note of a confirmed visit and it stays confirmed; the form says before saving that a new time would need confirming again", async ({
    page,
    baseURL,
    browser,
  }) => {
    test.slow(); // the office confirms the visit in a browser of its own
    const email = await signUpFreshCustomer(page, baseURL!, "Celia");
    const day = weekdayInMiami(4);
    await requestAppointment(page, {
      serviceType: "Maintenance",
      date: `${day}T10:00`,
      address: "8 Palm Ave, Miami",
      phone: "(305) 555-0108",
    });
    const staff = await browser.newContext({ baseURL });
    try {
      const admin = await staff.newPage();
      await signInAsAdmin(admin);
      await admin.goto("/admin/appointments?status=pending");
      const row = admin.getByTestId("request-row").filter({ hasText: email });
      await row.getByRole("link", { name: /^Schedule the Maintenance request/ }).click();
      await admin
        .getByRole("dialog", { name: "Schedule Appointment" })
        .getByRole("button", { name: "Confirm Appointment" })
        .click();
      await expect(admin.locator("[data-sonner-toast]").filter({ hasText: "Status Updated" })).toBeVisible();
    } finally {
      await staff.close();
    }

    const item = page.getByTestId("appointment");
    const note = page.getByTestId("time-change-note");
    const openEdit = async () => {
      await page.goto(PAGE);
      await item.getByRole("link", { name: /^(Edit|Modificar) / }).click();
      await expect(page.getByLabel(/Preferred Date & Time|Fecha y hora/)).toHaveValue(`${day}T10:00`);
    };
    await openEdit();
    await expect(item.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(note).toBeEmpty();
    await page.getByLabel("Phone Number").fill("(305) 555-0199");
    await page.getByLabel("Additional Notes").fill("Call when you are close");
    await expect(note).toBeEmpty();
    // A new duration or date is announced before saving, and taking it back takes the note away.
    await page.getByLabel("Estimated Duration").selectOption("120");
    await expect(note).toContainText("A new date or duration puts it back to scheduled");
    await page.getByLabel("Estimated Duration").selectOption("60");
    await expect(note).toBeEmpty();
    await page.getByRole("button", { name: "Update Appointment" }).click();
    await expect(page.getByText("Your appointment has been updated successfully.").first()).toBeVisible();
    await expect(item.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(item).toContainText("(305) 555-0199");
    await expect(item).not.toContainText("We'll contact you within 24 hours to confirm this appointment");

    await page.getByRole("button", { name: "Español" }).click();
    await openEdit();
    await page.getByLabel(/Fecha y hora/).fill(`${day}T11:00`);
    await expect(note).toContainText("Una fecha o una duración nuevas la devuelven a programada");
    await page.getByRole("button", { name: "English" }).click();
    await openEdit();
    await page.getByLabel("Preferred Date & Time").fill(`${day}T11:00`);
    await expect(note).toContainText("A new date or duration puts it back to scheduled");
    await page.getByRole("button", { name: "Update Appointment" }).click();
    await expect(page.getByText("Your appointment has been updated successfully.").first()).toBeVisible();
    await expect(item.getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(item).toContainText("We'll contact you within 24 hours to confirm this appointment");
  });
});

test.describe("Appointments without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowConsoleErrors: [REFUSED] });

  test("A customer requests and cancels an appointment with plain form posts", async ({ page, baseURL }) => {
    await signUpFreshCustomer(page, baseURL!);
    await page.goto(PAGE);
    await page.getByRole("link", { name: "New Request" }).click();
    await expect(page).toHaveURL(/\?new=1$/);

    // A refused post comes back with the field messages on the page.
    await page.getByRole("button", { name: "Request Appointment" }).click();
    await expect(page.getByText("Please enter your service address")).toBeVisible();

    const day = weekdayInMiami(3);
    await page.getByLabel("Service Type").selectOption("AC Repair");
    await page.getByLabel("Preferred Date & Time").fill(`${day}T08:30`);
    await page.getByLabel("Service Address").fill("3 Brickell Ave, Miami");
    await page.getByLabel("Phone Number").fill("305-555-0144");
    await page.getByRole("button", { name: "Request Appointment" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    const item = page.getByTestId("appointment");
    await expect(item.getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(item).toContainText(`${usDate(day)}, 8:30 AM`);

    await item.getByRole("link", { name: /^Cancel the AC Repair appointment/ }).click();
    await page.getByRole("button", { name: "Yes, cancel appointment" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(item.getByText("Cancelled", { exact: true })).toBeVisible();
  });
});
