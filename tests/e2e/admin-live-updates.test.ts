/**
 * The back office's live updates (issue 13, ADR 035): open screens follow new leads without a reload, through a
 * server-sent event stream that only staff get; on PostgreSQL through LISTEN/NOTIFY, so a lead taken by one app
 * server shows on a screen served by another.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { signInAsAdmin, signInAsCustomer } from "./support/demo-logins";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { signUpFreshCustomer } from "./support/fresh-accounts";
import { useAppServerOnPostgres } from "./support/app-server-on-postgres";
import { freePort, startAppServer, useAppServerOfItsOwn, type RunningProcess } from "./support/own-app-server";
import { weekdayInMiami } from "./support/miami-dates";
import { insertTechnician } from "./support/e2e-technicians";
import { createThrowAwayDatabase } from "./support/throw-away-database";

/** A name no other test uses, letters only (the lead match rule compares names). */
function uniqueName(prefix: string): string {
  const letters = Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);
  return `${prefix}${letters}${"klmnopqrst"[Math.floor(Math.random() * 10)]}`;
}

function leadRow(page: Page, name: string) {
  return page.getByTestId("lead-row").filter({ hasText: name });
}

/** A visitor sends the contact page's form (on the page's own server). */
/** Sends a message through the public contact form; answers the e-mail it gave. */
async function sendContactMessage(
  page: Page,
  name: string,
  message = "The air handler leaks onto the ceiling.",
): Promise<string> {
  const email = uniqueEmail("live");
  await page.goto("/contact");
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "Send us a message" }) });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("(305) 555-0142");
  await form.getByLabel("Message").fill(message);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeFocused();
  return email;
}

/** Waits until the back office's event stream is open, then marks the window: a reload would drop the mark. */
async function waitUntilLive(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor();
  await expect(page.getByTestId("live-status")).toHaveAttribute("data-status", "live");
  await page.evaluate(() => {
    (window as unknown as { liveUpdateMark?: string }).liveUpdateMark = "not reloaded";
  });
}

async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { liveUpdateMark?: string }).liveUpdateMark)).toBe(
    "not reloaded",
  );
}

/** A context of our own, whose pages fail the test on a console error like the suite's `page` does. */
async function contextFailingOnConsoleErrors(
  browser: Browser,
  baseURL?: string,
): Promise<{ context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const errors: string[] = [];
  context.on("page", (page) => {
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  });
  return { context, errors };
}

test.describe("Live updates in the back office", () => {
  test.slow();

  test("A lead submitted from the public site appears on the open leads screen without a reload", async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page, "/admin/leads");
    await expect(page.getByRole("heading", { level: 1, name: "Leads & User Signups" })).toBeVisible();
    await waitUntilLive(page);
    await expect(page.getByTestId("live-status")).toHaveText(/^Live/);
    await expect(page.getByTestId("live-status")).toHaveAttribute(
      "title",
      "This screen updates by itself when a lead, sign-up or request arrives.",
    );
    // The stream as the production server sends it: not compressed (gzip would hold events back), never cached.
    const headers = await page.evaluate(async () => {
      const controller = new AbortController();
      const response = await fetch("/admin/events", {
        signal: controller.signal,
        headers: { accept: "text/event-stream" },
      });
      const seen = Object.fromEntries(
        ["content-type", "cache-control", "x-accel-buffering", "content-encoding"].map((name) => [
          name,
          response.headers.get(name),
        ]),
      );
      controller.abort();
      return seen;
    });
    expect(headers).toEqual({
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
      "content-encoding": null,
    });

    const name = `${uniqueName("Graciela")} Ortega`;
    const visitor = await contextFailingOnConsoleErrors(browser);
    try {
      await sendContactMessage(await visitor.context.newPage(), name);
    } finally {
      await visitor.context.close();
    }
    expect(visitor.errors, "console errors on the visitor's page").toEqual([]);

    await expect(leadRow(page, name)).toBeVisible();
    await expect(leadRow(page, name)).toContainText("Contact form");
    await expectNotReloaded(page);
    await expect(page).toHaveURL(/\/admin\/leads$/);
  });

  test.describe("on a server of its own (other files mark demo leads contacted meanwhile, which would hide the new one)", () => {
    const own = useAppServerOfItsOwn("aw-e2e-live-dashboard-");

    test("The dashboard's Pending Leads card goes up live when a lead arrives", async ({ browser }) => {
      const staff = await contextFailingOnConsoleErrors(browser, own.origin);
      try {
        const page = await staff.context.newPage();
        await signInAsAdmin(page);
        await waitUntilLive(page);
        const pendingLeads = page.getByTestId("stat-pendingLeads");
        const pendingFigure = async () =>
          Number((await pendingLeads.locator("div").last().innerText()).replace(/\D/g, ""));
        const before = await pendingFigure();

        const visitor = await contextFailingOnConsoleErrors(browser, own.origin);
        try {
          await sendContactMessage(await visitor.context.newPage(), `${uniqueName("Efrain")} Soto`);
        } finally {
          await visitor.context.close();
        }
        expect(visitor.errors, "console errors on the visitor's page").toEqual([]);

        // Nobody else uses this server: the figure goes up by exactly this one lead.
        await expect.poll(pendingFigure, { timeout: 15_000 }).toBe(before + 1);
        await expectNotReloaded(page);
      } finally {
        await staff.context.close();
      }
      expect(staff.errors, "console errors on the dashboard").toEqual([]);
    });
  });

  test("The open analytics screen shows a new contact message in Recent Contact Submissions without a reload, with a link to the lead", async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page, "/admin/analytics");
    await expect(page.getByRole("heading", { level: 1, name: "Analytics & Reports" })).toBeVisible();
    await waitUntilLive(page);

    const name = `${uniqueName("Rosalba")} Pineda`;
    const visitor = await contextFailingOnConsoleErrors(browser);
    let email: string;
    try {
      email = await sendContactMessage(
        await visitor.context.newPage(),
        name,
        "My thermostat shows 85 degrees\nand the fan keeps running.",
      );
    } finally {
      await visitor.context.close();
    }
    expect(visitor.errors, "console errors on the visitor's page").toEqual([]);

    const row = page.getByTestId("contact-submission").filter({ hasText: name });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expectNotReloaded(page);
    // The submission as staff read it: a mail link, the phone, the message on one line, and a way to the lead.
    await expect(row.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expect(row).toContainText("(305) 555-0142");
    await expect(row.getByTestId("contact-submission-message")).toHaveText(
      "My thermostat shows 85 degrees and the fan keeps running.",
    );
    await expect(page.getByTestId("contact-submissions-count")).toHaveText(
      /^Showing 10 of [\d,]+ submissions$|^Showing (\d+) of \1 submissions$/,
    );
    await row.getByRole("link", { name: `Open the message from ${name}` }).click();
    await expect(page).toHaveURL(/\/admin\/leads\?lead=[0-9a-f-]{36}$/);
    await expect(page.getByRole("dialog", { name: `Lead from ${name}` })).toBeVisible();
  });

  test.describe("on a PostgreSQL server of its own with a technician (the demo has none: no portal window is free there)", () => {
    const own = useAppServerOnPostgres("live_requests");
    test.beforeAll(async () => {
      await insertTechnician(own.query, {
        name: "Ana Torres",
        email: "ana.torres@awac.example",
        zones: ["Doral"],
        serviceTypes: ["Maintenance"],
      });
      // Pending requests are what staff confirm: bookings wait for them with auto-confirm off.
      await own.query("update settings set auto_confirm = false");
    });

    test("The open appointment requests screen shows a customer's new request without a reload", async ({
      browser,
    }) => {
      const staff = await contextFailingOnConsoleErrors(browser, own.origin);
      try {
        const page = await staff.context.newPage();
        await signInAsAdmin(page, "/admin/appointments?status=pending");
        await expect(page.getByRole("heading", { level: 1, name: "Appointment Requests" })).toBeVisible();
        await waitUntilLive(page);

        const customer = await browser.newContext({ baseURL: own.origin });
        try {
          const { email } = await signUpFreshCustomer((await customer.newPage()).request, "live", own.origin);
          const response = await customer.request.post("/customer/appointments", {
            form: {
              intent: "create",
              serviceType: "Maintenance",
              window: `${weekdayInMiami(6)}T12:00`,
              zipCode: "33178",
              serviceAddress: "7 Ocean Dr, Miami",
              phone: "(305) 555-0188",
            },
            headers: { Origin: own.origin },
            maxRedirects: 0,
          });
          expect(response.status(), await response.text()).toBeLessThan(400);
          await expect(page.getByTestId("request-row").filter({ hasText: email })).toBeVisible({ timeout: 15_000 });
        } finally {
          await customer.close();
        }
        await expectNotReloaded(page);
      } finally {
        await staff.context.close();
      }
      expect(staff.errors, "console errors on the requests screen").toEqual([]);
    });
  });

  test.describe("for anyone but staff", () => {
    // Chromium reports the refused stream (a 403, or the sign-in page, which is not text/event-stream) as a console error.
    // One pattern: Playwright would read a two-element array as [value, fixture options].
    test.use({
      allowConsoleErrors: [
        /EventSource's response has a MIME type \("(text\/html|application\/json)"\) that is not "text\/event-stream"|status of 403/,
      ],
    });

    test("A customer gets no event stream", async ({ page, playwright, baseURL }) => {
      await signInAsCustomer(page);
      const asCustomer = await page.request.get("/admin/events", { maxRedirects: 0 });
      expect(asCustomer.status()).toBe(403);
      expect(asCustomer.headers()["content-type"] ?? "").not.toContain("text/event-stream");

      // A browser's EventSource fails on the 403 and does not try again.
      const readyState = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const source = new EventSource("/admin/events");
            source.addEventListener("change", () => resolve(-1));
            source.addEventListener("error", () => setTimeout(() => resolve(source.readyState), 500));
          }),
      );
      expect(readyState).toBe(2); // EventSource.CLOSED

      const visitor = await playwright.request.newContext({ baseURL });
      try {
        const anonymous = await visitor.get("/admin/events", { maxRedirects: 0 });
        expect(anonymous.status()).toBe(302);
        expect(anonymous.headers()["location"]).toBe("/admin");
        expect(anonymous.headers()["content-type"] ?? "").not.toContain("text/event-stream");
      } finally {
        await visitor.dispose();
      }
    });
  });

  test("A lead taken by one app server shows live on a screen served by another", async ({ browser }) => {
    test.setTimeout(240_000);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "aw-e2e-live-"));
    const servers: RunningProcess[] = [];
    const contexts: BrowserContext[] = [];
    const database = await createThrowAwayDatabase("aw_e2e_live");
    try {
      const start = async (name: string, extra: Record<string, string> = {}) => {
        const port = await freePort();
        const url = `http://127.0.0.1:${port}`;
        const server = await startAppServer({
          PORT: String(port),
          DATA_DIR: path.join(dataDir, name),
          DATABASE_URL: database.url,
          BASE_URL: url,
          ...extra,
        });
        servers.push(server);
        return url;
      };
      // One after the other: the second start finds the database migrated and seeded, and must start all the same.
      const serverA = await start("a");
      const serverB = await start("b", { JOB_WORKER: "off" });

      const admin = await contextFailingOnConsoleErrors(browser, serverB);
      contexts.push(admin.context);
      const adminPage = await admin.context.newPage();
      await signInAsAdmin(adminPage);
      await adminPage.goto("/admin/leads");
      await waitUntilLive(adminPage);

      const name = `${uniqueName("Leopoldo")} Ibarra`;
      const visitor = await contextFailingOnConsoleErrors(browser, serverA);
      contexts.push(visitor.context);
      await sendContactMessage(await visitor.context.newPage(), name);

      await expect(leadRow(adminPage, name)).toBeVisible({ timeout: 15_000 });
      await expectNotReloaded(adminPage);
      expect([...admin.errors, ...visitor.errors], "console errors on the pages").toEqual([]);
    } finally {
      // The pages first, so no stream sees its server go away.
      for (const context of contexts) await context.close();
      for (const server of servers) await server.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
