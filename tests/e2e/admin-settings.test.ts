import type { Page } from "@playwright/test";
import { DEMO_ADMIN, signInAsAdmin } from "./support/demo-logins";
import { E2E_BASE_URL } from "./support/e2e-env";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { useAppServerOfItsOwn } from "./support/own-app-server";
import { SCAN_SETTINGS } from "./support/scan-settings";

/** The main phone every fresh database starts with (DECISIONS.md §1). */
const ORIGINAL_PHONE = "(305) 555-0142";

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
}

async function openSettings(page: Page, path = "/admin/settings") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await page.locator('html[data-hydrated="true"]').waitFor();
}

/** Signs in through the back office's own login form on a server of the test's own. */
async function signInOn(page: Page, origin: string) {
  await page.goto(`${origin}/admin`);
  await page.getByLabel("Email").fill(DEMO_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

async function saveMainPhone(page: Page, phone: string) {
  await page.getByLabel("Main phone").fill(phone);
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(toast(page, "Settings Saved")).toContainText("Your settings have been updated successfully.");
}

test.describe("Settings in the back office", () => {
  test.slow();

  test.describe("on a server of its own (other files look for the main phone on public pages meanwhile)", () => {
    const own = useAppServerOfItsOwn("aw-e2e-settings-");

    test("An admin changes the main phone and the public home page shows the new number at once", async ({
      page,
      browser,
    }) => {
      await page.goto(`${own.origin}/admin`);
      await page.getByLabel("Email").fill(DEMO_ADMIN.email);
      await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await openSettings(page, `${own.origin}/admin/settings`);
      const homeShows = async (phone: string) => {
        // The public HTML cache re-reads the settings version at most once a second: poll. Each look is a new visitor
        // (a fresh context, no cookies, no browser cache: a browser may keep a public page for 60 s by design).
        await expect(async () => {
          const visitor = await browser.newContext();
          try {
            const home = await visitor.newPage();
            await home.goto(`${own.origin}/`);
            const call = home.getByRole("main").getByRole("link", { name: `Call ${phone}` });
            await expect(call).toBeVisible({ timeout: 1_000 });
            await expect(call).toHaveAttribute("href", `tel:+1${phone.replace(/\D/g, "")}`);
          } finally {
            await visitor.close();
          }
        }).toPass({ timeout: 15_000 });
      };
      await homeShows(ORIGINAL_PHONE);
      // Typed without separators: saved the one way every page shows it.
      await saveMainPhone(page, "305 555 0163");
      await expect(page.getByLabel("Main phone")).toHaveValue("(305) 555-0163");
      await homeShows("(305) 555-0163");
    });
  });

  test.describe("the Scheduling tab, on a server of its own (booking reads its windows and zones)", () => {
    const own = useAppServerOfItsOwn("aw-e2e-scheduling-");

    test("An admin changes Saturday's windows and a zone's zip codes, and finds them kept after a reload", async ({
      page,
    }) => {
      await signInOn(page, own.origin);
      await openSettings(page, `${own.origin}/admin/settings`);
      await page.getByRole("tab", { name: "Scheduling" }).click();
      await expect(page.getByRole("heading", { name: "Arrival windows" })).toBeVisible();

      // Saturday's last window (2:00–4:00 PM) gives way to a shorter one, added as a new row.
      await expect(page.getByLabel("Saturday window 4: End")).toHaveValue("16:00");
      await page.getByRole("button", { name: "Remove Saturday window 4" }).click();
      await expect(page.getByLabel("Saturday window 4: End")).toHaveCount(0);
      await page.getByRole("button", { name: "Add a window on Saturday" }).click();
      await page.getByLabel("Saturday window 4: Start").fill("14:00");
      await page.getByLabel("Saturday window 4: End").fill("15:30");

      // A mistyped zip code is named in the field's message, and nothing is saved until it is fixed.
      const doral = page.getByLabel("Zip codes of Doral");
      await doral.fill("33122, 33166, 33172, 33178, 3312");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(doral).toHaveAttribute("aria-invalid", "true");
      await expect(doral).toHaveAccessibleDescription(/These are not five-digit zip codes: 3312$/);
      await doral.fill("33122, 33166, 33172, 33178, 33126");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(toast(page, "Settings Saved")).toBeVisible();

      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor();
      // The save came back to the Scheduling tab (?tab=scheduling), drawn from the stored record.
      await expect(page.getByRole("tab", { name: "Scheduling" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByLabel(/Saturday window \d: End$/)).toHaveCount(4);
      await expect(page.getByLabel("Saturday window 4: Start")).toHaveValue("14:00");
      await expect(page.getByLabel("Saturday window 4: End")).toHaveValue("15:30");
      await expect(page.getByLabel("Zip codes of Doral")).toHaveValue("33122, 33126, 33166, 33172, 33178");
    });
  });

  test.describe("social profiles, at phone size, on a server of its own (the footer of every page changes)", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    const own = useAppServerOfItsOwn("aw-e2e-social-");

    test("The footer shows an icon only for a profile staff entered, never a network's front page, in English and Spanish", async ({
      page,
      browser,
    }) => {
      const footerLinks = async (home: string, social: RegExp, instagramName: RegExp) => {
        const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
        try {
          const visit = await visitor.newPage();
          await visit.goto(`${own.origin}${home}`);
          const footer = visit.getByRole("contentinfo");
          const instagram = footer.getByRole("link", { name: instagramName });
          return {
            count: await footer.getByRole("link", { name: social }).count(),
            instagram: (await instagram.count()) > 0 ? await instagram.getAttribute("href") : null,
          };
        } finally {
          await visitor.close();
        }
      };
      const english = () => footerLinks("/", /on (Facebook|Instagram|TikTok|YouTube)/, /on Instagram/);
      const spanish = () => footerLinks("/es", /en (Facebook|Instagram|TikTok|YouTube)/, /en Instagram/);
      expect(await english()).toEqual({ count: 0, instagram: null });
      expect(await spanish()).toEqual({ count: 0, instagram: null });

      await page.goto(`${own.origin}/admin`);
      await page.getByLabel("Email").fill(DEMO_ADMIN.email);
      await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await openSettings(page, `${own.origin}/admin/settings`);
      await page.getByLabel("Facebook").fill("https://www.facebook.com/");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(page.locator("#settings-facebook-error")).toHaveText(
        "Enter the address of your own profile (for example https://www.instagram.com/yourbusiness), not the network's front page",
      );
      await expect(page.getByLabel("Facebook")).toHaveAttribute("aria-invalid", "true");
      await page.getByLabel("Facebook").fill("");
      await page.getByLabel("Instagram").fill("https://www.instagram.com/awcooling");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(toast(page, "Settings Saved")).toBeVisible();

      // The public HTML cache re-reads the settings version at most once a second: poll with fresh visitors.
      const profile = { count: 1, instagram: "https://www.instagram.com/awcooling" };
      await expect(async () => expect(await english()).toEqual(profile)).toPass({ timeout: 15_000 });
      await expect(async () => expect(await spanish()).toEqual(profile)).toPass({ timeout: 15_000 });
    });
  });

  test.describe("without JavaScript", () => {
    // The refused post answers 400, which Chromium logs as a failed resource.
    test.use({ javaScriptEnabled: false, allowConsoleErrors: [/status of 400/] });

    test("All five tabs' fields are on the page, and a bad value comes back with its message while nothing is saved", async ({
      page,
    }) => {
      await signInAsAdmin(page, "/admin/settings");
      // No tab bar to click: the panels stand one after another, all in the one form.
      await expect(page.getByRole("tablist")).toBeHidden();
      for (const section of [
        "Company details",
        "Business hours",
        "Notifications",
        "Arrival windows",
        "Booking zones",
        "Review requests",
      ])
        await expect(page.getByRole("heading", { name: section, exact: true })).toBeVisible();

      await page.getByLabel("Facebook").fill("javascript:alert(1)");
      await page.getByLabel("Service call fee ($)").fill("-5");
      await page.getByLabel("Company name").fill("A company name that must not be saved");
      await page.getByRole("button", { name: "Save Settings" }).click();

      const facebook = page.getByLabel("Facebook");
      await expect(page.getByText("Enter a full address starting with https://, or leave it empty")).toBeVisible();
      await expect(facebook).toHaveAttribute("aria-invalid", "true");
      await expect(facebook).toHaveAttribute("aria-describedby", /settings-facebook-error/);
      await expect(page.getByText("Enter an amount from $0.00 to $1,000.00")).toBeVisible();
      // What was typed is still there, in every tab.
      await expect(facebook).toHaveValue("javascript:alert(1)");
      await expect(page.getByLabel("Company name")).toHaveValue("A company name that must not be saved");

      await page.goto("/admin/settings");
      await expect(page.getByLabel("Company name")).toHaveValue("AW Air Conditioning & Refrigeration");
      await expect(page.getByLabel("Service call fee ($)")).toHaveValue("89.00");
      // A fresh install has no social profile until staff enter one (issue 17).
      await expect(page.getByLabel("Facebook")).toHaveValue("");
    });
  });

  // The first tab, as the page opens, is scanned by the back-office sweep (portal-accessibility) in both settings.
  test("Each other tab passes an accessibility scan, and a bad value opens the tab that holds it", async ({ page }) => {
    await signInAsAdmin(page);
    await openSettings(page);

    await page.getByRole("tab", { name: "Service Settings" }).click();
    await expect(page.getByRole("heading", { name: "Business hours" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Company details" })).toBeHidden();
    await expectNoAxeViolations(page);
    await page.getByLabel("Saturday: Closes").fill("07:00");

    await page.getByRole("tab", { name: "Notifications" }).click();
    await expect(page.getByText(/into a free arrival window is confirmed at once/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Messaging (issue 36): the SMS switch works here, and the page says whether Twilio is set up, never its secrets.
    await page.getByRole("tab", { name: "Messaging" }).click();
    await expect(page.getByRole("switch", { name: "SMS notifications" })).toBeEnabled();
    await expect(page.getByText("Twilio is not configured", { exact: false })).toBeVisible();
    await expect(page.getByLabel("First reminder (hours before the window)")).toHaveValue("24");
    await expect(page.getByRole("switch", { name: "Review request (and its one reminder)" })).toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "Scheduling" }).click();
    await expect(page.getByRole("tab", { selected: true })).toHaveText("Scheduling");
    await expectNoAxeViolations(page);

    // Saved from another tab: the form opens Service Settings at the bad time, and the save is refused.
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.locator("#settings-saturdayCloses-error")).toHaveText(
      "The closing time must be after the opening time",
    );
    await expect(page.getByLabel("Saturday: Closes")).toBeFocused();
    await expect(toast(page, "Please check the settings")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// The Scheduling tab in English on a desktop is scanned by the journey above; here once in the other setting.
const PHONE = SCAN_SETTINGS[1];

test.describe(`The Scheduling tab in ${PHONE.locale} on a ${PHONE.viewportName}`, () => {
  test.use({ viewport: PHONE.viewport });

  test(`The Scheduling tab passes an accessibility scan in ${PHONE.locale} on a ${PHONE.viewportName}`, async ({
    page,
  }) => {
    test.slow();
    await signInAsAdmin(page);
    await page.context().addCookies([{ name: "lang", value: PHONE.locale, url: E2E_BASE_URL }]);
    await page.goto("/admin/settings?tab=scheduling");
    await expect(page.locator("html")).toHaveAttribute("lang", PHONE.locale);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await expect(page.getByRole("tab", { selected: true })).toHaveText("Agenda");
    await expectNoAxeViolations(page);
  });
});
