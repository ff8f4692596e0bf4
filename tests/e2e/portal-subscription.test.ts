import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./support/fixtures";

/** A fresh customer per test, signed in through the auth endpoint. */
async function signUpCustomer(page: Page, baseURL: string) {
  const email = uniqueEmail("plans");
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Pablo Ruiz", email, password: "Cool-Breeze-2031!", firstName: "Pablo", lastName: "Ruiz" },
    headers: { Origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

test.describe("Service Plans (demo checkout without Stripe keys)", () => {
  // Several page loads, axe scans and a second browser context each: give them room on a busy machine.
  test.slow();
  test("A customer without a plan sees the three catalog plans and why a plan pays off, on a desktop and on a phone", async ({
    page,
    baseURL,
  }) => {
    await signUpCustomer(page, baseURL!);
    await page.goto("/customer/subscription");
    await expect(page.getByRole("heading", { level: 1, name: "Service Plans" })).toBeVisible();
    const cards = page.locator("article[data-plan]");
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText("Basic Maintenance");
    await expect(cards.nth(0)).toContainText("$89");
    await expect(cards.nth(0).getByRole("button", { name: "Schedule Visit: Basic Maintenance" })).toHaveText(
      "Schedule Visit",
    );
    await expect(cards.nth(1)).toContainText("Premium Care");
    await expect(cards.nth(1)).toContainText("Most Popular");
    await expect(cards.nth(1)).toContainText("$149");
    await expect(cards.nth(2)).toContainText("Commercial Plus");
    await expect(cards.nth(2)).toContainText("$299");
    await expect(page.getByRole("heading", { name: "Why Choose a Service Plan?" })).toBeVisible();
    for (const point of ["Save Money", "Priority Service", "Peace of Mind", "Energy Savings"]) {
      await expect(page.getByRole("heading", { name: point })).toBeVisible();
    }
    await expect(page.getByTestId("cancellation-notice")).toContainText("30 days' written notice");
    await expect(page.getByTestId("active-plan")).toHaveCount(0);

    // At phone width the cards still fit the screen; the state is scanned there (the sweep scans the demo customer's
    // active plan, not this one).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator("article[data-plan]")).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });

  test("A customer subscribes through the demo checkout, then sees the active plan, orders in dollars and Refresh", async ({
    page,
    baseURL,
  }) => {
    await signUpCustomer(page, baseURL!);
    await page.goto("/customer/subscription");
    await page.locator('html[data-hydrated="true"]').waitFor();

    // Hold the checkout request so the clicked plan's busy label can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/billing/checkout", async (route) => {
      await held;
      await route.continue();
    });
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Subscribe to Premium Care" }).click();
    await expect(page.locator('article[data-plan="premium_care"]').getByRole("button")).toHaveText("Processing...");
    await expect(page.locator('article[data-plan="commercial_plus"]').getByRole("button")).toHaveText("Subscribe");
    release();
    const checkout = await popupOpened;
    await page.unroute("**/api/billing/checkout");
    await checkout.waitForURL(/\/demo-checkout\//);
    await expect(checkout.getByTestId("demo-checkout-total")).toHaveText("$149.00");
    await checkout.getByRole("button", { name: "Pay $149.00" }).click();
    await expect(checkout).toHaveURL(/\/subscription-success\?session_id=cs_demo_\w+/);
    await checkout.close();
    await expect(page.locator('article[data-plan="premium_care"]').getByRole("button")).toHaveText("Subscribe");

    // Refresh re-reads the subscription.
    await page.getByRole("button", { name: "Refresh subscription status" }).click();
    const active = page.getByTestId("active-plan");
    await expect(active).toContainText("Premium Care", { timeout: 30_000 });
    await expect(active).toContainText("$149");
    await expect(active).toContainText("Bi-annual visits");
    await expect(page.getByTestId("next-billing-date")).toContainText(/Next billing date: \w{3} \d{1,2}, \d{4}/);
    await expect(active.getByRole("button", { name: /Manage Subscription/ })).toBeVisible();
    await expect(active.getByRole("button", { name: /Manage Billing/ })).toBeVisible();
    await expect(page.getByTestId("one-time-visit")).toContainText("$89");
    // The plan's benefits as they act for this member (issue 37 item 5).
    const benefits = page.getByTestId("member-benefits");
    await expect(benefits).toContainText("Your repair discount: 15%");
    await expect(benefits).toContainText("Priority scheduling: book from 4 hours ahead");
    await expect(benefits).toContainText("Priority emergency service");
    const orders = page.getByTestId("recent-orders");
    await expect(orders).toContainText("Premium Care");
    await expect(orders).toContainText("$149.00");
    await expect(orders).toContainText("Paid");
    await expect(page.getByTestId("cancellation-notice")).toContainText("30 days");
    await expect(page.locator("article[data-plan]")).toHaveCount(0);

    // Manage Billing opens the billing portal in a new tab: without Stripe, the demo billing page.
    const billingOpened = page.waitForEvent("popup");
    await active.getByRole("button", { name: /Manage Billing/ }).click();
    const billing = await billingOpened;
    await billing.waitForURL(/\/customer\/billing-demo$/);
    await expect(billing.getByText("Demo billing — no card is charged")).toBeVisible();
    await billing.close();
  });

  test.describe("at phone width", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    // One run, in Spanish on a phone (the second scan setting): the journey is the same in English, whose catalogue has
    // the same keys (app/i18n/catalog.ts); the Spanish run also proves the day written in Spanish.
    const LANGUAGES = [
      {
        locale: "es",
        cancelAtEnd: "Cancelar al final del período: Cuidado Premium",
        scheduled: "Cancelación programada",
        endsLine: /^Termina el (.+)\. No se renovará\.$/,
        endsOn: "El plan termina el:",
        notRenewing: "Su plan no se renovará. Conserva sus beneficios hasta ese día.",
        keep: "Mantener suscripción: Cuidado Premium",
        kept: "Suscripción mantenida",
        nextBilling: "Próxima fecha de facturación:",
      },
    ] as const;

    for (const language of LANGUAGES) {
      test(`A customer sets the plan to end with the period and sees the day it ends, then keeps it (${language.locale})`, async ({
        page,
        baseURL,
      }) => {
        await page.context().addCookies([{ name: "lang", value: language.locale, url: baseURL! }]);
        await signUpCustomer(page, baseURL!);
        const started = await page.request.post("/api/billing/checkout", {
          data: { plan: "premium_care" },
          headers: { Accept: "application/json", Origin: baseURL! },
        });
        expect(started.status(), await started.text()).toBe(200);
        await page.goto(((await started.json()) as { url: string }).url);
        await page.getByRole("button", { name: /149/ }).click();
        await expect(page).toHaveURL(/\/subscription-success\?session_id=cs_demo_\w+/);

        // The demo billing page stands in for Stripe's portal: it sets cancel_at to the period's end.
        await page.goto("/customer/billing-demo");
        await page.getByRole("button", { name: language.cancelAtEnd }).click();
        await expect(page.locator("[data-sonner-toast]").filter({ hasText: language.scheduled }).first()).toBeVisible();
        const endsLine = (await page.getByTestId("demo-subscription-ends").textContent())?.trim() ?? "";
        const endDate = endsLine.match(language.endsLine)?.[1];
        expect(endDate, endsLine).toBeTruthy();

        await page.goto("/customer/subscription");
        const pending = page.getByTestId("pending-cancellation");
        await expect(pending).toContainText(`${language.endsOn} ${endDate}`);
        await expect(pending).toContainText(language.notRenewing);
        await expect(page.getByTestId("next-billing-date")).toHaveCount(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await expectNoAxeViolations(page);

        await page.goto("/customer/billing-demo");
        await page.getByRole("button", { name: language.keep }).click();
        await expect(page.locator("[data-sonner-toast]").filter({ hasText: language.kept }).first()).toBeVisible();
        await page.goto("/customer/subscription");
        await expect(page.getByTestId("next-billing-date")).toContainText(`${language.nextBilling} ${endDate}`);
        await expect(page.getByTestId("pending-cancellation")).toHaveCount(0);
      });
    }
  });
});
