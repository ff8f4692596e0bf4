import type { Browser, Page } from "@playwright/test";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { DEFAULT_SETTINGS } from "../../app/config/business-defaults";
import * as schema from "../../app/db/schema";
import { listTextsWithoutValidConsent } from "../../app/domain/messaging/list-texts-without-valid-consent.server";
import { usPhoneToE164 } from "../../app/domain/messaging/phone-number";
import { startFakeTwilio, type FakeTwilio } from "../fakes/twilio";
import { useAppServerOnPostgres } from "./support/app-server-on-postgres";
import { signInAsAdmin } from "./support/demo-logins";
import { insertTechnician } from "./support/e2e-technicians";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./support/fixtures";
import { decidedTextSend, expectKeptForTheMorning } from "./support/text-send-decisions";
import { bookFromHomePage, LANGUAGES, ZIP_IN_MIAMI } from "./support/visitor-booking-steps";

/**
 * Issue 34 item 6: a visitor books a visit from the home page without an account, in English and in Spanish (ticking
 * the optional SMS box of issue 36 on the way), then manages it from the link in the confirmation mail (read from the
 * development mailbox as staff would). Issue 36's journey rides on the same bookings: each visitor has a mobile number
 * of their own, and the texts go to a fake Twilio (tests/fakes/twilio.ts), which also plays the visitor's STOP. The
 * file runs a server of its own on a PostgreSQL database of its own, given two technicians for the City of Miami zone,
 * the SMS switch on and a review link; its tests run in order, the last one auditing every text the others sent.
 */

/** The one review page of the settings, where every review request's /r/<token> link leads. */
const REVIEW_PAGE = "https://g.page/r/aw-air-conditioning/review";
const NO_JS_MOBILE = "(305) 555-0163";

let twilio: FakeTwilio | undefined;
test.beforeAll(async () => {
  twilio = await startFakeTwilio();
});
const server = useAppServerOnPostgres("visitor_booking", {
  env: () => ({
    ADMIN_EMAIL: "owner@awac.example",
    TWILIO_ACCOUNT_SID: twilio!.accountSid,
    TWILIO_AUTH_TOKEN: twilio!.authToken,
    TWILIO_FROM_NUMBER: twilio!.fromNumber,
    TWILIO_API_BASE: twilio!.url,
  }),
});
test.afterAll(async () => {
  await twilio?.close();
});
test.describe.configure({ mode: "serial" });
// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument.
test.use({ baseURL: async ({}, use) => use(server.origin) });

test.beforeAll(async () => {
  for (const technician of [
    { name: "Tomás Vidal", email: "tomas@awac.example" },
    { name: "Grace Lee", email: "grace@awac.example" },
  ])
    await insertTechnician(server.query, { ...technician, zones: ["City of Miami"] });
  // A new database has the SMS switch off and no review link: nothing would be texted, and no review asked for.
  await server.query(
    `update settings set sms_notifications = true, messaging = jsonb_set(messaging, '{reviewLink}', to_jsonb($1::text))`,
    [REVIEW_PAGE],
  );
});

/** The bodies of the texts the fake Twilio was given for a number as typed on a form, oldest first. */
function textsTo(typed: string): string[] {
  const to = usPhoneToE164(typed);
  return (twilio?.messages ?? []).filter((message) => message.to === to).map((message) => message.body);
}

async function visitorPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ baseURL: server.origin })).newPage();
}

/** The manage link of the booking mail sent to `email`, read from the development mailbox by staff. */
async function manageLinkFromMail(browser: Browser, email: string): Promise<string> {
  const staff = await visitorPage(browser);
  await signInAsAdmin(staff);
  const rows = staff.getByRole("region", { name: "Development mailbox" }).getByRole("row").filter({ hasText: email });
  await expect(async () => {
    await staff.goto("/admin/system");
    await expect(rows).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await rows.getByRole("link").first().click();
  const text = await staff.getByTestId("mail-text").innerText();
  const link = text.match(/https?:\/\/\S+\/booking\/[A-Za-z0-9_-]{43}/)?.[0];
  expect(link, text).toBeDefined();
  await staff.context().close();
  return link!;
}

test("A visitor books from the home page and manages the booking from the e-mail link", async ({ browser }) => {
  test.setTimeout(120_000);
  const t = LANGUAGES.en;
  const page = await visitorPage(browser);
  const email = await bookFromHomePage(page, t, { scan: true });

  // The steps after the zip code are never stored by any cache.
  const step = await page.request.get(`/book?serviceType=AC%20Repair&zipCode=${ZIP_IN_MIAMI}`);
  expect(step.headers()["cache-control"]).toContain("no-store");

  const link = await manageLinkFromMail(browser, email);
  const response = await page.goto(link);
  expect(response?.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByRole("heading", { name: t.manageTitle })).toBeVisible();
  const before = await page.getByTestId("booking-window").innerText();
  // The manage page is scanned once, in the Spanish test below.

  await page.getByRole("link", { name: t.reschedule }).click();
  const otherWindow = page.locator('input[name="window"]:not([disabled])').nth(1);
  await otherWindow.check({ force: true });
  await page.getByRole("button", { name: t.rescheduleSubmit }).click();
  await expect(page.getByText(t.rescheduled).first()).toBeVisible();
  await expect(page.getByTestId("booking-window")).not.toHaveText(before);

  await page.getByRole("button", { name: t.cancel }).click();
  await expect(page.getByTestId("booking-status")).toHaveText(t.cancelled);

  const altered = link.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
  const refused = await page.goto(altered);
  expect(refused?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: t.invalid })).toBeVisible();
});

test("A visitor books without JavaScript: every step is a plain GET and the booking one POST", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.origin, javaScriptEnabled: false });
  const page = await context.newPage();
  const email = uniqueEmail("no-js");
  await page.goto("/book");
  const main = page.getByRole("main");
  await main.getByLabel("Service Type").selectOption({ label: "Maintenance" });
  await main.getByLabel("Zip Code").fill(ZIP_IN_MIAMI);
  await main.getByRole("button", { name: "See Free Windows" }).click();
  await main.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/window=\d{4}-\d{2}-\d{2}T\d{2}%3A\d{2}/);
  await main.getByRole("textbox", { name: "Name", exact: true }).fill("Iris Cano");
  await main.getByLabel("Phone Number").fill(NO_JS_MOBILE);
  await main.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await main.getByLabel("Service Address").fill("40 SW 8th St, Miami");
  // Texts about the visit: the review request test below completes this visit.
  await main.getByRole("checkbox", { name: LANGUAGES.en.smsBox }).check();
  await main.getByRole("button", { name: "Book Visit" }).click();
  await expect(page.getByRole("heading", { name: "You're booked!" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await context.close();
});

test("A visitor outside the service area is told to call, and nothing is offered", async ({ browser }) => {
  const page = await visitorPage(browser);
  await page.goto("/book");
  await page.getByLabel("Service Type").selectOption({ label: "Maintenance" });
  await page.getByLabel("Zip Code").fill("90210");
  await page.getByRole("button", { name: "See Free Windows" }).click();
  await expect(page.getByRole("heading", { name: LANGUAGES.en.outside })).toBeVisible();
  await expect(page.getByTestId("window-picker")).toHaveCount(0);
});

test("Un visitante reserva en español, recibe el SMS de confirmación en español, responde STOP y no recibe recordatorios", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const t = LANGUAGES.es;
  const page = await visitorPage(browser);
  const email = await bookFromHomePage(page, t);

  // Issue 36: the confirmation text, in Spanish, naming the business, is the one text the number gets.
  await expect.poll(() => textsTo(t.mobile)).toHaveLength(1);
  expect(textsTo(t.mobile)[0]).toContain("su visita queda confirmada");
  expect(textsTo(t.mobile)[0]).toContain(DEFAULT_SETTINGS.companyName);

  // STOP, as Twilio posts it (signed); Twilio's Advanced Opt-Out confirms it, so the app answers with no message.
  const number = usPhoneToE164(t.mobile)!;
  const stop = await twilio!.receive(`${server.origin}/api/webhooks/twilio/inbound`, number, "STOP");
  expect(stop.status).toBe(200);
  expect(await stop.text()).not.toContain("<Message");
  // The ledger's latest word for the number, for every SMS purpose, is that STOP (what the send job reads, by day).
  const ledger = await server.query(
    `select distinct on (purpose) granted, keyword from consent_events
     where contact = $1 and channel = 'sms' order by purpose, created_at desc`,
    [number],
  );
  expect(ledger.rows).toEqual(schema.CONSENT_PURPOSES.map(() => ({ granted: false, keyword: "STOP" })));

  // The visit's reminders, queued at booking for later, are made due now: each is refused at send time, by night too
  // (consent is read before the quiet hours), and the number still has its one text.
  const reminders = await server.query(
    `select id from text_messages where to_number = $1 and template in ('reminder_day_before', 'reminder_hours_before')`,
    [number],
  );
  const ids = reminders.rows.map((row: { id: string }) => row.id);
  expect(ids.length).toBeGreaterThan(0);
  const due = await server.query(
    `update jobs set run_at = now() where type = 'sms.send' and status = 'pending' and payload->>'textId' = any($1::text[])`,
    [ids],
  );
  expect(due.rowCount).toBe(ids.length);
  for (const id of ids) {
    expect(await decidedTextSend(server.query, id)).toMatchObject({ status: "blocked", errorCode: "opted_out" });
  }
  expect(textsTo(t.mobile)).toHaveLength(1);

  const link = await manageLinkFromMail(browser, email);
  await page.goto(link.replace(/\/booking\//, "/es/booking/"));
  await expect(page.getByRole("heading", { name: t.manageTitle })).toBeVisible();
  await expect(page.getByRole("link", { name: t.reschedule })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("Staff complete a visitor's visit: one review request goes by text with the shared review link, and the owner's private page takes a message", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const number = usPhoneToE164(NO_JS_MOBILE)!;
  const visits = await server.query(
    `select a.id, a.service_request_id from appointments a
     where a.id in (select appointment_id from text_messages where to_number = $1 and template = 'booking_confirmed')`,
    [number],
  );
  expect(visits.rows).toHaveLength(1);
  const visit = visits.rows[0] as { id: string; service_request_id: string };

  // The back office's Complete action on a visit still ahead: "completed today".
  await signInAsAdmin(page, `/admin/appointments?complete=${visit.service_request_id}`);
  await page
    .getByRole("dialog", { name: "Complete this visit early?" })
    .getByRole("button", { name: "Completed today" })
    .click();
  await expect(page).toHaveURL(/\/admin\/services\?edit=[0-9a-f-]{36}$/);

  // One request, by text (the number's consented channel). A review request never goes between 9 pm and 8 am in
  // Miami: by night it is kept for the morning and Twilio has none yet; by day Twilio has exactly this one.
  const requests = await server.query(
    `select id, body from text_messages where appointment_id = $1 and template = 'review_request'`,
    [visit.id],
  );
  expect(requests.rows).toHaveLength(1);
  const request = requests.rows[0] as { id: string; body: string };
  const decision = await decidedTextSend(server.query, request.id);
  const reviewTexts = () => textsTo(NO_JS_MOBILE).filter((body) => body.includes("/r/"));
  if (decision.inQuietHours) {
    expectKeptForTheMorning(decision);
    expect(reviewTexts()).toEqual([]);
  } else {
    expect(decision.status).toBe("queued");
    expect(reviewTexts()).toEqual([request.body]);
  }
  const reviewLink = request.body.match(/https?:\/\/\S+\/r\/[A-Za-z0-9_-]+/)?.[0];
  const ownerLink = request.body.match(/https?:\/\/\S+\/feedback\/[A-Za-z0-9_-]+/)?.[0];
  expect(reviewLink, request.body).toBeDefined();
  expect(ownerLink, request.body).toBeDefined();

  // The shared link leads to the settings' one review page.
  const followed = await page.request.get(reviewLink!, { maxRedirects: 0 });
  expect(followed.status()).toBe(303);
  expect(followed.headers().location).toBe(REVIEW_PAGE);

  // The private link: the visitor (signed out) writes to the owner.
  await page.context().clearCookies();
  await page.goto(ownerLink!);
  await page.getByLabel("Your message").fill("The technician was on time and left everything clean.");
  await page.getByRole("button", { name: "Send to the owner" }).click();
  await expect(page.getByTestId("owner-feedback-sent")).toBeVisible();
  const asked = await server.query(
    `select channel, clicked_at, owner_feedback_at from review_requests where appointment_id = $1`,
    [visit.id],
  );
  expect(asked.rows).toEqual([{ channel: "sms", clicked_at: expect.any(Date), owner_feedback_at: expect.any(Date) }]);
});

test("The consent audit finds no text that left without a consent valid when it was sent", async () => {
  // Not vacuous: the journeys above sent texts, every one through Twilio (polled: a send records its row after Twilio
  // answers).
  const sentRows = async () =>
    (await server.query(`select id from text_messages where status not in ('pending', 'blocked')`)).rows.length;
  await expect.poll(async () => (await sentRows()) - twilio!.messages.length, "texts at Twilio not recorded").toBe(0);
  expect(twilio!.messages.length).toBeGreaterThan(0);
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    expect(await listTextsWithoutValidConsent({ executor: drizzle(client, { schema }) })).toEqual([]);
  } finally {
    await client.end();
  }
});
