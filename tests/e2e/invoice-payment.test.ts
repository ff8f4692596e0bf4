import type { Browser } from "@playwright/test";
import { useAppServerOnPostgres } from "./support/app-server-on-postgres";
import { signInAsAdmin } from "./support/demo-logins";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { signUpFreshCustomer } from "./support/fresh-accounts";
import { signInDemoAdminOverHttp } from "./support/http-probe";
import { technicianWithLoginOverHttp } from "./support/technician-login";

/**
 * Getting paid (issue 38): a technician completes a visit on a phone, which drafts its invoice; the office sends it;
 * the customer pays it in the portal through the keyless demo checkout (the same webhook handler Stripe's events run)
 * and the balance is $0. The visit is written to a database of the file's own, assigned to a technician made for it.
 */
// Keyless, as `npm start` is: the demo checkout stands in for Stripe's page.
const server = useAppServerOnPostgres("invoice_pay", { env: () => ({ DEMO_PAYMENTS: "true" }) });
test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument.
  baseURL: async ({}, use) => use(server.origin),
  viewport: { width: 1280, height: 900 },
});

/** A confirmed visit today for the technician, at a customer record of `email`'s login. */
async function visitToday(email: string, technicianId: string): Promise<string> {
  const [customer] = (
    await server.query(
      `insert into customers (first_name, last_name, email, user_id, phone)
       select 'Paula', 'Payer', email, id, '(305) 555-0142' from "user" where email = $1
       on conflict (user_id) do update set first_name = 'Paula', last_name = 'Payer'
       returning id`,
      [email],
    )
  ).rows as { id: string }[];
  const [visit] = (
    await server.query(
      `insert into appointments (customer_id, service_type, appointment_date, window_end, service_address, phone,
         status, technician_id, technician_name)
       values ($1, 'Repair', now(), now() + interval '2 hours', '40 Bay Rd, Miami, FL 33133', '(305) 555-0142',
         'confirmed', $2, 'Invoice Tech')
       returning id`,
      [customer!.id, technicianId],
    )
  ).rows as { id: string }[];
  return visit!.id;
}

/** The technician, on a phone, sets off, arrives and completes the visit with $150.00 charged and not yet paid. */
async function completeOnAPhone(browser: Browser, login: { email: string; password: string }, visitId: string) {
  const phone = await browser.newContext({
    baseURL: server.origin,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(login.email);
  await page.getByLabel("Password", { exact: true }).fill(login.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/tech$/);
  await page.goto(`/tech/visits/${visitId}`);
  await page.getByRole("button", { name: "On my way" }).click();
  await expect(page.getByRole("button", { name: "On my way" })).toHaveCount(0);
  await page.getByRole("button", { name: "Arrived" }).click();
  await expect(page.getByRole("button", { name: "Arrived" })).toHaveCount(0);
  await page.getByLabel("Work done").fill("Replaced the capacitor");
  await page.getByLabel("Amount charged ($)").fill("150.00");
  await page.getByRole("button", { name: "Completed" }).click();
  await expect(page.getByRole("button", { name: "Completed" })).toHaveCount(0);
  await phone.close();
}

test("A technician completes a visit, the office sends its invoice, the customer pays it online in the portal, and the balance drops to zero", async ({
  page,
  browser,
}) => {
  test.slow(); // a sign-up, technician, staff and customer sessions, a checkout and a dozen page loads
  const admin = await signInDemoAdminOverHttp(server.origin);
  const technician = await technicianWithLoginOverHttp(server.origin, admin.cookie, "invpay");
  const login = await signUpFreshCustomer(page.request, "payer", server.origin);
  const visitId = await visitToday(login.email, technician.technicianId);
  await completeOnAPhone(browser, technician, visitId);

  // Completion drafted the visit's invoice in its own transaction (ADR 084).
  const drafted = (await server.query("select id, total_cents from invoices where appointment_id = $1", [visitId]))
    .rows as { id: string; total_cents: number }[];
  expect(drafted).toEqual([expect.objectContaining({ total_cents: 15000 })]);
  const invoiceId = drafted[0]!.id;

  await signInAsAdmin(page, `/admin/invoices/${invoiceId}`);
  await page.getByRole("button", { name: "Send invoice" }).click();
  await expect(page.getByText("Invoice sent")).toBeVisible();
  const number = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  expect(number).toMatch(/^INV-\d{4}-\d{5}$/);

  await page.context().clearCookies();
  const signedIn = await page.request.post("/api/auth/sign-in/email", {
    data: login,
    headers: { origin: server.origin },
  });
  expect(signedIn.status()).toBe(200);
  await page.goto("/customer");
  await expect(page.getByTestId("card-current-balance")).toContainText("$150.00");

  await page.getByRole("link", { name: "Invoices" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("checkbox", { name: `Pay invoice ${number}` }).check();
  await page.getByRole("button", { name: "Pay selected invoices" }).click();

  await expect(page).toHaveURL(/\/demo-invoice-checkout\//);
  await expect(page.getByTestId("demo-checkout-total")).toHaveText("$150.00");
  await page.getByRole("button", { name: "Pay $150.00" }).click();

  await expect(page).toHaveURL(/\/customer\/invoices\?paid=1$/);
  const row = page.getByTestId("customer-invoice-row").filter({ hasText: number });
  await expect(row).toContainText("Paid");
  await expect(row.getByRole("checkbox")).toHaveCount(0);
  await page.goto("/customer");
  await expect(page.getByTestId("card-current-balance")).toContainText("$0.00");
});
