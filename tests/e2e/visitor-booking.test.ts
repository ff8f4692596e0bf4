import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Browser, Page } from "@playwright/test";
import { expectNoClassConflicts } from "./support/class-conflicts";
import { signInAsAdmin } from "./support/demo-logins";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./support/fixtures";
import { freePort, startAppServer, type RunningProcess } from "./support/own-app-server";

/**
 * Issue 34 item 6: a visitor books a visit from the home page without an account, in English and in Spanish (ticking
 * the optional SMS box of issue 36 on the way), then manages it from the link in the confirmation mail (read from the
 * development mailbox as staff would). The demo has no technicians yet, so this file runs a server of its own:
 * started once to make and seed its embedded database, stopped, given two technicians for the City of Miami zone, and
 * started again.
 */

const ZIP_IN_MIAMI = "33130";
const WEEKDAYS = { start: "07:00", end: "19:00" };
const ALL_WEEK = {
  sunday: null,
  monday: WEEKDAYS,
  tuesday: WEEKDAYS,
  wednesday: WEEKDAYS,
  thursday: WEEKDAYS,
  friday: WEEKDAYS,
  saturday: WEEKDAYS,
};
const SERVICE_TYPES = [
  "AC Repair",
  "Heating Repair",
  "Installation",
  "Maintenance",
  "Emergency Service",
  "Consultation",
];

let server: RunningProcess | undefined;
let baseURL = "";
let dataDir = "";

async function addTechnicians(directory: string): Promise<void> {
  const db = new PGlite(directory, { extensions: { pg_trgm } });
  try {
    for (const name of ["Tomás Vidal", "Grace Lee"])
      await db.query(
        `insert into technicians (name, phone, email, service_types, zones, weekly_hours)
         values ($1, '(305) 555-0110', $2, $3::jsonb, '["City of Miami"]'::jsonb, $4::jsonb)`,
        [
          name,
          `${name.split(" ")[0]!.toLowerCase()}@awac.example`,
          JSON.stringify(SERVICE_TYPES),
          JSON.stringify(ALL_WEEK),
        ],
      );
  } finally {
    await db.close();
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), "aw-e2e-visitor-"));
  const env = { PORT: String(port), DATA_DIR: dataDir, BASE_URL: baseURL, ADMIN_EMAIL: "owner@awac.example" };
  const first = await startAppServer(env);
  await first.stop();
  await addTechnicians(dataDir);
  // Started again on the database it made, without seeding it a second time.
  server = await startAppServer({ ...env, SEED_DEMO: "" });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const LANGUAGES = {
  en: {
    home: "/",
    banner: "Book Today - Beat the Heat",
    bannerButton: "Book Service",
    serviceType: "Service Type",
    service: "AC Repair",
    zipCode: "Zip Code",
    seeWindows: "See Free Windows",
    continue: "Continue",
    name: "Name",
    phone: "Phone Number",
    email: "Email",
    address: "Service Address",
    smsBox: "Text me about my visits (optional)",
    smsRates: "Msg & data rates may apply.",
    submit: "Book Visit",
    booked: "You're booked!",
    outside: "Outside our service area",
    manageTitle: "Your booking",
    reschedule: "Choose Another Window",
    rescheduleSubmit: "Reschedule",
    rescheduled: "Visit Rescheduled",
    cancel: "Cancel Booking",
    cancelled: "Cancelled",
    invalid: "This link does not open a booking",
  },
  es: {
    home: "/es",
    banner: "Reserve hoy y gánele al calor",
    bannerButton: "Reservar servicio",
    serviceType: "Tipo de servicio",
    service: "Reparación de aire acondicionado",
    zipCode: "Código postal",
    seeWindows: "Ver franjas libres",
    continue: "Continuar",
    name: "Nombre",
    phone: "Número de teléfono",
    email: "Correo electrónico",
    address: "Dirección del servicio",
    smsBox: "Envíenme mensajes de texto sobre mis visitas (opcional)",
    smsRates: "Pueden aplicarse tarifas de mensajes y datos.",
    submit: "Reservar visita",
    booked: "¡Visita reservada!",
    outside: "Fuera de nuestra zona de servicio",
    manageTitle: "Su reserva",
    reschedule: "Elegir otra franja",
    rescheduleSubmit: "Cambiar la cita",
    rescheduled: "Visita cambiada",
    cancel: "Cancelar la reserva",
    cancelled: "Cancelada",
    invalid: "Este enlace no abre ninguna reserva",
  },
} as const;
type Words = (typeof LANGUAGES)[keyof typeof LANGUAGES];

async function scan(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await expectNoClassConflicts(page);
}

async function visitorPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ baseURL })).newPage();
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

/** From the home page's booking banner to the confirmation; answers the visitor's e-mail address. */
async function bookFromHomePage(page: Page, t: Words, options: { scan?: boolean } = {}): Promise<string> {
  const email = uniqueEmail("visitor");
  await page.goto(t.home);
  await page.getByRole("region", { name: t.banner }).getByRole("link", { name: t.bannerButton }).click();
  const main = page.getByRole("main");
  await main.getByLabel(t.serviceType).selectOption({ label: t.service });
  await main.getByLabel(t.zipCode).fill(ZIP_IN_MIAMI);
  await main.getByRole("button", { name: t.seeWindows }).click();
  await expect(page.getByTestId("window-picker")).toBeVisible();
  if (options.scan) await scan(page);
  await main.getByRole("button", { name: t.continue }).click();
  await main.getByRole("textbox", { name: t.name, exact: true }).fill("Marta Ruiz");
  await main.getByLabel(t.phone).fill("(305) 555-0166");
  await main.getByRole("textbox", { name: t.email, exact: true }).fill(email);
  await main.getByLabel(t.address).fill("8 Coral Way, Miami");
  // The SMS box is optional and unticked; its disclosure (rates, STOP, HELP, the policies) stands beside it.
  const smsBox = main.getByRole("checkbox", { name: t.smsBox });
  await expect(smsBox).not.toBeChecked();
  await expect(main.getByTestId("sms-consent-disclosure")).toContainText(t.smsRates);
  await expect(main.getByTestId("sms-consent-disclosure")).toContainText("STOP");
  await smsBox.check();
  if (options.scan) await scan(page);
  await main.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("heading", { name: t.booked })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  return email;
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
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
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
  await main.getByLabel("Phone Number").fill("(305) 555-0123");
  await main.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await main.getByLabel("Service Address").fill("40 SW 8th St, Miami");
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

test("Un visitante reserva en español desde la página de inicio y abre su reserva desde el correo", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const t = LANGUAGES.es;
  const page = await visitorPage(browser);
  const email = await bookFromHomePage(page, t);
  const link = await manageLinkFromMail(browser, email);
  await page.goto(link.replace(/\/booking\//, "/es/booking/"));
  await expect(page.getByRole("heading", { name: t.manageTitle })).toBeVisible();
  await expect(page.getByRole("link", { name: t.reschedule })).toBeVisible();
  await expectNoAxeViolations(page);
});
