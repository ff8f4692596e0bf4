import { useAppServerOnPostgres } from "./support/app-server-on-postgres";
import { signInAsAdmin } from "./support/demo-logins";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

/**
 * "Get the customer's link" (issue 38): a quote or invoice for a customer record without an e-mail address (a visitor
 * who booked by phone) cannot be mailed, so staff get its link on the record's page, shown once, and give it to the
 * customer themselves. It works without JavaScript (the link is text to select); Copy comes with it.
 */
const server = useAppServerOnPostgres("customer_link");
test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument.
  baseURL: async ({}, use) => use(server.origin),
});

/** A visitor's guest record with a phone and no e-mail address, as a phone booking makes one. */
async function phoneOnlyGuest(): Promise<string> {
  const { rows } = await server.query(
    `insert into customers (first_name, last_name, phone, address_line1, city, zip_code, source)
     values ('Pablo', 'Phone', '(305) 555-0188', '9 Bay Rd', 'Miami', '33176', 'guest') returning id`,
  );
  return (rows[0] as { id: string }).id;
}

test("Staff give a phone-only guest the link to a quote, without JavaScript, and the guest opens it", async ({
  browser,
  page,
}) => {
  test.slow(); // three browser contexts and a dozen page loads
  const customerId = await phoneOnlyGuest();
  await signInAsAdmin(page, `/admin/quotes/new?customer=${customerId}`);
  await page.getByLabel("What it is for").fill("New 3-ton AC system");
  await page.getByLabel("Visit to book when approved").selectOption("Installation");
  const good = page.getByTestId("quote-option-1");
  await good.getByLabel("Short description").fill("Same-size system, standard efficiency");
  const line = good.getByRole("group", { name: "Option 1, line 1" });
  await line.getByLabel("Description").fill("Condenser and air handler");
  await line.getByLabel("Unit price ($)").fill("4000.01");
  await page.getByTestId("quote-save").click();
  await expect(page.getByText("Draft saved")).toBeVisible();

  // Nothing can be e-mailed, and neither the button nor the answer pretends otherwise.
  await expect(page.getByText("No e-mail on file: nothing is e-mailed")).toBeVisible();
  await page.getByTestId("quote-send").click();
  await expect(page.getByText(/is numbered and sent, but nothing was e-mailed/)).toBeVisible();
  const number = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  const quotePath = new URL(page.url()).pathname;

  // The same staff session, with JavaScript off: the form posts, the link comes back as text, and no Copy button.
  const plain = await browser.newContext({
    baseURL: server.origin,
    storageState: await page.context().storageState(),
    javaScriptEnabled: false,
  });
  const staff = await plain.newPage();
  await staff.goto(quotePath);
  const card = staff.getByRole("region", { name: "Get the customer's link" });
  await expect(card).toContainText("No e-mail on file: nothing was e-mailed to this customer.");
  await card.getByRole("button", { name: "Get the link" }).click();
  const shown = card.getByTestId("customer-link-url");
  await expect(shown).toHaveText(new RegExp(`^${server.origin}/quote/[A-Za-z0-9_-]{43}$`));
  await expect(card).toContainText(`It opens quote ${number} for whoever has it, without signing in, until`);
  await expect(card).toContainText("Give it only to Pablo Phone, phone on file (305) 555-0188.");
  await expect(card.getByTestId("customer-link-copy")).toHaveCount(0);
  const link = (await shown.innerText()).trim();
  await plain.close();

  // The guest opens it on their own phone, signed in to nothing.
  const guest = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await guest.newPage();
  await phone.goto(link);
  await expect(phone.getByRole("heading", { level: 1, name: `Quote ${number}` })).toBeVisible();
  await expect(phone.getByTestId("quote-option")).toHaveCount(1);
  await guest.close();

  // The office's audit log lists it under Quotes.
  await page.goto("/admin/audit?area=quotes");
  await expect(page.getByText("Quote link given to staff for the customer")).toBeVisible();
});

test("Staff copy the Spanish link of an open invoice for a customer without e-mail", async ({ page, context }) => {
  // The demo's entered balances are open invoices: one of them, for a record whose e-mail is taken away, in Spanish.
  const { rows } = await server.query(
    `update invoices set locale = 'es' where id = (select id from invoices where status = 'open' order by number limit 1)
     returning id, number, customer_id`,
  );
  const invoice = rows[0] as { id: string; number: string; customer_id: string };
  await server.query(`update customers set email = null where id = $1`, [invoice.customer_id]);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.origin });

  await signInAsAdmin(page, `/admin/invoices/${invoice.id}`);
  const card = page.getByRole("region", { name: "Get the customer's link" });
  await expect(card).toContainText("No e-mail on file");
  await card.getByRole("button", { name: "Get the link" }).click();
  const shown = card.getByTestId("customer-link-url");
  await expect(shown).toHaveText(new RegExp(`^${server.origin}/es/invoice/[A-Za-z0-9_-]{43}$`));
  await expect(card).toContainText(`It opens invoice ${invoice.number} for whoever has it`);
  await expectNoAxeViolations(page);

  await card.getByTestId("customer-link-copy").click();
  await expect(card.getByRole("status")).toHaveText("Copied.");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe((await shown.innerText()).trim());

  // The link opens that invoice, in Spanish, without a session (or, past its 14 days, first asks for the digits).
  const visitor = await page.context().browser()!.newContext();
  const stranger = await visitor.newPage();
  await stranger.goto(copied);
  await expect(stranger.locator("html")).toHaveAttribute("lang", "es");
  await expect(stranger.getByRole("main")).toContainText(invoice.number);
  await visitor.close();
});
