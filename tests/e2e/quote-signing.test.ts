import { useAppServerOnPostgres } from "./support/app-server-on-postgres";
import { signInAsAdmin } from "./support/demo-logins";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

/**
 * Quotes (issue 38 item 4): the office builds a good/better quote for a visitor's guest record (no login) and sends
 * it; the visitor opens the mailed link on a phone, compares the options, picks one, types their name, draws a
 * signature and pays the 25% deposit through the keyless demo checkout (the same webhook handler Stripe's events
 * run), then is offered times for the visit. The back office then shows the signature record and the paid deposit.
 */
// Keyless, as `npm start` is: the demo checkout stands in for Stripe's page.
const server = useAppServerOnPostgres("quote_sign", { env: () => ({ DEMO_PAYMENTS: "true" }) });
test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument.
  baseURL: async ({}, use) => use(server.origin),
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  // The first Sign, without a signature, is refused with 400 on purpose: the browser logs the refused post.
  allowConsoleErrors: [/Failed to load resource: the server responded with a status of 400/],
});

/** A visitor's guest record, as booking without an account makes one (source guest, no login). */
async function guestRecord(): Promise<string> {
  const [row] = (
    await server.query(
      `insert into customers (first_name, last_name, email, phone, address_line1, city, zip_code, source)
       values ('Gina', 'Guest', 'gina.guest@example.com', '(305) 555-0166', '12 Palm Ave', 'Miami', '33176', 'guest')
       returning id`,
    )
  ).rows as { id: string }[];
  return row!.id;
}

/** The link the queued quote e-mail carries (the mail is in the outbox: no mail server in the suite). */
async function mailedQuoteLink(): Promise<string> {
  const { rows } = await server.query(
    `select payload from jobs where type = 'email.send' and payload->>'kind' = 'quote-sent' order by created_at desc limit 1`,
  );
  const text = JSON.stringify(rows[0]?.payload ?? {});
  const link = /https?:\/\/[^"\s\\]+\/quote\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  expect(link, "the quote e-mail's link").toBeTruthy();
  return new URL(link!).pathname;
}

test("A visitor signs a quote on a phone and pays the deposit", async ({ page, browser }) => {
  test.slow(); // staff and visitor sessions, a checkout and a dozen page loads
  const customerId = await guestRecord();

  // The office, on a desktop screen of its own, builds and sends the quote.
  const office = await browser.newContext({ baseURL: server.origin, viewport: { width: 1280, height: 900 } });
  const staff = await office.newPage();
  await signInAsAdmin(staff, `/admin/quotes/new?customer=${customerId}`);
  await staff.getByLabel("What it is for").fill("New 3-ton AC system");
  await staff.getByLabel("Visit to book when approved").selectOption("Installation");
  const good = staff.getByTestId("quote-option-1");
  await good.getByLabel("Short description").fill("Same-size system, standard efficiency");
  await good
    .getByRole("group", { name: "Option 1, line 1" })
    .getByLabel("Description")
    .fill("Condenser and air handler");
  await good.getByRole("group", { name: "Option 1, line 1" }).getByLabel("Unit price ($)").fill("4000.01");
  const better = staff.getByTestId("quote-option-2");
  await better.getByLabel("Short description").fill("High efficiency with a smart thermostat");
  await better.getByRole("group", { name: "Option 2, line 1" }).getByLabel("Description").fill("16 SEER2 system");
  await better.getByRole("group", { name: "Option 2, line 1" }).getByLabel("Unit price ($)").fill("5000.02");
  await staff.getByTestId("quote-save").click();
  await expect(staff.getByText("Draft saved")).toBeVisible();
  await staff.getByTestId("quote-send").click();
  await expect(staff.getByText("Quote sent")).toBeVisible();
  const number = (await staff.getByRole("heading", { level: 1 }).innerText()).trim();
  expect(number).toMatch(/^Q-\d{4}-\d{5}$/);
  const quotePath = staff.url();

  // The visitor opens the mailed link on a phone: the options side by side, each with its total and deposit.
  await page.goto(await mailedQuoteLink());
  await expect(page.getByRole("heading", { level: 1, name: `Quote ${number}` })).toBeVisible();
  const options = page.getByTestId("quote-option");
  await expect(options).toHaveCount(2);
  await expect(options.nth(0).getByTestId("quote-option-total")).toHaveText("$4,000.01");
  await expect(options.nth(1).getByTestId("quote-option-deposit")).toHaveText("$1,250.01");
  await expectNoAxeViolations(page);

  // Signing without a signature is refused in words, and the choice and name typed are kept.
  await options.nth(1).getByText("Choose Better").click();
  await page.getByLabel("Your full name").fill("Gina Guest");
  await page.getByRole("button", { name: "Sign and pay the deposit" }).click();
  await expect(page.getByText("Sign in the box").first()).toBeVisible();
  await expect(page.getByLabel("Your full name")).toHaveValue("Gina Guest");

  // A signature drawn with a finger (pointer events), then on to the deposit.
  const pad = page.getByTestId("signature-pad");
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [dx, dy] of [
    [40, -20],
    [70, 10],
    [100, -25],
    [140, 5],
    [180, -10],
  ] as const)
    await page.mouse.move(box.x + 20 + dx, box.y + box.height * 0.6 + dy, { steps: 3 });
  await page.mouse.up();
  await options.nth(1).getByText("Choose Better").click();
  await page.getByRole("button", { name: "Sign and pay the deposit" }).click();

  await expect(page).toHaveURL(/\/demo-quote-checkout\//);
  await expect(page.getByTestId("demo-checkout-total")).toHaveText("$1,250.01");
  await page.getByRole("button", { name: "Pay $1,250.01" }).click();

  // Back on the quote: approved, with times to choose for the visit.
  await expect(page).toHaveURL(/\/quote\/[^?]+\?paid=1$/);
  await expect(page.getByText("Your deposit is paid. Now choose a time")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Choose a time for your visit" })).toBeVisible();
  await expect(page.getByTestId("quote-signed-record")).toContainText("Gina Guest");
  await expectNoAxeViolations(page);

  // The office sees the signature record and the paid deposit.
  await staff.goto(quotePath);
  const record = staff.getByTestId("quote-signature-record");
  await expect(record).toContainText("Gina Guest");
  await expect(record).toContainText(/[0-9a-f]{64}/);
  await expect(staff.getByTestId("quote-deposit-status")).toContainText("$1,250.01");
  await expect(staff.getByTestId("quote-deposit-status")).toContainText("Paid");
  await office.close();
});
