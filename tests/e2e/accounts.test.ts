import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./support/fixtures";
import { SCAN_SETTINGS } from "./support/scan-settings";

const DEMO_CUSTOMER = {
  email: "customer@awac.example",
  password: process.env.DEMO_CUSTOMER_PASSWORD ?? "Demo-Customer-Pass-2026!",
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

// Refused submissions answer 400/401/403, which Chromium reports as a failed resource in the console.
const REFUSED_SUBMISSION = /Failed to load resource: the server responded with a status of 40[0-3]/;

test.describe("Accounts", () => {
  test.use({ allowConsoleErrors: [REFUSED_SUBMISSION] });
  test("A visitor is shown the sign-up form's mistakes before anything is sent, signs up, and lands in a portal of empty cards and lists, no reward points, and an account that is active with the e-mail not verified yet", async ({
    page,
  }) => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
    const email = uniqueEmail("signup");
    await fillSignUp(page, { firstName: "", lastName: "Vega", email, password: "short", confirmPassword: "shorter" });
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/auth$/);

    await fillSignUp(page, {
      firstName: "Marisol",
      lastName: "Vega",
      email,
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
    });
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL(/\/customer$/);
    await expect(page.getByText("Account created successfully!")).toBeVisible();
    await expect(page.getByText("Welcome! You can now access the customer portal.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Marisol!" })).toBeVisible();

    // No customer record yet: the e-mail to verify, empty cards, and an account that is active, never 'Unknown'
    // (issue 17), in both languages.
    await expect(page.getByText("Please verify your email address")).toBeVisible();
    await expect(page.getByTestId("card-next-service")).toContainText("Not scheduled");
    await expect(page.getByTestId("card-current-balance")).toContainText("$0.00");
    await expect(page.getByTestId("card-service-plan")).toContainText("None");
    const status = page.getByTestId("card-account-status");
    await expect(status).toContainText("Active");
    await expect(status).toContainText("E-mail not verified yet");
    await expect(status).not.toContainText(/Unknown|Desconocido/);

    // The dashboard's empty states, and a rewards panel with no points.
    const upcoming = page.getByRole("region", { name: "Upcoming Appointments" });
    await expect(upcoming.getByText("No upcoming appointments")).toBeVisible();
    await expect(upcoming.getByRole("link", { name: "Schedule a Service" })).toHaveAttribute(
      "href",
      "/customer/appointments?new=1",
    );
    const recent = page.getByRole("region", { name: "Recent Services" });
    await expect(recent.getByText("No services yet")).toBeVisible();
    await expect(recent.getByRole("link", { name: "View All History" })).toBeVisible();
    const rewards = page.getByRole("region", { name: "Rewards" });
    await expect(rewards.getByTestId("rewards-available")).toHaveText("0 points available");
    await expect(rewards.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    await expect(rewards.getByRole("button", { name: "Claim Free Service Call" })).toBeDisabled();
    // The suite's server has no social profiles in its settings, so no task offers a Follow link; the link's new tab
    // and its rel="noopener noreferrer" are proven where a profile is set (rewards-panel.test.ts).
    await expect(rewards.getByRole("link", { name: /Follow us on/ })).toHaveCount(0);

    await page.getByRole("button", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/customer$/);
    await expect(page.getByRole("heading", { level: 1, name: "¡Bienvenido(a), Marisol!" })).toBeVisible();
    await expect(status).toContainText("Activa");
    await expect(status).toContainText("Correo electrónico aún sin verificar");
    await expect(status).not.toContainText(/Unknown|Desconocido/);
    await expect(page.getByRole("region", { name: "Próximas citas" }).getByText("No hay citas próximas")).toBeVisible();
    await expect(page.getByRole("region", { name: "Recompensas" }).getByTestId("rewards-available")).toHaveText(
      "0 puntos disponibles",
    );
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Marisol!" })).toBeVisible();

    await page.getByRole("button", { name: "Resend verification e-mail" }).click();
    await expect(page).toHaveURL(/\/verify-email/);
  });

  test("A customer sent to sign in from a portal page is told 'Sign In Error' for a wrong password, then comes back to the page with the right one", async ({
    page,
  }) => {
    await page.goto("/customer");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcustomer$/);
    await page.getByLabel("Email").fill(DEMO_CUSTOMER.email);
    await page.getByLabel("Password", { exact: true }).fill("Not-The-Password-1");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Sign In Error")).toBeVisible();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcustomer$/);

    await page.getByLabel("Password", { exact: true }).fill(DEMO_CUSTOMER.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/customer$/);

    // Signed in, the Welcome screen sends them on instead of showing the forms.
    await page.goto("/customer/auth");
    await expect(page).toHaveURL(/\/customer$/);
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
});

/**
 * The account screens, which neither sweep reaches (they need no session and are no public page): each scanned once,
 * in one of the two settings, alternating. Their layout is one centred card at any width. The English sign-in tab is
 * the Spanish one's layout; the sign-up tab with a chosen plan is scanned in first-use-new-customer.test.ts.
 */
for (const { locale, viewportName, viewport } of SCAN_SETTINGS) {
  const paths =
    locale === "en"
      ? ["/auth?tab=signup", "/admin", "/forgot-password"]
      : ["/es/auth", "/es/reset-password?token=example", "/es/verify-email"];
  test.describe(`The account screens in ${locale} on a ${viewportName}`, () => {
    test.use({ viewport });

    test(`${paths.join(", ")} pass an accessibility scan in ${locale} on a ${viewportName}`, async ({ page }) => {
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          if (path === "/es/auth") {
            // The Spanish Welcome screen speaks Spanish and links home to /es.
            await expect(page.getByRole("heading", { level: 1, name: "Bienvenido" })).toBeVisible();
            await expect(page.getByRole("tab", { name: "Registrarse" })).toBeVisible();
            await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/es");
          }
          await expectNoAxeViolations(page);
        });
      }
    });
  });
}

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
