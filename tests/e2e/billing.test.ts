import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./support/fixtures";

/** A new customer, signed in through the auth endpoint (the sign-up screen is another feature's test). */
async function signUpCustomer(page: Page, baseURL: string) {
  const email = uniqueEmail("buyer");
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Bea Buyer", email, password: "Cool-Breeze-2031!", firstName: "Bea", lastName: "Buyer" },
    headers: { Origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

/** Starts a checkout the way the plan buttons do: a fetch to the checkout function, which answers { url }. */
async function startCheckout(page: Page, baseURL: string, fields: Record<string, unknown>): Promise<string> {
  const response = await page.request.post("/api/billing/checkout", {
    data: fields,
    headers: { Accept: "application/json", Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return url;
}

test.describe("Plans and payments without Stripe keys (demo checkout)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("A customer buys Premium Care through the demo checkout and sees the plan, the order and the subscription", async ({
    page,
    baseURL,
  }) => {
    test.slow(); // a sign-up, a checkout, eight page loads and two accessibility scans, beside another worker
    await signUpCustomer(page, baseURL!);
    // The browser may not name its price: the catalog's $149.00 is charged whatever the request says.
    const url = await startCheckout(page, baseURL!, { plan: "premium", amount: 1, returnPath: "/customer" });
    expect(url).toMatch(/\/demo-checkout\//);

    await page.goto(url);
    await expect(page.getByText("Demo payment — no card is charged")).toBeVisible();
    await expect(page.getByText("Premium Care: monthly subscription")).toBeVisible();
    await expect(page.getByTestId("demo-checkout-total")).toHaveText("$149.00");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Pay $149.00" }).click();
    await expect(page).toHaveURL(/\/subscription-success\?session_id=cs_demo_\w+/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Premium Care!" })).toBeVisible();
    await expect(page.getByText("Bi-annual visits")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Next steps" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Manage My Plan" })).toHaveAttribute("href", "/customer/subscription");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);

    await page.goto("/customer");
    await expect(page.getByTestId("card-service-plan")).toContainText("Premium Care");

    const status = await page.request.get("/api/billing/status");
    const subscription = (await status.json()) as {
      subscribed: boolean;
      subscription_tier: string;
      subscription_end: string;
    };
    expect(subscription).toMatchObject({ subscribed: true, subscription_tier: "premium_care" });
    expect(new Date(subscription.subscription_end).getTime()).toBeGreaterThan(Date.now());

    // Manage Billing without Stripe is the demo billing page: the order, and a way to cancel.
    const portal = await page.request.post("/api/billing/portal", {
      data: {},
      headers: { Accept: "application/json", Origin: baseURL! },
    });
    const { url: portalUrl } = (await portal.json()) as { url: string };
    expect(portalUrl).toMatch(/\/customer\/billing-demo$/);
    await page.goto(portalUrl);
    await expect(page.getByText("Demo billing — no card is charged")).toBeVisible();
    const orders = page.getByTestId("demo-orders");
    await expect(orders).toContainText("Premium Care");
    await expect(orders).toContainText("$149.00");
    await expect(orders).toContainText("Paid");

    await page.getByRole("button", { name: "Cancel the Premium Care subscription" }).click();
    await expect(page.getByText("Subscription cancelled", { exact: true })).toBeVisible();
    await expect(page.getByTestId("demo-subscription")).toContainText("Cancelled");
    await page.goto("/customer");
    await expect(page.getByTestId("card-service-plan")).toContainText("None");
  });

  test("A customer who cancels a checkout is told so on the page they started from, pays for a Basic Maintenance visit and is promised a call within 24 hours, and is told in English and Spanish that a checkout that does not exist cannot be found", async ({
    page,
    baseURL,
  }) => {
    await signUpCustomer(page, baseURL!);
    await page.goto(await startCheckout(page, baseURL!, { plan: "commercial", returnPath: "/customer" }));
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/customer$/);
    await expect(page.getByText("Checkout cancelled", { exact: true })).toBeVisible();
    await expect(page.getByTestId("card-service-plan")).toContainText("None");

    await page.goto(await startCheckout(page, baseURL!, { plan: "basic" }));
    await page.getByRole("button", { name: "Pay $89.00" }).click();
    await expect(page).toHaveURL(/\/payment-success\?session_id=cs_demo_\w+/);
    await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByText("We'll contact you within 24 hours to schedule your visit.")).toBeVisible();
    await expect(page.getByText("Amount paid: $89.00")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to My Account" })).toHaveAttribute("href", "/customer/dashboard");
    await expect(page.getByRole("link", { name: "(305) 555-0142" }).last()).toBeVisible();
    await expectNoAxeViolations(page);

    // A success page for a checkout that does not exist grants nothing and says so.
    await page.goto("/payment-success?session_id=cs_demo_made_up");
    await expect(page.getByRole("heading", { level: 1, name: "We can't find this checkout" })).toBeVisible();
    await expect(page.getByText("Thank you!")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "See Service Plans" })).toHaveAttribute(
      "href",
      "/customer/subscription",
    );
    await expectNoAxeViolations(page);
    await page.goto("/es/subscription-success?session_id=anything");
    await expect(page.getByRole("heading", { level: 1, name: "No encontramos este pago" })).toBeVisible();
  });

  test("A visitor who opens a success page without paying is granted nothing and asked to sign in", async ({
    page,
  }) => {
    await page.goto("/payment-success?session_id=cs_test_not_paid");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to see your purchase" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to My Account" })).toHaveAttribute("href", "/customer/auth");
    await expectNoAxeViolations(page);
    await page.goto("/subscription-success?session_id=cs_test_not_paid&plan=premium_care");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to see your purchase" })).toBeVisible();
    await expect(page.getByText("Your plan benefits")).toHaveCount(0);
    await page.goto("/subscription-success");
    await expect(page).toHaveURL(/\/$/);
    const refused = await page.request.post("/api/billing/checkout", {
      data: { plan: "premium" },
      headers: { Accept: "application/json" },
    });
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ error: "Authentication Required" });
  });
});
