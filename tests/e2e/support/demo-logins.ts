import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

// The demo logins seeded on the embedded database (README); the suite's server sets these passwords.
export const DEMO_CUSTOMER = {
  email: "customer@awac.example",
  password: process.env.DEMO_CUSTOMER_PASSWORD ?? "Demo-Customer-Pass-2026!",
};
export const DEMO_ADMIN = {
  email: "admin@awac.example",
  password: process.env.DEMO_ADMIN_PASSWORD ?? "Demo-Admin-Pass-2026!",
};

export async function signInAsCustomer(page: Page) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(DEMO_CUSTOMER.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/customer(\/dashboard)?$/);
}

export async function signInAsAdmin(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(DEMO_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
