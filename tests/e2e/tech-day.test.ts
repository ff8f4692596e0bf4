import type { Page } from "@playwright/test";
import sharp from "sharp";
import { useAppServerOnPostgres } from "./support/app-server-on-postgres";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { signUpFreshCustomer } from "./support/fresh-accounts";
import { signInDemoAdminOverHttp } from "./support/http-probe";
import { technicianWithLoginOverHttp } from "./support/technician-login";

/**
 * The technician's day on a phone (issue 35): visits are assigned rows no screen of this build makes yet, so this
 * file runs its own server on a PostgreSQL database of its own and writes the visit there.
 */
const server = useAppServerOnPostgres("tech_day");
test.describe.configure({ mode: "serial" });
test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument.
  baseURL: async ({}, use) => use(server.origin),
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
});

let technician: { email: string; password: string; technicianId: string };
let customer: { email: string; password: string };

/** A confirmed visit for the technician now (today in Miami), at a customer record of `customerEmail`'s login. */
async function visitToday(customerEmail: string, name: { first: string; last: string }): Promise<string> {
  const [record] = (
    await server.query(
      `insert into customers (first_name, last_name, email, user_id, service_plan, equipment_type, equipment_brand)
       select $2, $3, email, id, 'premium_care', 'Central AC', 'Carrier' from "user" where email = $1
       on conflict (user_id) do update set first_name = $2, last_name = $3
       returning id`,
      [customerEmail, name.first, name.last],
    )
  ).rows as { id: string }[];
  const [visit] = (
    await server.query(
      `insert into appointments (customer_id, service_type, appointment_date, window_end, service_address, phone,
         customer_notes, status, technician_id, technician_name)
       values ($1, 'Maintenance', now(), now() + interval '2 hours', '12 Palm Ave, Coral Gables, FL 33134',
         '(305) 555-0100', 'Dog in the yard', 'confirmed', $2, 'matrix Tech')
       returning id`,
      [record!.id, technician.technicianId],
    )
  ).rows as { id: string }[];
  return visit!.id;
}

async function signIn(page: Page, login: { email: string; password: string }) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(login.email);
  await page.getByLabel("Password", { exact: true }).fill(login.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function photoFile() {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 80, b: 150 } } })
    .jpeg()
    .toBuffer();
  return { name: "coil.jpg", mimeType: "image/jpeg", buffer };
}

test.beforeAll(async ({ browser }) => {
  const admin = await signInDemoAdminOverHttp(server.origin);
  technician = await technicianWithLoginOverHttp(server.origin, admin.cookie, "techday");
  const context = await browser.newContext({ baseURL: server.origin });
  customer = await signUpFreshCustomer(context.request, "techday", server.origin);
  await context.close();
});

test("A technician signs in, sees today's visit, sets off, arrives and completes it with a photo that the customer sees", async ({
  page,
  browser,
}) => {
  const visitId = await visitToday(customer.email, { first: "Rosa", last: "Díaz" });
  await signIn(page, technician);
  await expect(page).toHaveURL(/\/tech$/);
  await expect(page.getByRole("heading", { name: "Today's visits" })).toBeVisible();
  await expect(page.locator("#tech-sync-status")).toHaveAttribute("aria-live", "polite");
  const card = page.getByRole("listitem").filter({ hasText: "Rosa Díaz" });
  await expect(card.getByRole("link", { name: /Open 12 Palm Ave/ })).toHaveAttribute(
    "href",
    `https://maps.google.com/?q=${encodeURIComponent("12 Palm Ave, Coral Gables, FL 33134")}`,
  );
  await expect(card.getByRole("link", { name: /Call/ })).toHaveAttribute("href", "tel:3055550100");
  await expect(card.getByText("Plan member")).toBeVisible();
  await expect(card.getByText("Central AC · Carrier")).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole("link", { name: /Rosa Díaz/ }).click();
  await expect(page).toHaveURL(new RegExp(`/tech/visits/${visitId}$`));
  // The visit page is scanned once, in the Spanish test below.
  // Online, the phone's queue (ADR 079) sends each action at once and the page reloads its data: the next step shows.
  await page.getByRole("button", { name: "On my way" }).click();
  await expect(page.getByRole("button", { name: "On my way" })).toHaveCount(0);
  await expect(page.locator("#tech-sync-status")).toContainText("All sent.");
  await page.getByRole("button", { name: "Arrived" }).click();
  await expect(page.getByRole("button", { name: "Arrived" })).toHaveCount(0);

  await page.getByLabel("Work done").fill("Cleaned the coil and replaced the filter");
  await page.getByLabel("Amount charged ($)").fill("149.50");
  await page.getByLabel("Payment").selectOption("paid");
  await page.getByLabel("Photos (up to 4)").setInputFiles(await photoFile());
  await page.getByLabel("Notes for the customer").fill("Change the filter every 3 months");
  await page.getByRole("button", { name: "Completed" }).click();
  await expect(page.getByRole("button", { name: "Completed" })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to my day" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Rosa Díaz" }).getByText("Completed")).toBeVisible();

  const customerContext = await browser.newContext({ baseURL: server.origin });
  const portal = await customerContext.newPage();
  await signIn(portal, customer);
  await expect(portal).toHaveURL(/\/customer(\/dashboard)?$/);
  await portal.goto("/customer/history");
  const record = portal.getByTestId("history-record").filter({ hasText: "Cleaned the coil" });
  await expect(record).toContainText("Change the filter every 3 months");
  const photo = record.getByTestId("history-record-photo");
  await expect(photo).toHaveCount(1);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await customerContext.close();
});

test("A technician whose language is Spanish gets the day in Spanish", async ({ page }) => {
  await server.query("update technicians set locale = 'es' where id = $1", [technician.technicianId]);
  await visitToday(customer.email, { first: "Rosa", last: "Díaz" });
  await signIn(page, technician);
  await expect(page).toHaveURL(/\/tech$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: "Visitas de hoy" })).toBeVisible();
  // The first visit was completed by the test before: this one, later today, is still confirmed.
  const card = page.getByRole("listitem").filter({ hasText: "Confirmada" });
  await card.getByRole("link", { name: /Rosa Díaz/ }).click();
  await expect(page.getByRole("button", { name: "En camino" })).toBeVisible();
  await expect(page.getByLabel("Trabajo realizado")).toBeVisible();
  await expectNoAxeViolations(page);
});
