/**
 * The dispatch board (issue 35 item 1): staff see the day's technicians, windows and visits, assign a visit from the
 * tray by keyboard alone, are asked before a move books over capacity, and see a customer's booking arrive live.
 * On a PostgreSQL server of its own, where the test writes a known technician and visits straight into the database.
 */
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { useAppServerOnPostgres } from "./support/app-server-on-postgres";
import { signInAsAdmin } from "./support/demo-logins";
import { insertTechnician } from "./support/e2e-technicians";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./support/fixtures";
import { signUpFreshCustomer } from "./support/fresh-accounts";
import { weekdayInMiami } from "./support/miami-dates";

/** A weekday far enough ahead for a customer's own booking (24-hour lead time). */
const BOARD_DATE = weekdayInMiami(8);
const BOARD = `/admin/schedule?date=${BOARD_DATE}`;

/** A context of our own on the test's server, whose pages fail the test on a console error like the suite's. */
async function ownContext(
  browser: Browser,
  origin: string,
  allowed?: RegExp,
): Promise<{ context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({ baseURL: origin });
  const errors: string[] = [];
  context.on("page", (page) => {
    page.on("console", (message) => {
      if (message.type() === "error" && !allowed?.test(message.text())) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  });
  return { context, errors };
}

/** Presses Tab until `target` has the focus: the keyboard's way to reach it, as a person would. */
async function tabTo(page: Page, target: Locator, maxPresses = 200): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the element");
}

async function openBoard(page: Page): Promise<void> {
  await signInAsAdmin(page, BOARD);
  await expect(page.getByRole("heading", { level: 1, name: "Dispatch board" })).toBeVisible();
  await page.locator('html[data-hydrated="true"]').waitFor();
}

const cardOf = (page: Page, name: string) => page.getByTestId("dispatch-card").filter({ hasText: name });

test.describe("The dispatch board", () => {
  test.slow();
  const own = useAppServerOnPostgres("dispatch_board");

  test.beforeAll(async () => {
    await insertTechnician(own.query, { name: "Dana Board", email: "dana.board@awac.example", zones: ["Doral"] });
    // No reserve: the customer's booking below must find the 12:00 window open whatever the demo's team there.
    await own.query(`update settings set scheduling = jsonb_set(scheduling, '{emergencyReservePercent}', '0'::jsonb)`);
    const dana = await own.query(`select id from technicians where email = 'dana.board@awac.example'`);
    const customers = await own.query(
      `insert into customers (first_name, last_name, email, zip_code) values
         ('Tray', 'Visitor', $1, '33178'), ('Busy', 'Owner', $2, '33178') returning id`,
      [uniqueEmail("tray"), uniqueEmail("busy")],
    );
    const visit = `insert into appointments (customer_id, service_type, appointment_date, window_end, busy_until,
        duration_minutes, service_address, phone, status, technician_id, zip_code, zone)
      values ($1, 'AC Repair', ($2::date + $3::time) at time zone 'America/New_York',
        ($2::date + $3::time + interval '2 hours') at time zone 'America/New_York',
        ($2::date + $3::time + interval '105 minutes') at time zone 'America/New_York',
        90, '9 Bay Rd', '(305) 555-0199', 'confirmed', $4, '33178', 'Doral')`;
    await own.query(visit, [customers.rows[0].id, BOARD_DATE, "10:00", null]);
    await own.query(visit, [customers.rows[1].id, BOARD_DATE, "14:00", dana.rows[0].id]);
  });

  test("Staff see the day's technicians, windows with their places, and the tray of unassigned visits", async ({
    browser,
  }) => {
    const staff = await ownContext(browser, own.origin);
    try {
      const page = await staff.context.newPage();
      await openBoard(page);
      await expect(page.getByRole("columnheader", { name: /Dana Board/ })).toBeVisible();
      await expect(page.getByTestId("dispatch-tray").getByText("Tray Visitor")).toBeVisible();
      await expect(page.getByTestId("dispatch-board").getByText("Busy Owner")).toBeVisible();
      await expect(page.getByTestId("window-capacity").first()).toContainText(/used · \d+ free · \d+ reserved/);
      await expect(page.getByTestId("capacity-report")).toContainText("Places provided");
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: "Week" }).click();
      await expect(page.getByTestId("dispatch-week")).toContainText("Dana Board");
      await expectNoAxeViolations(page);
    } finally {
      await staff.context.close();
    }
    expect(staff.errors, "console errors on the board").toEqual([]);
  });

  test("Staff assign a visit from the tray to a technician by keyboard alone", async ({ browser }) => {
    const staff = await ownContext(browser, own.origin);
    try {
      const page = await staff.context.newPage();
      await openBoard(page);
      await tabTo(page, page.getByRole("link", { name: "Move Tray Visitor's visit" }));
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Move Tray Visitor's visit" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Technician")).toBeFocused();
      await page.keyboard.type("Dana");
      await expect(dialog.getByLabel("Technician")).toHaveValue(/[0-9a-f-]{36}/);
      await expect(dialog.getByLabel("Arrival window")).toHaveValue("10:00");
      await expectNoAxeViolations(page);
      await tabTo(page, dialog.getByRole("button", { name: "Move visit" }));
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId("dispatch-tray").getByText("Tray Visitor")).toBeHidden();
      await expect(cardOf(page, "Tray Visitor")).toBeVisible();
      const danaColumn = await page
        .getByTestId("technician-column")
        .filter({ hasText: "Dana Board" })
        .evaluate((header) => [...header.parentElement!.children].indexOf(header));
      const cell = page.locator(`tr[data-window="${BOARD_DATE}T10:00"] > :nth-child(${danaColumn + 1})`);
      await expect(cell.getByText("Tray Visitor")).toBeVisible();
    } finally {
      await staff.context.close();
    }
    expect(staff.errors, "console errors on the board").toEqual([]);
  });

  test("Staff drag a card onto another window of the technician's column", async ({ browser }) => {
    const staff = await ownContext(browser, own.origin);
    try {
      const page = await staff.context.newPage();
      await openBoard(page);
      const danaColumn = await page
        .getByTestId("technician-column")
        .filter({ hasText: "Dana Board" })
        .evaluate((header) => [...header.parentElement!.children].indexOf(header));
      const target = page.locator(`tr[data-window="${BOARD_DATE}T16:00"] > :nth-child(${danaColumn + 1})`);
      await cardOf(page, "Busy Owner").dragTo(target);
      await expect(target.getByText("Busy Owner")).toBeVisible();
      await expect(page.locator(`tr[data-window="${BOARD_DATE}T14:00"]`).getByText("Busy Owner")).toBeHidden();
    } finally {
      await staff.context.close();
    }
    expect(staff.errors, "console errors on the board").toEqual([]);
  });

  // Busy Owner's visit is now Dana's at 16:00: moving Tray Visitor there needs the override.
  test("A move onto a technician who is busy asks for the override, then shows the visit over capacity", async ({
    browser,
  }) => {
    // Chromium logs the refused move's answer (409, drawn as the override question) as a failed resource.
    const staff = await ownContext(browser, own.origin, /status of 409 \(Conflict\)/);
    try {
      const page = await staff.context.newPage();
      await openBoard(page);
      await cardOf(page, "Tray Visitor").getByRole("link", { name: "Move Tray Visitor's visit" }).click();
      const dialog = page.getByRole("dialog", { name: "Move Tray Visitor's visit" });
      await dialog.getByLabel("Arrival window").selectOption("16:00");
      await dialog.getByRole("button", { name: "Move visit" }).click();
      await expect(dialog.getByTestId("override-question")).toContainText("has another visit at that time");
      await expectNoAxeViolations(page);
      await dialog.getByRole("checkbox", { name: "Book over capacity" }).check();
      await dialog.getByRole("button", { name: "Book over capacity" }).click();
      await expect(dialog).toBeHidden();
      await expect(cardOf(page, "Tray Visitor").getByTestId("over-capacity")).toBeVisible();
      await expect(page.locator(`tr[data-window="${BOARD_DATE}T16:00"]`).getByText("Tray Visitor")).toBeVisible();
    } finally {
      await staff.context.close();
    }
    expect(staff.errors, "console errors on the board").toEqual([]);
  });

  test("The board shows a customer's booking from another browser without a reload", async ({ browser }) => {
    const staff = await ownContext(browser, own.origin);
    try {
      const page = await staff.context.newPage();
      await openBoard(page);
      await expect(page.getByTestId("live-status")).toHaveAttribute("data-status", "live");
      await page.evaluate(() => {
        (window as unknown as { boardMark?: string }).boardMark = "not reloaded";
      });
      const before = await cardOf(page, "Fresh Customer").count();
      const customer = await browser.newContext({ baseURL: own.origin });
      try {
        await signUpFreshCustomer((await customer.newPage()).request, "board", own.origin);
        const response = await customer.request.post("/customer/appointments", {
          form: {
            intent: "create",
            serviceType: "Maintenance",
            window: `${BOARD_DATE}T12:00`,
            zipCode: "33178",
            serviceAddress: "7 Ocean Dr, Miami",
            phone: "(305) 555-0188",
          },
          headers: { Origin: own.origin },
          maxRedirects: 0,
        });
        expect(response.status(), await response.text()).toBeLessThan(400);
      } finally {
        await customer.close();
      }
      await expect(cardOf(page, "Fresh Customer")).toHaveCount(before + 1, { timeout: 15_000 });
      expect(await page.evaluate(() => (window as unknown as { boardMark?: string }).boardMark)).toBe("not reloaded");
    } finally {
      await staff.context.close();
    }
    expect(staff.errors, "console errors on the board").toEqual([]);
  });
});
