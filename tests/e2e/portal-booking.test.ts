/**
 * Issue 34 item 5: a customer books a free arrival window in the portal, moves it and cancels it, in English and in
 * Spanish; a window whose only technician is taken is shown but never offered. This file runs its own server on a
 * PostgreSQL database of its own and makes one technician the only one in Doral (one place in each Doral window).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { useAppServerOnPostgres } from "./support/app-server-on-postgres";
import { insertTechnician } from "./support/e2e-technicians";

const PAGE = "/customer/appointments";
const DORAL_ZIP = "33178";

const server = useAppServerOnPostgres("portal_booking");

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  await insertTechnician(server.query, { name: "Ana Torres", email: "ana.torres@awac.example", zones: ["Doral"] });
});

async function signUp(request: APIRequestContext, firstName: string): Promise<void> {
  const response = await request.post(`${server.origin}/api/auth/sign-up/email`, {
    data: {
      name: `${firstName} Reyes`,
      email: uniqueEmail("booking"),
      password: "Cool-Breeze-2031!",
      firstName,
      lastName: "Reyes",
    },
    headers: { Origin: server.origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Another customer takes the window pre-selected for AC Repair in Doral, over plain HTTP as a browser without
 * JavaScript would: the only technician's place in it is gone. Answers the window's id.
 */
async function anotherCustomerTakesTheFirstWindow(page: Page): Promise<string> {
  const context = await page.context().browser()!.newContext();
  try {
    await signUp(context.request, "Beto");
    const form = await context.request.get(`${server.origin}${PAGE}?new=1&service=AC+Repair&zip=${DORAL_ZIP}`);
    const html = await form.text();
    const first = [...html.matchAll(/<input[^>]*name="window"[^>]*>/g)]
      .map((match) => match[0])
      .find((input) => input.includes('checked=""') && !input.includes("disabled"))
      ?.match(/value="([^"]+)"/)?.[1];
    expect(first, "a window pre-selected for the other customer").toBeTruthy();
    const booked = await context.request.post(`${server.origin}${PAGE}`, {
      form: {
        intent: "create",
        serviceType: "AC Repair",
        zipCode: DORAL_ZIP,
        window: first!,
        serviceAddress: "1 Other St, Doral",
        phone: "(305) 555-0101",
      },
      headers: { Origin: server.origin },
      maxRedirects: 0,
    });
    expect(booked.status(), (await booked.text()).slice(0, 300)).toBe(302);
    return first!;
  } finally {
    await context.close();
  }
}

/** The label around a window's radio input (the input itself is drawn by its label). */
const windowChoice = (page: Page, id: string) =>
  page.locator("label", { has: page.locator(`input[name="window"][value="${id}"]`) });

const WORDS = {
  en: {
    openForm: "New Request",
    zip: "Zip Code",
    showWindows: "Show free windows",
    address: "Service Address",
    phone: "Phone Number",
    submit: "Request Appointment",
    booked: "Appointment Confirmed",
    reschedule: /^Edit the AC Repair appointment/,
    rescheduleHeading: "Edit Appointment",
    submitReschedule: "Update Appointment",
    rescheduled: "Appointment Updated",
    cancel: /^Cancel the AC Repair appointment/,
    confirmCancel: "Yes, cancel appointment",
    cancelled: "Appointment Cancelled",
    cancelledBadge: "Cancelled",
    taken: "Taken",
    more: "More dates",
  },
  es: {
    openForm: "Nueva solicitud",
    zip: "Código postal",
    showWindows: "Ver franjas libres",
    address: "Dirección del servicio",
    phone: "Número de teléfono",
    submit: "Solicitar cita",
    booked: "Cita confirmada",
    reschedule: /^Editar la cita de Reparación de aire acondicionado/,
    rescheduleHeading: "Editar la cita",
    submitReschedule: "Actualizar cita",
    rescheduled: "Cita actualizada",
    cancel: /^Cancelar la cita de Reparación de aire acondicionado/,
    confirmCancel: "Sí, cancelar la cita",
    cancelled: "Cita cancelada",
    cancelledBadge: "Cancelada",
    taken: "Ocupada",
    more: "Más fechas",
  },
} as const;

// One run, in Spanish: the English screen books, edits and cancels in portal-appointments.test.ts, on the same picker.
for (const locale of ["es"] as (keyof typeof WORDS)[]) {
  const w = WORDS[locale];

  test(`A customer books a free window, reschedules it and cancels it, and a full window is not offered (${locale})`, async ({
    page,
  }) => {
    test.slow();
    const taken = await anotherCustomerTakesTheFirstWindow(page);
    await signUp(page.request, locale === "en" ? "Alma" : "Lucía");
    await page.goto(`${server.origin}${PAGE}`);
    if (locale === "es") await page.getByRole("button", { name: "Español" }).click();
    await page.getByRole("link", { name: w.openForm }).click();

    // The service type first; the customer record has no zip code yet, so the form asks for it.
    await page.locator('select[name="serviceType"]').selectOption("AC Repair");
    await expect(page).toHaveURL(/service=AC\+Repair/);
    await page.getByLabel(w.zip).fill(DORAL_ZIP);
    await page.getByRole("button", { name: w.showWindows }).click();
    await expect(page).toHaveURL(new RegExp(`zip=${DORAL_ZIP}`));

    // The other customer's window is shown taken and cannot be chosen; the first free one is chosen already.
    const takenRadio = page.locator(`input[name="window"][value="${taken}"]`);
    await expect(takenRadio).toBeDisabled();
    await expect(windowChoice(page, taken)).toContainText(w.taken);
    const chosen = page.getByRole("radio", { checked: true });
    await expect(chosen).toHaveCount(1);
    const first = (await chosen.getAttribute("value"))!;
    expect(first).not.toBe(taken);
    const firstName = (await windowChoice(page, first).textContent())!;

    await page.getByLabel(w.address).fill("42 Coral Way, Doral");
    await page.getByLabel(w.phone).fill("(305) 555-0123");
    await page.getByRole("button", { name: w.submit }).click();
    await expect(page.getByText(w.booked).first()).toBeVisible();
    const item = page.getByTestId("appointment");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(firstName);

    // Reschedule: the picker again, another free window.
    await item.getByRole("link", { name: w.reschedule }).click();
    await expect(page.getByRole("heading", { name: w.rescheduleHeading })).toBeVisible();
    await expect(page.locator(`input[name="window"][value="${first}"]`)).toBeDisabled(); // its own place, now taken
    const free = page.locator('input[name="window"]:not([disabled])');
    const next = (await free.nth(1).getAttribute("value"))!;
    await windowChoice(page, next).click();
    await expect(page.locator(`input[name="window"][value="${next}"]`)).toBeChecked();
    const nextName = (await windowChoice(page, next).textContent())!;
    await page.getByRole("button", { name: w.submitReschedule }).click();
    await expect(page.getByText(w.rescheduled).first()).toBeVisible();
    await expect(item).toContainText(nextName);

    // Later dates page by plain links.
    await page.goto(`${server.origin}${PAGE}?new=1&service=AC+Repair`);
    const firstDay = await page.locator('[role="radiogroup"]').first().getAttribute("aria-label");
    await page.getByRole("link", { name: w.more }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
    await expect(page.locator('[role="radiogroup"]').first()).not.toHaveAttribute("aria-label", firstDay!);
    await page.goto(`${server.origin}${PAGE}`);

    // Cancel, through the confirmation step: the place is free again.
    await item.getByRole("link", { name: w.cancel }).click();
    await page.getByRole("button", { name: w.confirmCancel }).click();
    await expect(page.getByText(w.cancelled).first()).toBeVisible();
    await expect(item.getByText(w.cancelledBadge, { exact: true })).toBeVisible();
    await expect(item.getByRole("link", { name: w.reschedule })).toHaveCount(0);
  });
}
