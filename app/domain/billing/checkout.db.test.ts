import { describe, expect, it, vi, beforeEach } from "vitest";
import type { SessionUser } from "~/auth/session-user";
import { AppError } from "~/domain/app-error";
import { useTestDatabase } from "../../../tests/support/test-database";
import { billingSnapshot, createLogin, customerOf, useFakeStripe } from "../../../tests/support/billing-test-support";

vi.mock("~/auth/require-user.server", () => ({
  getSessionUser: vi.fn(),
  getCustomerSessionUser: vi.fn(),
  requireCustomer: vi.fn(),
}));
const { getSessionUser, getCustomerSessionUser } = await import("~/auth/require-user.server");
const checkoutRoute = await import("~/routes/api/billing-checkout");
const portalRoute = await import("~/routes/api/billing-portal");
const statusRoute = await import("~/routes/api/billing-status");
const checkoutSuccess = await import("~/routes/_site/checkout-success");
const { createCheckout } = await import("./create-checkout.server");
const { handleStripeEvent } = await import("./handle-stripe-event.server");
const { openBillingPortal } = await import("./open-billing-portal.server");

const { db } = useTestDatabase();
const fake = useFakeStripe();
const origin = "http://localhost:3000";
const routeArgs = (request: Request) => ({ request, params: {}, context: {} }) as never;

function signIn(login: SessionUser | null) {
  vi.mocked(getSessionUser).mockResolvedValue(login);
  vi.mocked(getCustomerSessionUser).mockResolvedValue(login);
}

function postJson(path: string, body: unknown): Request {
  return new Request(`${origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
}

function postForm(path: string, fields: Record<string, string>): Request {
  return new Request(`${origin}${path}`, { method: "POST", body: new URLSearchParams(fields) });
}

async function settle(run: () => unknown): Promise<Response> {
  try {
    return (await run()) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const creates = (path: string) =>
  fake().requests.filter((request) => request.method === "POST" && request.path === path);

beforeEach(() => {
  vi.mocked(getSessionUser).mockReset().mockResolvedValue(null);
  vi.mocked(getCustomerSessionUser).mockReset().mockResolvedValue(null);
  fake().requests.length = 0;
  fake().failNext(0);
});

describe("POST /api/billing/checkout with Stripe", () => {
  it("prices the plan from the catalog even when the request carries an amount", async () => {
    const login = await createLogin(db());
    signIn(login);
    const response = await settle(() =>
      checkoutRoute.action(
        routeArgs(postJson("/api/billing/checkout", { plan: "premium", amount: 1, unit_amount: 1, price: 1 })),
      ),
    );
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${fake().url}/c/pay/cs_test_`));

    const [sessionRequest] = creates("/v1/checkout/sessions");
    const customer = await customerOf(db(), login);
    expect(sessionRequest!.body).toMatchObject({
      mode: "subscription",
      customer: customer.stripeCustomerId,
      client_reference_id: customer.id,
      metadata: { customer_id: customer.id, plan_code: "premium_care", user_id: login.id },
      subscription_data: { metadata: { customer_id: customer.id, plan_code: "premium_care" } },
      line_items: [
        { quantity: "1", price_data: { currency: "usd", unit_amount: "14900", recurring: { interval: "month" } } },
      ],
      success_url: `${origin}/subscription-success?session_id={CHECKOUT_SESSION_ID}&plan=premium_care`,
    });
    expect(String(sessionRequest!.body.cancel_url)).toMatch(/\/api\/billing\/checkout\?checkout=cancelled&returnTo=/);
    expect(sessionRequest!.idempotencyKey).toBeTruthy();
  });

  it("sells the Basic visit as a one-time payment at the catalog price, and commercial as Commercial Plus", async () => {
    signIn(await createLogin(db()));
    await settle(() =>
      checkoutRoute.action(routeArgs(postJson("/api/billing/checkout", { plan: "basic", amount: 5 }))),
    );
    await settle(() => checkoutRoute.action(routeArgs(postJson("/api/billing/checkout", { plan: "commercial" }))));
    const [visit, commercial] = creates("/v1/checkout/sessions");
    expect(visit!.body).toMatchObject({
      mode: "payment",
      line_items: [{ price_data: { unit_amount: "8900" } }],
      payment_intent_data: { metadata: { plan_code: "basic" } },
    });
    expect(
      (visit!.body.line_items as { price_data: Record<string, unknown> }[])[0]!.price_data.recurring,
    ).toBeUndefined();
    expect(String(visit!.body.success_url)).toContain("/payment-success?session_id={CHECKOUT_SESSION_ID}");
    expect(commercial!.body).toMatchObject({
      mode: "subscription",
      line_items: [{ price_data: { unit_amount: "29900" } }],
      metadata: { plan_code: "commercial_plus" },
    });
  });

  it("creates the customer's Stripe customer once, with an idempotency key, and stores it on their record", async () => {
    const login = await createLogin(db());
    const customersBefore = fake().customers.size;
    await Promise.all([
      createCheckout({ user: login, planCode: "premium_care", origin }),
      createCheckout({ user: login, planCode: "premium_care", origin }),
    ]);
    await createCheckout({ user: login, planCode: "commercial_plus", origin });
    expect(fake().customers.size - customersBefore).toBe(1);
    const customer = await customerOf(db(), login);
    expect(fake().customers.has(customer.stripeCustomerId!)).toBe(true);
    expect(creates("/v1/customers").every((request) => request.idempotencyKey)).toBe(true);
  });

  it("answers 401 'Authentication Required' to a signed-out fetch and sends a signed-out plan form to the sign-up that keeps the plan", async () => {
    const json = await settle(() =>
      checkoutRoute.action(routeArgs(postJson("/api/billing/checkout", { plan: "premium" }))),
    );
    expect(json.status).toBe(401);
    expect(await json.json()).toMatchObject({ error: "Authentication Required" });
    const form = await settle(() =>
      checkoutRoute.action(routeArgs(postForm("/api/billing/checkout", { plan: "premium", returnPath: "/es" }))),
    );
    expect(form.status).toBe(302);
    expect(form.headers.get("Location")).toBe("/es/auth?tab=signup&plan=premium_care");
    expect(form.headers.get("Set-Cookie") ?? "").not.toContain("flash_toast=");
    const english = await settle(() =>
      checkoutRoute.action(
        routeArgs(postForm("/api/billing/checkout", { plan: "basic", returnPath: "/comfort-club" })),
      ),
    );
    expect(english.headers.get("Location")).toBe("/auth?tab=signup&plan=basic");
    expect(creates("/v1/checkout/sessions")).toHaveLength(0);
  });

  it("sends a signed-out form without a plan to sign in, with the 'Authentication Required' notice", async () => {
    const form = await settle(() =>
      checkoutRoute.action(routeArgs(postForm("/api/billing/checkout", { plan: "gold" }))),
    );
    expect(form.status).toBe(302);
    expect(form.headers.get("Location")).toBe("/auth?redirectTo=%2F");
    expect(form.headers.get("Set-Cookie")).toContain("flash_toast=");
  });

  it("sends a form post with a malformed Referer back to the home page instead of failing with 500", async () => {
    const request = new Request(`${origin}/api/billing/checkout`, {
      method: "POST",
      headers: { Referer: "http://[" },
      body: new URLSearchParams({ plan: "premium" }),
    });
    const response = await settle(() => checkoutRoute.action(routeArgs(request)));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?tab=signup&plan=premium_care");
  });

  it("takes the page in the Referer when the form names none: its language for the sign-up, the page itself to come back to", async () => {
    const referer = `${origin}/es/comfort-club?x=1`;
    const request = new Request(`${origin}/api/billing/checkout`, {
      method: "POST",
      headers: { Referer: referer },
      body: new URLSearchParams({ plan: "premium" }),
    });
    const response = await settle(() => checkoutRoute.action(routeArgs(request)));
    expect(response.headers.get("Location")).toBe("/es/auth?tab=signup&plan=premium_care");
    const planless = new Request(`${origin}/api/billing/checkout`, {
      method: "POST",
      headers: { Referer: referer },
      body: new URLSearchParams({ plan: "gold" }),
    });
    const back = await settle(() => checkoutRoute.action(routeArgs(planless)));
    expect(back.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent("/es/comfort-club?x=1")}`);
  });

  it("redirects a signed-in form post straight to the checkout page", async () => {
    signIn(await createLogin(db()));
    const response = await settle(() =>
      checkoutRoute.action(routeArgs(postForm("/api/billing/checkout", { plan: "premium_care" }))),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/\/c\/pay\/cs_test_/);
  });

  it("refuses an unknown plan and reports Stripe failures as a Subscription Error", async () => {
    signIn(await createLogin(db()));
    const unknown = await settle(() =>
      checkoutRoute.action(routeArgs(postJson("/api/billing/checkout", { plan: "business_elite" }))),
    );
    expect(unknown.status).toBe(400);
    fake().failNext(1, 500);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const failed = await settle(() =>
      checkoutRoute.action(routeArgs(postJson("/api/billing/checkout", { plan: "premium" }))),
    );
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({
      error: "Subscription Error",
      message: "Failed to start subscription. Please try again.",
    });
    // Stripe's failure is an outside service's: the form-action pipeline's one-line warning (ADR 063).
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[billing\] checkout by user .+ could not finish: UPSTREAM_FAILED/),
    );
  });

  it("brings a cancelled checkout back to where it started with a 'Checkout cancelled' notice", async () => {
    const response = await settle(() =>
      checkoutRoute.loader(
        routeArgs(
          new Request(`${origin}/api/billing/checkout?checkout=cancelled&returnTo=${encodeURIComponent("/?x=1")}`),
        ),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/?x=1");
    expect(decodeURIComponent(response.headers.get("Set-Cookie") ?? "")).toContain('"title":"Checkout cancelled"');
    const offSite = await settle(() =>
      checkoutRoute.loader(
        routeArgs(new Request(`${origin}/api/billing/checkout?checkout=cancelled&returnTo=https://evil.example`)),
      ),
    );
    expect(offSite.headers.get("Location")).toBe("/");
  });
});

describe("purchase confirmation pages", () => {
  it("grant nothing when visited for a checkout that was never paid, and say it was not completed", async () => {
    const login = await createLogin(db());
    const started = await createCheckout({ user: login, planCode: "premium_care", origin });
    const before = await billingSnapshot(db());
    signIn(login);
    const page = await checkoutSuccess.loader(
      routeArgs(new Request(`${origin}/subscription-success?session_id=${started.sessionId}&plan=premium_care`)),
    );
    expect(page).toMatchObject({ state: "notCompleted", kind: "plan", plan: null });
    const visit = await checkoutSuccess.loader(
      routeArgs(new Request(`${origin}/payment-success?session_id=${started.sessionId}`)),
    );
    expect(visit).toMatchObject({ state: "notCompleted", kind: "visit" });
    expect(await billingSnapshot(db())).toEqual(before);
    expect((await customerOf(db(), login)).servicePlan).toBe("none");
    const status = await settle(() => statusRoute.loader(routeArgs(new Request(`${origin}/api/billing/status`))));
    expect(await status.json()).toEqual({ subscribed: false, subscription_tier: null, subscription_end: null });
  });

  it("serve both checkouts from one page: a paid plan at either address shows the plan's confirmation", async () => {
    const login = await createLogin(db());
    const started = await createCheckout({ user: login, planCode: "premium_care", origin });
    for (const event of fake().completeCheckout(started.sessionId)) await handleStripeEvent({ event });
    signIn(login);
    for (const address of ["/subscription-success", "/payment-success", "/es/payment-success"]) {
      const page = await checkoutSuccess.loader(
        routeArgs(new Request(`${origin}${address}?session_id=${started.sessionId}`)),
      );
      expect(page, address).toMatchObject({ state: "confirmed", kind: "plan" });
    }
  });

  it("send a visit without a session id to the home page", async () => {
    const response = await settle(() => checkoutSuccess.loader(routeArgs(new Request(`${origin}/es/payment-success`))));
    expect(response.headers.get("Location")).toBe("/es");
    const plain = await settle(() =>
      checkoutSuccess.loader(routeArgs(new Request(`${origin}/subscription-success?session_id=`))),
    );
    expect(plain.headers.get("Location")).toBe("/");
  });
});

describe("billing portal", () => {
  it("opens Stripe's portal only for the caller's own Stripe customer", async () => {
    const owner = await createLogin(db(), "Owner");
    const other = await createLogin(db(), "Other");
    await createCheckout({ user: owner, planCode: "premium_care", origin });
    const ownerCustomer = await customerOf(db(), owner);

    signIn(other);
    const refused = await settle(() =>
      portalRoute.action(
        routeArgs(
          postJson("/api/billing/portal", { customer: ownerCustomer.stripeCustomerId, customerId: ownerCustomer.id }),
        ),
      ),
    );
    expect(refused.status).toBe(404);
    expect(fake().portalSessions).toHaveLength(0);
    await expect(openBillingPortal({ user: other, origin })).rejects.toThrow(AppError);

    signIn(owner);
    const opened = await settle(() =>
      portalRoute.action(routeArgs(postJson("/api/billing/portal", { returnPath: "/customer" }))),
    );
    expect(opened.status).toBe(200);
    const { url } = (await opened.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${fake().url}/p/session/`));
    expect(fake().portalSessions).toMatchObject([
      { customer: ownerCustomer.stripeCustomerId, return_url: `${origin}/customer` },
    ]);
    expect(creates("/v1/billing_portal/sessions")[0]!.idempotencyKey).toBeTruthy();
  });

  it("answers 401 to a signed-out caller", async () => {
    const response = await settle(() => portalRoute.action(routeArgs(postJson("/api/billing/portal", {}))));
    expect(response.status).toBe(401);
    const status = await settle(() => statusRoute.loader(routeArgs(new Request(`${origin}/api/billing/status`))));
    expect(status.status).toBe(401);
  });
});
