import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { decodeStripeForm, invalid, missing, StripeFakeError } from "./stripe-wire-format";

/**
 * A fake of Stripe's REST API on 127.0.0.1 for the calls the app makes (customers, Checkout sessions, billing
 * portal sessions): form-encoded bodies, Bearer keys, Idempotency-Key replays, Stripe-shaped objects and errors.
 * It also plays Stripe's side after a payment (the events it would send) and signs webhook deliveries with the
 * SDK's own test-header helper.
 */
type Json = Record<string, unknown>;

export type RecordedRequest = { method: string; path: string; body: Json; idempotencyKey: string | null };
export type FakeEvent = { id: string; object: "event"; type: string; created: number; data: { object: Json } } & Json;

export type FakeStripe = {
  /** The API base for STRIPE_API_BASE. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  requests: RecordedRequest[];
  customers: Map<string, Json>;
  checkoutSessions: Map<string, Json>;
  portalSessions: Json[];
  subscriptions: Map<string, Json>;
  /** Pays an open Checkout session: the events Stripe would send, in the order it usually sends them. */
  completeCheckout: (
    sessionId: string,
    options?: { created?: number; delayedPayment?: "succeeds" | "fails" },
  ) => FakeEvent[];
  /** Changes a subscription the way the dashboard or the portal would and returns the resulting event. */
  changeSubscription: (
    subscriptionId: string,
    change: { status?: string; cancel_at_period_end?: boolean; cancel_at?: number | null; current_period_end?: number },
    options?: { created?: number; deleted?: boolean },
  ) => FakeEvent;
  /** Any event, Stripe-shaped. */
  event: (type: string, object: Json, created?: number) => FakeEvent;
  /** The body and Stripe-Signature header of a webhook delivery, signed with the webhook secret (or another). */
  signedDelivery: (
    event: FakeEvent,
    options?: { secret?: string; timestamp?: number },
  ) => { payload: string; signature: string };
  /** Answers the next `count` API requests with this HTTP status and a Stripe api_error. */
  failNext: (count: number, status?: number) => void;
  close: () => Promise<void>;
};

function id(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString("hex")}`;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function metadataOf(value: unknown): Record<string, string> {
  return value && typeof value === "object" ? (value as Record<string, string>) : {};
}

export async function startFakeStripe(
  options: { secretKey?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? "sk_test_fake_stripe_key";
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString("hex")}`;
  const idempotent = new Map<string, { fingerprint: string; status: number; body: Json }>();
  let failures: { count: number; status: number } = { count: 0, status: 500 };

  const state: FakeStripe = {
    url: "",
    secretKey,
    webhookSecret,
    requests: [],
    customers: new Map(),
    checkoutSessions: new Map(),
    portalSessions: [],
    subscriptions: new Map(),
    event: (type, object, created = nowSeconds()) => ({
      id: id("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    }),
    completeCheckout: (sessionId, completeOptions = {}) =>
      completeCheckout(sessionId, completeOptions.created ?? nowSeconds(), completeOptions.delayedPayment),
    changeSubscription: (subscriptionId, change, changeOptions = {}) => {
      const subscription = state.subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`fake Stripe: no subscription ${subscriptionId}`);
      Object.assign(subscription, change.status ? { status: change.status } : {});
      if (change.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = change.cancel_at_period_end;
      if (change.cancel_at !== undefined) subscription.cancel_at = change.cancel_at;
      if (change.current_period_end !== undefined) {
        (subscription.items as { data: Json[] }).data[0]!.current_period_end = change.current_period_end;
      }
      const type = changeOptions.deleted ? "customer.subscription.deleted" : "customer.subscription.updated";
      return state.event(type, subscription, changeOptions.created);
    },
    signedDelivery: (event, deliveryOptions = {}) => {
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: deliveryOptions.secret ?? webhookSecret,
        timestamp: deliveryOptions.timestamp,
      });
      return { payload, signature };
    },
    failNext: (count, status = 500) => {
      failures = { count, status };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  /**
   * A delayed payment method (a US bank account, say) completes the session unpaid; Stripe then sends
   * checkout.session.async_payment_succeeded (payment_status "paid") or …_failed (still "unpaid") days later.
   */
  function completeCheckout(sessionId: string, created: number, delayedPayment?: "succeeds" | "fails"): FakeEvent[] {
    const session = state.checkoutSessions.get(sessionId);
    if (!session) throw new Error(`fake Stripe: no checkout session ${sessionId}`);
    if (session.status !== "open")
      throw new Error(`fake Stripe: checkout session ${sessionId} is ${String(session.status)}`);
    Object.assign(session, { status: "complete", payment_status: delayedPayment ? "unpaid" : "paid" });
    if (session.mode === "payment") {
      session.payment_intent = id("pi");
      const completed = state.event("checkout.session.completed", publicView(session), created);
      if (!delayedPayment) return [completed];
      if (delayedPayment === "succeeds") session.payment_status = "paid";
      const later = created + 3 * 24 * 60 * 60;
      return [
        completed,
        state.event(
          `checkout.session.async_payment_${delayedPayment === "succeeds" ? "succeeded" : "failed"}`,
          publicView(session),
          later,
        ),
      ];
    }
    const lineItem = (session._line_items as Json[])[0]!;
    const priceData = lineItem.price_data as Json;
    const periodEnd = created + 30 * 24 * 60 * 60;
    const subscription: Json = {
      id: id("sub"),
      object: "subscription",
      customer: session.customer,
      status: "active",
      cancel_at_period_end: false,
      cancel_at: null,
      created,
      metadata: session._subscription_metadata,
      items: {
        object: "list",
        data: [
          {
            id: id("si"),
            object: "subscription_item",
            current_period_start: created,
            current_period_end: periodEnd,
            quantity: 1,
            price: {
              currency: priceData.currency,
              unit_amount: Number(priceData.unit_amount),
              recurring: priceData.recurring,
            },
          },
        ],
      },
    };
    state.subscriptions.set(subscription.id as string, subscription);
    const invoice: Json = {
      id: id("in"),
      object: "invoice",
      customer: session.customer,
      status: "paid",
      billing_reason: "subscription_create",
      amount_due: session.amount_total,
      amount_paid: session.amount_total,
      currency: session.currency,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subscription.id, metadata: session._subscription_metadata },
      },
    };
    Object.assign(session, { subscription: subscription.id, invoice: invoice.id });
    return [
      state.event("customer.subscription.created", subscription, created),
      state.event("invoice.paid", invoice, created),
      state.event("checkout.session.completed", publicView(session), created),
    ];
  }

  function publicView(object: Json): Json {
    return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith("_")));
  }

  function createCustomer(body: Json): Json {
    const customer = {
      id: id("cus"),
      object: "customer",
      created: nowSeconds(),
      livemode: false,
      email: body.email ?? null,
      name: body.name ?? null,
      metadata: metadataOf(body.metadata),
    };
    state.customers.set(customer.id, customer);
    return customer;
  }

  function createCheckoutSession(body: Json): Json {
    const mode = body.mode;
    if (mode !== "payment" && mode !== "subscription") throw invalid("Missing required param: mode.", "mode");
    if (typeof body.success_url !== "string") throw invalid("Missing required param: success_url.", "success_url");
    const customer = body.customer as string | undefined;
    if (customer && !state.customers.has(customer)) throw missing("customer", customer, "customer");
    const lineItems = Array.isArray(body.line_items) ? (body.line_items as Json[]) : [];
    if (lineItems.length === 0) throw invalid("Missing required param: line_items.", "line_items");
    let total = 0;
    lineItems.forEach((item, index) => {
      const priceData = item.price_data as Json | undefined;
      if (!priceData)
        throw invalid(`Missing required param: line_items[${index}][price_data].`, `line_items[${index}][price_data]`);
      const unitAmount = Number(priceData.unit_amount);
      if (!Number.isInteger(unitAmount) || unitAmount < 0)
        throw invalid(
          "Invalid integer: unit_amount",
          `line_items[${index}][price_data][unit_amount]`,
          "parameter_invalid_integer",
        );
      const recurring = priceData.recurring as Json | undefined;
      if (mode === "subscription" && !recurring)
        throw invalid(
          "You must provide at least one recurring price in `subscription` mode when using prices.",
          "line_items",
        );
      if (mode === "payment" && recurring)
        throw invalid("You specified `payment` mode but passed a recurring price.", "line_items");
      total += unitAmount * Number(item.quantity ?? 1);
    });
    const sessionId = id("cs");
    const session: Json = {
      id: sessionId,
      object: "checkout.session",
      mode,
      status: "open",
      payment_status: "unpaid",
      customer: customer ?? null,
      client_reference_id: body.client_reference_id ?? null,
      metadata: metadataOf(body.metadata),
      amount_subtotal: total,
      amount_total: total,
      currency: (lineItems[0]!.price_data as Json).currency,
      locale: body.locale ?? null,
      success_url: body.success_url,
      cancel_url: body.cancel_url ?? null,
      url: `${state.url}/c/pay/${sessionId}`,
      subscription: null,
      invoice: null,
      payment_intent: null,
      created: nowSeconds(),
      expires_at: nowSeconds() + 24 * 60 * 60,
      livemode: false,
      _line_items: lineItems,
      _subscription_metadata: metadataOf((body.subscription_data as Json | undefined)?.metadata),
    };
    state.checkoutSessions.set(sessionId, session);
    return publicView(session);
  }

  function createPortalSession(body: Json): Json {
    const customer = body.customer as string | undefined;
    if (!customer) throw invalid("Missing required param: customer.", "customer");
    if (!state.customers.has(customer)) throw missing("customer", customer, "customer");
    const portal = {
      id: id("bps"),
      object: "billing_portal.session",
      customer,
      return_url: body.return_url ?? null,
      created: nowSeconds(),
      livemode: false,
      url: `${state.url}/p/session/${randomBytes(8).toString("hex")}`,
    };
    state.portalSessions.push(portal);
    return portal;
  }

  function route(method: string, path: string, body: Json): Json {
    if (method === "POST" && path === "/v1/customers") return createCustomer(body);
    if (method === "POST" && path === "/v1/checkout/sessions") return createCheckoutSession(body);
    if (method === "POST" && path === "/v1/billing_portal/sessions") return createPortalSession(body);
    const customer = path.match(/^\/v1\/customers\/([^/]+)$/);
    if (method === "GET" && customer) {
      const found = state.customers.get(customer[1]!);
      if (!found) throw missing("customer", customer[1]!, "id");
      return found;
    }
    const session = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === "GET" && session) {
      const found = state.checkoutSessions.get(session[1]!);
      if (!found) throw missing("checkout.session", session[1]!, "session");
      return publicView(found);
    }
    throw new StripeFakeError(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  }

  function send(response: ServerResponse, status: number, body: Json, headers: Record<string, string> = {}) {
    response.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req"), ...headers });
    response.end(JSON.stringify(body));
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake-stripe.invalid");
    const method = request.method ?? "GET";
    const raw = await readBody(request);
    const body = method === "GET" ? decodeStripeForm(url.search.slice(1)) : decodeStripeForm(raw);
    const key = (request.headers["idempotency-key"] as string | undefined) ?? null;
    state.requests.push({ method, path: url.pathname, body, idempotencyKey: key });

    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(response, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided: sk_test_****" },
      });
    }
    if (failures.count > 0) {
      failures.count -= 1;
      // Stripe says whether a retry may succeed; the SDK honours it.
      return send(
        response,
        failures.status,
        { error: { type: "api_error", message: "Something went wrong on Stripe's end." } },
        { "Stripe-Should-Retry": "false" },
      );
    }
    const fingerprint = `${method} ${url.pathname} ${raw}`;
    if (key && method === "POST") {
      const earlier = idempotent.get(key);
      if (earlier && earlier.fingerprint !== fingerprint) {
        return send(response, 400, {
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        });
      }
      if (earlier) return send(response, earlier.status, earlier.body, { "Idempotent-Replayed": "true" });
    }
    let status = 200;
    let answer: Json;
    try {
      answer = route(method, url.pathname, body);
    } catch (error) {
      if (!(error instanceof StripeFakeError)) throw error;
      status = error.status;
      answer = { error: error.body };
    }
    if (key && method === "POST") idempotent.set(key, { fingerprint, status, body: answer });
    send(response, status, answer);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
