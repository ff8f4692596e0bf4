import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "./support/e2e-env";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./support/fixtures";
import { signUpFreshCustomer } from "./support/fresh-accounts";

/**
 * Issue 17: the first use of the site as a homeowner and new customer, on a phone. A plan chosen while signed out is
 * kept through sign-up and continued to; the language chosen anywhere follows the person into the portal and out;
 * Account Status says what is true (a new customer's in accounts.test.ts, the verified demo customer's in
 * portal-dashboard.test.ts); a customer at a staff address is told the account has no staff access.
 */
const PHONE = { width: 390, height: 844 };
const PASSWORD = "Sunny-Porch-2031!";

const WORDS = {
  en: {
    signUpTab: "Sign Up",
    signInTab: "Sign In",
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    password: "Password",
    confirmPassword: "Confirm Password",
    createAccount: "Create Account",
    signIn: "Sign In",
    premium: "Premium Care",
    basic: "Basic Maintenance",
    subscribe: (plan: string) => `Subscribe to ${plan}`,
    bookVisit: (plan: string) => `Book a Visit: ${plan}`,
    chosenSubscription: (plan: string) =>
      `You chose ${plan}. Create an account, or sign in, and you will go straight on to its checkout.`,
    chosenVisit: (plan: string) =>
      `You chose ${plan}. Create an account, or sign in, and you will go straight on to request your visit.`,
    subscriptionSummary: (plan: string) => `${plan}: monthly subscription`,
    requestAppointment: "Request Appointment",
    serviceType: "Service Type",
    welcome: (name: string) => `Welcome, ${name}!`,
    noStaffAccess: "This account has no staff access",
    toPortal: "Go to my portal",
    signInAsStaff: "Sign out and sign in as staff",
    authRequired: "Authentication Required",
    loginFailed: "Login Failed",
    notAdmin: "This account does not have admin access.",
  },
  es: {
    signUpTab: "Registrarse",
    signInTab: "Iniciar sesión",
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    password: "Contraseña",
    confirmPassword: "Confirmar contraseña",
    createAccount: "Crear cuenta",
    signIn: "Iniciar sesión",
    premium: "Cuidado Premium",
    basic: "Mantenimiento Básico",
    subscribe: (plan: string) => `Suscribirse a ${plan}`,
    bookVisit: (plan: string) => `Reservar visita: ${plan}`,
    chosenSubscription: (plan: string) =>
      `Eligió ${plan}. Cree una cuenta, o inicie sesión, y pasará directamente al pago del plan.`,
    chosenVisit: (plan: string) =>
      `Eligió ${plan}. Cree una cuenta, o inicie sesión, y pasará directamente a solicitar su visita.`,
    subscriptionSummary: (plan: string) => `${plan}: suscripción mensual`,
    requestAppointment: "Solicitar cita",
    serviceType: "Tipo de servicio",
    welcome: (name: string) => `¡Bienvenido(a), ${name}!`,
    noStaffAccess: "Esta cuenta no tiene acceso de personal",
    toPortal: "Ir a mi portal",
    signInAsStaff: "Cerrar sesión e iniciar como personal",
    authRequired: "Se requiere autenticación",
    loginFailed: "Error de acceso",
    notAdmin: "Esta cuenta no tiene acceso de administración.",
  },
} as const;
type Lang = keyof typeof WORDS;

const prefix = (lang: Lang) => (lang === "es" ? "/es" : "");

async function fillSignUp(page: Page, lang: Lang, firstName: string, email: string) {
  const w = WORDS[lang];
  const form = page.getByRole("tabpanel");
  await form.getByLabel(w.firstName).fill(firstName);
  await form.getByLabel(w.lastName).fill("Homeowner");
  await form.getByLabel(w.email).fill(email);
  await form.getByLabel(w.password, { exact: true }).fill(PASSWORD);
  await form.getByLabel(w.confirmPassword).fill(PASSWORD);
  await form.getByRole("button", { name: w.createAccount }).click();
}

async function signInOnScreen(page: Page, lang: Lang, login: { email: string; password: string }) {
  const w = WORDS[lang];
  await page.getByRole("tab", { name: w.signInTab }).click();
  const form = page.getByRole("tabpanel");
  await form.getByLabel(w.email).fill(login.email);
  await form.getByLabel(w.password, { exact: true }).fill(login.password);
  await form.getByRole("button", { name: w.signIn, exact: true }).click();
}

/** The portal's language switch: on a phone it sits in the sidebar sheet. */
async function switchPortalLanguage(page: Page, openMenu: string, target: "English" | "Español") {
  await page.getByRole("button", { name: openMenu }).click();
  await page.getByRole("button", { name: target }).click();
}

test.describe("A new customer's first use, on a phone", () => {
  // The staff addresses answer 403, which Chromium reports as a failed resource in the console: that is the point.
  test.use({ viewport: PHONE, allowConsoleErrors: [/status of 403/] });

  // One language each (the two settings of tests/e2e/support/scan-settings.ts alternate): the Spanish runs prove the
  // routing under /es and the Spanish words, the English ones the default site. A new customer's Account Status (issue
  // 17: active, e-mail not verified, never Unknown) is proven in both languages by the sign-up journey in
  // accounts.test.ts.
  test("[es] A visitor who presses Subscribe on the Comfort Club page signs up and goes straight on to that plan's checkout", async ({
    page,
  }) => {
    const lang = "es";
    const w = WORDS[lang];
    await page.goto(`${prefix(lang)}/comfort-club`);
    await page
      .locator("#plans")
      .getByRole("button", { name: w.subscribe(w.premium) })
      .click();

    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/auth\\?tab=signup&plan=premium_care$`));
    await expect(page.getByText(w.authRequired)).toHaveCount(0);
    await expect(page.getByTestId("chosen-plan")).toHaveText(w.chosenSubscription(w.premium));
    await expect(page.getByRole("tab", { name: w.signUpTab })).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page);

    await fillSignUp(page, lang, "Paula", uniqueEmail(`club-${lang}`));
    await expect(page).toHaveURL(/\/demo-checkout\/[\w.-]+$/);
    await expect(page.getByText(w.subscriptionSummary(w.premium))).toBeVisible();
  });

  test("[en] A visitor who presses Book a Visit on the home page signs up and lands on the appointment request", async ({
    page,
  }) => {
    const lang = "en";
    const w = WORDS[lang];
    await page.goto(prefix(lang) || "/");
    await page
      .locator("#plans")
      .getByRole("button", { name: w.bookVisit(w.basic) })
      .click();

    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/auth\\?tab=signup&plan=basic$`));
    await expect(page.getByTestId("chosen-plan")).toHaveText(w.chosenVisit(w.basic));
    await fillSignUp(page, lang, "Vera", uniqueEmail(`visit-${lang}`));

    await expect(page).toHaveURL(/\/customer\/appointments\?new=1&service=Maintenance$/);
    // The request form is open for a maintenance visit, in the language the visitor signed up in.
    await expect(page.getByLabel(w.serviceType)).toHaveValue("Maintenance");
    await expect(page.getByRole("button", { name: w.requestAppointment, exact: true })).toBeVisible();
  });

  test("[en] An existing customer who chose a plan signs in instead and still goes on to its checkout", async ({
    page,
    request,
  }) => {
    const lang = "en";
    const w = WORDS[lang];
    const login = await signUpFreshCustomer(request, `returning-${lang}`);
    await page.goto(`${prefix(lang)}/comfort-club`);
    await page
      .locator("#plans")
      .getByRole("button", { name: w.subscribe(w.premium) })
      .click();
    await expect(page.getByTestId("chosen-plan")).toBeVisible();
    await signInOnScreen(page, lang, login);

    await expect(page).toHaveURL(/\/demo-checkout\/[\w.-]+$/);
    await expect(page.getByText(w.subscriptionSummary(w.premium))).toBeVisible();
  });

  test("[es] A customer who opens a staff address is told in Spanish that the account has no staff access, can go back or sign in as staff, and the staff sign-in refuses the customer", async ({
    page,
  }) => {
    const lang = "es";
    const w = WORDS[lang];
    const email = uniqueEmail(`nostaff-${lang}`);
    await page.goto(`${prefix(lang)}/auth?tab=signup`);
    await fillSignUp(page, lang, "Sofia", email);
    await expect(page).toHaveURL(/\/customer$/);

    for (const path of ["/admin", "/admin/customers", "/admin/dashboard"]) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(403);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: w.noStaffAccess })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByText(email)).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: w.toPortal }).click();
    await expect(page).toHaveURL(/\/customer$/);
    await expect(page.getByRole("heading", { level: 1, name: w.welcome("Sofia") })).toBeVisible();

    await page.goto("/admin/customers");
    await page.getByRole("button", { name: w.signInAsStaff }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByLabel(w.email)).toBeVisible();
    // Signed out now: the portal asks for a sign-in again.
    await page.goto("/customer");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcustomer$/);

    // The staff sign-in refuses the customer's own password.
    await page.goto("/admin");
    await page.getByLabel(w.email).fill(email);
    await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: w.signIn, exact: true }).click();
    await expect(page.getByText(w.loginFailed)).toBeVisible();
    await expect(page.getByText(w.notAdmin)).toBeVisible();
  });
});

test.describe("A new customer's first use, on a phone: what is refused", () => {
  test.use({ viewport: PHONE });

  test("A visitor without a session who opens a staff address still gets the staff sign-in", async ({ page }) => {
    await page.goto("/admin/customers");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  });

  test("A plan that is no catalog code, or a foreign return address, is never followed after signing in", async ({
    page,
    request,
  }) => {
    const login = await signUpFreshCustomer(request, "tampered");
    await page.goto(
      `/auth?plan=${encodeURIComponent("https://evil.example/x")}&redirectTo=${encodeURIComponent("/.//evil.example")}`,
    );
    await expect(page.getByTestId("chosen-plan")).toHaveCount(0);
    await signInOnScreen(page, "en", login);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/customer`);
  });
});

test.describe("A new customer's first use, on a phone, without JavaScript", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("A visitor presses Subscribe before the page's script runs and still reaches the sign-up with the plan kept", async ({
    page,
  }) => {
    await page.goto("/es/comfort-club");
    await page
      .locator("#plans")
      .getByRole("button", { name: WORDS.es.subscribe(WORDS.es.premium) })
      .click();
    await expect(page).toHaveURL(/\/es\/auth\?tab=signup&plan=premium_care$/);
    await expect(page.getByTestId("chosen-plan")).toHaveText(WORDS.es.chosenSubscription(WORDS.es.premium));
  });
});

test.describe("The language a person chose follows them, on a phone", () => {
  test.use({ viewport: PHONE, allowConsoleErrors: [/status of 403/] });

  test("A customer who signs in on the Spanish site gets the Spanish portal, even where the browser last chose English", async ({
    page,
    context,
    request,
  }) => {
    const login = await signUpFreshCustomer(request, "lang-sign-in");
    await context.addCookies([{ name: "lang", value: "en", url: E2E_BASE_URL }]);
    await page.goto("/es/auth");
    await signInOnScreen(page, "es", login);
    await expect(page).toHaveURL(/\/customer$/);
    await expect(page.getByRole("heading", { level: 1, name: WORDS.es.welcome("Fresh") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("A customer who signs up on the Spanish site gets the Spanish portal, and one who signs in on the English site the English one", async ({
    page,
    context,
  }) => {
    const email = uniqueEmail("lang-sign-up");
    await context.addCookies([{ name: "lang", value: "en", url: E2E_BASE_URL }]);
    await page.goto("/es/auth?tab=signup");
    await fillSignUp(page, "es", "Lucia", email);
    await expect(page).toHaveURL(/\/customer$/);
    await expect(page.getByRole("heading", { level: 1, name: WORDS.es.welcome("Lucia") })).toBeVisible();

    // Signed out (landing on the Spanish home page), then in again on the English sign-in screen.
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(/\/es$/);
    await page.goto("/auth");
    await signInOnScreen(page, "en", { email, password: PASSWORD });
    await expect(page).toHaveURL(/\/customer$/);
    await expect(page.getByRole("heading", { level: 1, name: WORDS.en.welcome("Lucia") })).toBeVisible();
  });

  test("A signed-in customer who switches language on the public site finds the portal in it, and the other way round", async ({
    page,
    request,
  }) => {
    const login = await signUpFreshCustomer(request, "lang-switch");
    await page.goto("/auth");
    await signInOnScreen(page, "en", login);
    await expect(page.getByRole("heading", { level: 1, name: WORDS.en.welcome("Fresh") })).toBeVisible();

    // The public site's switch, in the phone menu.
    await page.goto("/about");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/about$/);
    await page.goto("/customer");
    await expect(page.getByRole("heading", { level: 1, name: WORDS.es.welcome("Fresh") })).toBeVisible();

    // The portal's switch back to English; leaving the portal then lands on the English site.
    await switchPortalLanguage(page, "Abrir menú", "English");
    await expect(page.getByRole("heading", { level: 1, name: WORDS.en.welcome("Fresh") })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
