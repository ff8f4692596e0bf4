import { CUSTOMER_NAV } from "../../app/components/app-sidebar/customer-nav";
import { DEMO_ADMIN, DEMO_CUSTOMER, signInAsCustomer } from "./support/demo-logins";
import { expect, test } from "./support/fixtures";

const ADMIN_STAT_LABELS = [
  "Total Customers",
  "Active Customers",
  "Outstanding Balance",
  "Due for Service (30 days)",
  "New Sign-ups (30 days)",
  "Pending Leads",
];

test.describe("Customer portal", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("A customer signs in and sees the greeting, the four account cards, and a sidebar that Ctrl+B collapses until it is opened again, across a reload", async ({
    page,
  }) => {
    await signInAsCustomer(page);
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome, .+!$/ })).toBeVisible();
    await expect(page.getByText("Customer Portal", { exact: true })).toBeVisible();

    await expect(page.getByTestId("card-next-service")).toContainText("Next Service");
    await expect(page.getByTestId("card-next-service")).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}|Not scheduled/);
    await expect(page.getByTestId("card-current-balance")).toContainText("Current Balance");
    await expect(page.getByTestId("card-current-balance")).toContainText(/\$\d{1,3}(,\d{3})*\.\d{2}/);
    await expect(page.getByTestId("card-service-plan")).toContainText("Service Plan");
    await expect(page.getByTestId("card-service-plan")).toContainText(
      /Basic Maintenance|Premium Care|Commercial Plus|None/,
    );
    await expect(page.getByTestId("card-account-status")).toContainText(/Account Status(Active|Inactive|Suspended)/);

    const sidebar = page.getByRole("complementary", { name: "Customer portal sidebar" });
    await expect(sidebar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(sidebar.getByText(DEMO_CUSTOMER.email)).toBeVisible();
    await expect(sidebar.getByRole("button", { name: "Sign Out" })).toBeVisible();
    // Menus list only screens that exist (DECISIONS.md §4): one link per entry flipped to available.
    await expect(sidebar.getByRole("link")).toHaveCount(CUSTOMER_NAV.filter((entry) => entry.available).length);

    await page.goto("/customer/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome, .+!$/ })).toBeVisible();
    await page.locator('html[data-hydrated="true"]').waitFor();

    await expect(sidebar).toHaveAttribute("data-state", "expanded");

    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    // Collapsed entries keep their accessible names.
    await expect(sidebar.getByRole("link", { name: "Dashboard" })).toBeVisible();
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 6.9 * 24 * 60 * 60);

    // The server renders the remembered state, so the page never flickers open.
    const html = await (await page.request.get("/customer")).text();
    expect(html).toContain('data-state="collapsed"');
    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");

    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
  });

  test("On a phone the sidebar opens as a sheet from the header", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsCustomer(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Customer portal menu" });
    await expect(sheet.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(sheet.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await sheet.getByRole("button", { name: "Close menu" }).click();
    await expect(sheet).toBeHidden();
  });
});

test.describe("Back office", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("An admin signs in through the form at /admin, sees the six dashboard figures, and Logout ends the staff session", async ({
    page,
  }) => {
    await page.goto("/admin");
    await page.getByLabel("Email").fill(DEMO_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText("Login Successful")).toBeVisible();
    await expect(page.getByText("Welcome to the Admin Portal.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    for (const label of ADMIN_STAT_LABELS) {
      await expect(page.getByRole("heading", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("stat-totalCustomers")).toContainText(/\d/);
    await expect(page.getByTestId("stat-outstandingBalance")).toContainText(/\$\d{1,3}(,\d{3})*\.\d{2}/);

    const sidebar = page.getByRole("complementary", { name: "Back office sidebar" });
    // Leads, Appointments and Reward Claims carry a count of waiting work when there is some ("Leads & Signups 3").
    await expect(sidebar.getByRole("link")).toHaveText([
      "Dashboard",
      "Customers",
      /^Leads & Signups/,
      /^Appointments/,
      "Dispatch board",
      "Plan Visits",
      "Invoices",
      "Quotes",
      "Service History",
      "Team",
      "Newsletter",
      /^Reward Claims/,
      "Analytics",
      "Settings",
      "Audit Log",
      "System",
      "Back to Website",
    ]);
    await expect(sidebar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    // Already signed in: /admin goes straight on.
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin$/);
  });
});
