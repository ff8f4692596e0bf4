import { useAppServerOnPostgres } from "./support/app-server-on-postgres";
import { signInAsAdmin } from "./support/demo-logins";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { signUpFreshCustomer } from "./support/fresh-accounts";

/**
 * Paying an invoice online (issue 38 item 3): the office sends a customer's invoice, the customer pays it in the
 * portal through the keyless demo checkout (the same webhook handler Stripe's events run) and the balance is $0. The
 * draft is written to a database of the file's own, as a completed visit would draft it.
 */
// Keyless, as `npm start` is: the demo checkout stands in for Stripe's page.
const server = useAppServerOnPostgres("invoice_pay", { env: () => ({ DEMO_PAYMENTS: "true" }) });
test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument.
  baseURL: async ({}, use) => use(server.origin),
  viewport: { width: 1280, height: 900 },
});

/** A $150.00 draft invoice for the login's customer record (made for it), as a completed repair drafts one. */
async function draftInvoiceFor(email: string): Promise<string> {
  const [customer] = (
    await server.query(
      `insert into customers (first_name, last_name, email, user_id, phone)
       select 'Paula', 'Payer', email, id, '(305) 555-0142' from "user" where email = $1
       on conflict (user_id) do update set first_name = 'Paula', last_name = 'Payer'
       returning id`,
      [email],
    )
  ).rows as { id: string }[];
  const [invoice] = (
    await server.query(
      `insert into invoices (customer_id, kind, status, subtotal_cents, total_cents, balance_cents)
       values ($1, 'visit', 'draft', 15000, 15000, 15000) returning id`,
      [customer!.id],
    )
  ).rows as { id: string }[];
  await server.query(
    `insert into invoice_lines (invoice_id, position, description, unit_price_cents, line_total_cents, discountable)
     values ($1, 0, 'Replaced the capacitor', 15000, 15000, true)`,
    [invoice!.id],
  );
  return invoice!.id;
}

test("The office sends an invoice and the customer pays it online in the portal, and the balance drops to zero", async ({
  page,
}) => {
  test.slow(); // a sign-up, staff and customer sessions, a checkout and a dozen page loads
  const login = await signUpFreshCustomer(page.request, "payer", server.origin);
  const invoiceId = await draftInvoiceFor(login.email);

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
