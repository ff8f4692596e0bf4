import type { Browser, Page } from "@playwright/test";
import { signInAsAdmin } from "./support/demo-logins";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./support/fixtures";

const PASSWORD = "Cool-Breeze-2031!";

/** A fresh customer per test (tests that change data never share an account), signed in through the auth endpoint. */
async function signUpCustomer(page: Page, baseURL: string, firstName = "Rosa") {
  const email = uniqueEmail("profile");
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { name: `${firstName} Diaz`, email, password: PASSWORD, firstName, lastName: "Diaz" },
    headers: { Origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
}

async function fillRequired(page: Page) {
  await page.getByLabel("Address Line 1").fill("742 Coral Way");
  await page.getByLabel("City").fill("Miami");
  await page.getByLabel("Zip Code").fill("33145");
}

/** The link of the newest development-mailbox message of this kind to this address (read as the admin would). */
async function mailedLink(browser: Browser, kind: string, to: string): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  try {
    await signInAsAdmin(admin);
    const mailbox = admin.getByRole("region", { name: "Development mailbox" });
    const row = mailbox.getByRole("row").filter({ hasText: kind }).filter({ hasText: to }).first();
    await expect(async () => {
      await admin.goto("/admin/system");
      await expect(row).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await row.getByRole("link").first().click();
    const text = await admin.getByTestId("mail-text").innerText();
    const link = text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no link in the ${kind} mail to ${to}:\n${text}`);
    return link;
  } finally {
    await context.close();
  }
}

test.describe("Profile settings", () => {
  // Several page loads, axe scans and a second browser context each: give them room on a busy machine.
  test.slow();
  test("A customer opens Profile Settings from the account menu, is told a missing required field without losing what was typed, saves the profile and sees it after a reload", async ({
    page,
    baseURL,
  }) => {
    await signUpCustomer(page, baseURL!);
    await page.goto("/");
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByRole("button", { name: /My Account/ }).click();
    await expect(page.getByRole("menuitem", { name: "Service Plans" })).toHaveAttribute(
      "href",
      "/customer/subscription",
    );
    await page.getByRole("menuitem", { name: "Profile Settings" }).click();
    await expect(page).toHaveURL(/\/customer\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeVisible();
    for (const section of ["Personal Information", "Address Information", "Equipment Information"]) {
      await expect(page.getByRole("heading", { name: section })).toBeVisible();
    }
    // No customer record yet: no Account Information, the plan read only with a way to Service Plans.
    await expect(page.getByTestId("account-information")).toHaveCount(0);
    await expect(page.getByTestId("profile-plan")).toHaveText("None");
    await expect(page.getByRole("link", { name: "View Service Plans" })).toHaveAttribute(
      "href",
      "/customer/subscription",
    );
    await expect(page.getByLabel("State")).toHaveValue("FL");
    await expect(page.getByLabel("First Name")).toHaveValue("Rosa");
    await expectNoAxeViolations(page);

    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByLabel("Address Line 1").fill("9 Palm Ave");
    await page.getByLabel("Zip Code").fill("33101");
    await page.getByLabel("Equipment Brand").fill("Trane");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Please enter your city")).toBeVisible();
    await expect(page.getByLabel("City")).toBeFocused();
    await expect(page.getByLabel("Address Line 1")).toHaveValue("9 Palm Ave");
    await expect(page.getByLabel("Equipment Brand")).toHaveValue("Trane");
    await page.getByLabel("City").fill("Doral");
    await expect(page.getByText("Please enter your city")).toHaveCount(0);

    await page.getByLabel("Phone").fill("(305) 555-0123");
    await fillRequired(page);
    await page.getByLabel("State").selectOption("GA");
    await page.getByLabel("Equipment Type").selectOption("Heat Pump");
    await page.getByLabel("Equipment Brand").fill("Carrier");
    await page.getByLabel("Notes").fill("Gate code 1234");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(toast(page, "Profile Updated")).toContainText("Your profile has been saved successfully.");

    await page.reload();
    await expect(page.getByLabel("Address Line 1")).toHaveValue("742 Coral Way");
    await expect(page.getByLabel("State")).toHaveValue("GA");
    await expect(page.getByLabel("Equipment Type")).toHaveValue("Heat Pump");
    await expect(page.getByLabel("Equipment Brand")).toHaveValue("Carrier");
    await expect(page.getByLabel("Equipment Model")).toHaveValue("");
    await expect(page.getByLabel("Notes")).toHaveValue("Gate code 1234");
    // Saving made the customer record: its number and status show, read only.
    await expect(page.getByTestId("customer-number")).toHaveText(/^AW\d+$/);
    await expect(page.getByTestId("account-information")).toContainText("Active");
    // This state (with a customer record) is the one the portal sweep scans for the demo customer.
  });

  test.describe("without JavaScript", () => {
    // The refused post answers 400, which the browser logs.
    test.use({ javaScriptEnabled: false, allowConsoleErrors: [/status of 400/] });

    test("A customer saves the profile with a plain form post, and a bad zip code comes back with its message", async ({
      page,
      baseURL,
    }) => {
      await signUpCustomer(page, baseURL!, "Nora");
      await page.goto("/customer/profile");
      await page.getByLabel("Address Line 1").fill("15 Bay Rd");
      await page.getByLabel("City").fill("Hialeah");
      await page.getByLabel("Zip Code").fill("3301");
      await page.getByRole("button", { name: "Save Profile" }).click();
      await expect(page.getByText("Please enter a 5-digit zip code (or ZIP+4, like 33101-1234)")).toBeVisible();
      await expect(page.getByLabel("Address Line 1")).toHaveValue("15 Bay Rd");
      await expect(page.getByLabel("City")).toHaveValue("Hialeah");

      await page.getByLabel("Zip Code").fill("33010-1234");
      await page.getByRole("button", { name: "Save Profile" }).click();
      await expect(page).toHaveURL(/\/customer\/profile$/);
      await expect(page.getByRole("status").filter({ hasText: "Profile Updated" })).toBeVisible();
      await page.goto("/customer/profile");
      await expect(page.getByLabel("Zip Code")).toHaveValue("33010-1234");
      await expect(page.getByTestId("customer-number")).toHaveText(/^AW\d+$/);
    });
  });

  test("A new e-mail waits for the link sent to it; the login keeps the old address until it is followed", async ({
    page,
    baseURL,
    browser,
  }) => {
    const oldEmail = await signUpCustomer(page, baseURL!, "Elena");
    const newEmail = uniqueEmail("moved");
    await page.goto("/customer/profile");
    await page.locator('html[data-hydrated="true"]').waitFor();
    await fillRequired(page);
    await page.getByLabel("Email").fill(newEmail);
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(toast(page, "Profile Updated")).toBeVisible();
    const pending = page.getByTestId("pending-email-change");
    await expect(pending).toContainText("Check your new inbox");
    await expect(pending).toContainText(newEmail);
    await expect(page.getByLabel("Email")).toHaveValue(oldEmail);

    // Still the old address: a sign-in with it works, with the new one it does not.
    const session = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { email: string } };
    expect(session.user.email).toBe(oldEmail);

    await page.goto(await mailedLink(browser, "email-change", newEmail));
    await expect(page).toHaveURL(/\/customer\/profile\?email=confirmed$/);
    await expect(page.getByText("Email address updated")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(newEmail);
    await expect(page.getByTestId("pending-email-change")).toHaveCount(0);
    await expect(page.getByText("Please verify your email address")).toHaveCount(0);
  });
});
