import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { signInAsAdmin, signInAsCustomer } from "./support/demo-logins";
import { expect, test } from "./support/fixtures";
import { weekdayInMiami } from "./support/miami-dates";

/**
 * Issue 33, walkthrough 4 #2: every dialog of the product can be read from its title to its last button on a laptop
 * (1366x768) and a phone (390x844), scrolling allowed. A dialog centred in a scrolling backdrop once grew taller
 * than the screen upward, out of reach of the wheel and the finger (Add New Customer's top at -389 px).
 */

const SCREENS = [
  { name: "laptop", width: 1366, height: 768 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** Each dialog the product draws, by the module that draws it, and how staff or a customer open it. */
type DialogCase = {
  module: string;
  name: string;
  who: "admin" | "customer";
  /** The address that opens it: a fixed one, or the first link on a screen whose href matches. */
  url: string | { screen: string; link: RegExp; then?: string };
  /** Only drawn on narrow screens. */
  phoneOnly?: boolean;
  /** A button to press on the page `url` leads to (a menu opened by a button, not by the address). */
  press?: string;
};

const DIALOGS: readonly DialogCase[] = [
  {
    module: "app/components/admin/customers/add-customer-dialog.tsx",
    name: "Add New Customer",
    who: "admin",
    url: "/admin/customers?add=1",
  },
  {
    module: "app/components/admin/customers/customer-import-dialog.tsx",
    name: "Bulk Customer Upload",
    who: "admin",
    url: "/admin/customers?import=1",
  },
  {
    module: "app/components/admin/crm/crm-panel.tsx",
    name: "monday.com Integration",
    who: "admin",
    url: "/admin/customers?crm=1",
  },
  {
    module: "app/components/admin/customers/delete-customer-dialog.tsx",
    name: "Delete a customer from the list",
    who: "admin",
    url: { screen: "/admin/customers", link: /[?&]delete=[0-9a-f-]{36}/ },
  },
  {
    module: "app/components/admin/customer-detail/delete-customer-dialog.tsx",
    name: "Delete a customer from its page",
    who: "admin",
    url: { screen: "/admin/customers", link: /^\/admin\/customers\/[0-9a-f-]{36}$/, then: "?delete=1" },
  },
  {
    module: "app/components/admin/leads/lead-detail-dialog.tsx",
    name: "A lead's detail",
    who: "admin",
    url: { screen: "/admin/leads", link: /[?&]lead=[0-9a-f-]{36}/ },
  },
  {
    module: "app/components/admin/leads/link-accounts-dialog.tsx",
    name: "Link Accounts",
    who: "admin",
    url: { screen: "/admin/leads", link: /[?&]link=[0-9a-f-]{36}/ },
  },
  {
    module: "app/components/admin/appointments/schedule-request-dialog.tsx",
    name: "Schedule a request",
    who: "admin",
    url: { screen: "/admin/appointments", link: /[?&]schedule=[0-9a-f-]{36}/ },
  },
  {
    module: "app/components/admin/appointments/cancel-request-dialog.tsx",
    name: "Cancel a request",
    who: "admin",
    url: { screen: "/admin/appointments", link: /[?&]cancel=[0-9a-f-]{36}/ },
  },
  {
    module: "app/components/admin/appointments/complete-request-dialog.tsx",
    name: "Complete a visit early",
    who: "admin",
    url: { screen: "/admin/appointments", link: /[?&]complete=[0-9a-f-]{36}/ },
  },
  {
    module: "app/components/admin/appointments/book-appointment-dialog.tsx",
    name: "Book a visit",
    who: "admin",
    url: "/admin/appointments?book=1",
  },
  {
    module: "app/components/admin/schedule/move-visit-dialog.tsx",
    name: "Move a visit on the dispatch board",
    who: "admin",
    // The next weekday: the demo's bookings fill the weekdays ahead, so the board has cards with a Move link.
    url: { screen: `/admin/schedule?date=${weekdayInMiami(1)}`, link: /[?&]move=[0-9a-f-]{36}/ },
  },
  {
    module: "app/components/admin/services/service-record-dialog.tsx",
    name: "Add Service Record",
    who: "admin",
    url: "/admin/services?add=1",
  },
  {
    module: "app/components/admin/services/service-record-dialog.tsx",
    name: "Edit a service record",
    who: "admin",
    url: { screen: "/admin/services", link: /[?&]edit=[0-9a-f-]{36}/ },
  },
  {
    module: "app/components/admin/services/delete-service-record-dialog.tsx",
    name: "Delete a service record",
    who: "admin",
    url: { screen: "/admin/services", link: /[?&]delete=[0-9a-f-]{36}/ },
  },
  {
    module: "app/components/app-sidebar/app-sidebar.tsx",
    name: "The back office menu",
    who: "admin",
    url: "/admin/dashboard",
    phoneOnly: true,
    press: "Open menu",
  },
  {
    module: "app/components/app-sidebar/app-sidebar.tsx",
    name: "The portal menu",
    who: "customer",
    url: "/customer",
    phoneOnly: true,
    press: "Open menu",
  },
  {
    module: "app/components/portal/appointments/appointment-list.tsx",
    name: "Cancel an appointment (portal)",
    who: "customer",
    url: { screen: "/customer/appointments", link: /[?&]cancel=[0-9a-f-]{36}/ },
  },
];

/** The modules under app/ that draw a dialog: a URL dialog, a Radix dialog, or an element with a dialog role. */
function modulesDrawingDialogs(): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx$/.test(entry.name) && !/\.test\./.test(entry.name) && !file.endsWith("ui/url-dialog.tsx")) {
        const source = readFileSync(file, "utf8");
        if (/<UrlDialog\b|@radix-ui\/react-dialog|role="(?:alert)?dialog"|<dialog\b/.test(source)) found.push(file);
      }
    }
  };
  walk("app");
  return [...new Set(found)].sort();
}

/** Each screen's links, read once: several dialogs open from the same screen. */
async function resolveUrl(page: Page, url: DialogCase["url"], linksOf: Map<string, string[]>): Promise<string> {
  if (typeof url === "string") return url;
  let hrefs = linksOf.get(url.screen);
  if (!hrefs) {
    await page.goto(url.screen);
    hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    linksOf.set(url.screen, hrefs);
  }
  const href = hrefs.find((candidate) => url.link.test(candidate));
  if (!href) throw new Error(`no link on ${url.screen} matches ${url.link}`);
  const absolute = href.startsWith("/") ? href : `${url.screen}${href.startsWith("?") ? "" : "/"}${href}`;
  return `${absolute}${url.then ?? ""}`;
}

/** What keeps the dialog's title or its last control out of reach at this screen size, or null when nothing does. */
async function unreachable(page: Page, dialog: Locator): Promise<string | null> {
  await expect(dialog).toBeVisible();
  // As far up as the wheel goes: every scrolling box around the dialog, and the page, at its top.
  await dialog.evaluate((element) => {
    for (let box = element.parentElement; box; box = box.parentElement) box.scrollTop = 0;
    window.scrollTo(0, 0);
  });
  const top = (await dialog.boundingBox())!.y;
  if (top < 0) return `its top is at ${Math.round(top)} px with everything scrolled up`;
  // A menu's title is for screen readers only (sr-only); its top is checked above.
  const title = dialog.locator("h2:not(.sr-only), h3:not(.sr-only), h4:not(.sr-only)").first();
  if ((await title.count()) > 0 && !(await isFullyInView(title))) return "its title is out of view";

  const controls = dialog.locator("button:visible, a[href]:visible");
  const last = controls.last();
  if ((await controls.count()) === 0) return "it has no button";
  await last.scrollIntoViewIfNeeded();
  if (!(await isFullyInView(last))) return `its last control "${(await last.innerText()).trim()}" is out of view`;
  const covered = await last.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return !(hit && (hit === element || element.contains(hit)));
  });
  if (covered) return `its last control "${(await last.innerText()).trim()}" is covered`;
  return null;
}

async function isFullyInView(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element) =>
      new Promise<boolean>((resolve) => {
        new IntersectionObserver((entries, observer) => {
          observer.disconnect();
          resolve(entries[0]!.intersectionRatio >= 0.99);
        }).observe(element);
      }),
  );
}

test.describe("every dialog within reach", () => {
  test("The list of dialogs below names every module of the app that draws one", () => {
    const listed = [...new Set(DIALOGS.map((dialog) => path.normalize(dialog.module)))].sort();
    expect(modulesDrawingDialogs()).toEqual(listed);
  });

  for (const who of ["admin", "customer"] as const) {
    test(`Every ${who === "admin" ? "back office" : "portal"} dialog shows its title and its last button on a laptop and on a phone`, async ({
      page,
    }) => {
      test.slow(); // a dozen screens, each at two sizes, on a busy machine
      if (who === "admin") await signInAsAdmin(page);
      else await signInAsCustomer(page);
      const cases = DIALOGS.filter((dialog) => dialog.who === who);
      const urls = new Map<DialogCase, string>();
      const linksOf = new Map<string, string[]>();
      for (const dialog of cases) urls.set(dialog, await resolveUrl(page, dialog.url, linksOf));

      const problems: string[] = [];
      // Each dialog is opened once and measured at each size in turn: the layout follows the window as it resizes
      // (CSS media queries and the matchMedia hooks both react to it), so a second page load per size adds nothing.
      for (const dialog of cases) {
        const screens = SCREENS.filter((screen) => !dialog.phoneOnly || screen.name === "phone");
        await page.setViewportSize({ width: screens[0]!.width, height: screens[0]!.height });
        await page.goto(urls.get(dialog)!);
        if (dialog.press) await page.getByRole("button", { name: dialog.press }).click();
        const drawn = page.locator("[role=dialog], [role=alertdialog]");
        for (const screen of screens) {
          await page.setViewportSize({ width: screen.width, height: screen.height });
          await expect(drawn, `${dialog.name} is open on a ${screen.name}`).toHaveCount(1);
          const problem = await unreachable(page, drawn);
          if (problem)
            problems.push(`${dialog.name} on a ${screen.name} (${screen.width}x${screen.height}): ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
