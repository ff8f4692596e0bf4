import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./support/fixtures";

const DEMO_CUSTOMER = {
  email: "customer@awac.example",
  password: process.env.DEMO_CUSTOMER_PASSWORD ?? "Demo-Customer-Pass-2026!",
};
const DEMO_ADMIN = {
  email: "admin@awac.example",
  password: process.env.DEMO_ADMIN_PASSWORD ?? "Demo-Admin-Pass-2026!",
};
const STRONG_PASSWORD = "Ocean-Breeze-2031";

async function fillSignUp(
  page: Page,
  fields: { firstName: string; lastName: string; email: string; password: string; confirmPassword: string },
) {
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("First Name").fill(fields.firstName);
  await page.getByLabel("Last Name").fill(fields.lastName);
  await page.getByLabel("Email").fill(fields.email);
  await page.getByLabel("Password", { exact: true }).fill(fields.password);
  await page.getByLabel("Confirm Password").fill(fields.confirmPassword);
}

async function signIn(page: Page, path: string, credentials: { email: string; password: string }) {
  await page.goto(path);
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Password", { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

// Refused submissions answer 400/401/403, which Chromium reports as a failed resource in the console.
const REFUSED_SUBMISSION = /Failed to load resource: the server responded with a status of 40[0-3]/;

test.describe("Accounts", () => {
  test.use({ allowConsoleErrors: [REFUSED_SUBMISSION] });
  test("A visitor signs up and lands in the customer portal", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
    await fillSignUp(page, {
      firstName: "Marisol",
      lastName: "Vega",
      email: uniqueEmail("signup"),
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
    });
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL(/\/customer$/);
    await expect(page.getByText("Account created successfully!")).toBeVisible();
    await expect(page.getByText("Welcome! You can now access the customer portal.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Marisol!" })).toBeVisible();
  });

  test("A visitor who types a wrong password sees 'Sign In Error'", async ({ page }) => {
    await signIn(page, "/auth", { email: DEMO_CUSTOMER.email, password: "Not-The-Password-1" });
    await expect(page.getByText("Sign In Error")).toBeVisible();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("The sign-up form explains mistakes next to the fields before sending anything", async ({ page }) => {
    await page.goto("/auth");
    await fillSignUp(page, {
      firstName: "",
      lastName: "Vega",
      email: uniqueEmail(),
      password: "short",
      confirmPassword: "shorter",
    });
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("A customer sent to sign in from a portal page comes back to it", async ({ page }) => {
    await page.goto("/customer");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcustomer$/);
    await page.getByLabel("Email").fill(DEMO_CUSTOMER.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_CUSTOMER.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/customer$/);

    // Signed in, the Welcome screen sends them on instead of showing the forms.
    await page.goto("/customer/auth");
    await expect(page).toHaveURL(/\/customer$/);
  });

  test("A customer opening the back office is told the account has no staff access, and refused at the staff sign-in", async ({
    page,
  }) => {
    await signIn(page, "/auth", DEMO_CUSTOMER);
    await expect(page).toHaveURL(/\/customer$/);
    const answer = await page.goto("/admin/dashboard");
    expect(answer?.status()).toBe(403);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "This account has no staff access" })).toBeVisible();

    // Signed out, the staff sign-in refuses the customer's password.
    await page.getByRole("button", { name: "Sign out and sign in as staff" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByLabel("Email").fill(DEMO_CUSTOMER.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_CUSTOMER.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Login Failed")).toBeVisible();
    await expect(page.getByText("This account does not have admin access.")).toBeVisible();
  });

  test("An admin signs in at /admin and reaches the dashboard", async ({ page }) => {
    await signIn(page, "/admin", DEMO_ADMIN);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText("Login Successful")).toBeVisible();
    await expect(page.getByText("Welcome to the Admin Portal.")).toBeVisible();
    // Already signed in: /admin goes straight on.
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("A visitor asks for a password reset and gets the same answer for any address", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel("Email").fill("nobody-here@example.com");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Check your email")).toBeVisible();
    await expect(page.getByText(/If an account exists for nobody-here@example.com/)).toBeVisible();
  });

  test("The Spanish Welcome screen speaks Spanish and links home to /es", async ({ page }) => {
    await page.goto("/es/auth");
    await expect(page.getByRole("heading", { level: 1, name: "Bienvenido" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Registrarse" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/es");
  });

  for (const path of [
    "/auth",
    "/es/auth",
    "/auth?tab=signup",
    "/admin",
    "/forgot-password",
    "/reset-password?token=example",
    "/verify-email",
  ]) {
    test(`${path} passes an accessibility scan`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("Accounts without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowConsoleErrors: [REFUSED_SUBMISSION] });

  test("The sign-up form works and shows the server's field errors", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/tab=signup/);
    await page.getByLabel("First Name").fill("Nora");
    await page.getByLabel("Last Name").fill("Script");
    await page.getByLabel("Email").fill(uniqueEmail("nojs"));
    await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel("Confirm Password").fill("Different-Breeze-2031");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("Nora");

    await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel("Confirm Password").fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/customer$/);
  });
});
