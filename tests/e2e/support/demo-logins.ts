import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

// The demo logins seeded on the embedded database (README); the suite's server sets these passwords.
export const DEMO_CUSTOMER = {
  email: "customer@awac.example",
  password: process.env.DEMO_CUSTOMER_PASSWORD ?? "Demo-Customer-Pass-2026!",
};
export const DEMO_TECH = {
  email: "tech@awac.example",
  password: process.env.DEMO_TECH_PASSWORD ?? "Demo-Tech-Pass-2026!",
};
export const DEMO_ADMIN = {
  email: "admin@awac.example",
  password: process.env.DEMO_ADMIN_PASSWORD ?? "Demo-Admin-Pass-2026!",
};

/**
 * Signs the page's browser context in over HTTP (better-auth's endpoint, as the sign-in form's action calls it) and
 * opens the landing page the form leads to. The form itself is proven by accounts.test.ts; every other test only needs
 * the session, and a page load, hydration and a form fill less each. The `lang` cookie is set to English, as the
 * English sign-in form would have made the account's language (a test that wants Spanish sets the cookie after).
 */
async function signInOverHttp(page: Page, login: { email: string; password: string }, landing: string) {
  // The context's own server (a test may run one of its own), as its base URL resolves a path, is the Origin to send.
  const origin = new URL((await page.request.get("/readyz")).url()).origin;
  const answer = await page.request.post("/api/auth/sign-in/email", { data: login, headers: { origin } });
  expect(answer.status(), await answer.text()).toBe(200);
  await page.context().addCookies([{ name: "lang", value: "en", url: origin }]);
  await page.goto(landing);
}

/** Signs the demo customer in and opens `screen` (the portal's landing page unless the test goes elsewhere first). */
export async function signInAsCustomer(page: Page, screen?: string) {
  await signInOverHttp(page, DEMO_CUSTOMER, screen ?? "/customer");
  if (!screen) await expect(page).toHaveURL(/\/customer(\/dashboard)?$/);
}

/**
 * Signs the demo admin in and opens `screen`: the dashboard unless the test names the screen it works on, which
 * spares a load of the back office's heaviest page.
 */
export async function signInAsAdmin(page: Page, screen?: string) {
  await signInOverHttp(page, DEMO_ADMIN, screen ?? "/admin/dashboard");
  if (!screen) await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
