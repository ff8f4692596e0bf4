import { createHash } from "node:crypto";
import type Stripe from "stripe";
import { env, type Env } from "~/config/env.server";
import { AppError } from "~/domain/app-error";

/** Ids the demo checkout makes up (DECISIONS.md §3); they never exist at Stripe, so real calls must skip them. */
export const DEMO_ID_MARKER = "_demo_";

export function isDemoStripeId(id: string | null | undefined): boolean {
  return typeof id === "string" && id.includes(DEMO_ID_MARKER);
}

/** Payments go through Stripe only with a secret key; without one the demo checkout stands in. */
export function isStripeConfigured(config: Pick<Env, "STRIPE_SECRET_KEY"> = env()): boolean {
  return Boolean(config.STRIPE_SECRET_KEY);
}

/**
 * The keyless demo checkout grants plans for free, so it runs only when the start asked for it with
 * DEMO_PAYMENTS=true (`npm start` does; ADR 029). Any other start without Stripe keys, on either database,
 * refuses checkout instead (security probe F9).
 */
export function assertDemoPaymentsAllowed(config: Pick<Env, "DEMO_PAYMENTS"> = env()): void {
  if (!config.DEMO_PAYMENTS) {
    throw new AppError("UNAVAILABLE", "Online payments are not set up yet. Please call us to start a plan.");
  }
}

type HostOptions = { host: string; port: number; protocol: "http" | "https" };

/** STRIPE_API_BASE (tests point it at the fake) as the SDK's host, port and protocol options. */
export function stripeHostOptions(apiBase: string | undefined): HostOptions | undefined {
  if (!apiBase) return undefined;
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  const port = url.port ? Number(url.port) : protocol === "http" ? 80 : 443;
  return { host: url.hostname, port, protocol };
}

/**
 * The Stripe API version every call names and the version the webhook endpoint must be registered with (README,
 * "Payments with Stripe"): the version this `stripe` package release is typed for, so the fields the compiler
 * lets us read are the fields Stripe sends. Upgrading the package means moving this too (ADR 047).
 */
export const STRIPE_API_VERSION = "2026-10-28.endive" satisfies Stripe.LatestApiVersion;

let sdk: Promise<typeof Stripe> | undefined;

/**
 * The `stripe` package, loaded on the first payment or webhook rather than at start: it adds some 20 MB to the
 * server's memory (ADR 061), and a server that takes no payment never needs it.
 */
export function stripeSdk(): Promise<typeof Stripe> {
  sdk ??= import("stripe").then((module) => module.default);
  return sdk;
}

let cached: { signature: string; client: Stripe } | undefined;

/** The Stripe SDK client for the configured key, or null when payments run as the demo. */
export async function stripeClient(
  config: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_API_BASE"> = env(),
): Promise<Stripe | null> {
  const key = config.STRIPE_SECRET_KEY;
  if (!key) return null;
  const signature = `${key}\n${config.STRIPE_API_BASE ?? ""}`;
  const StripeSdk = await stripeSdk();
  if (cached?.signature !== signature) {
    cached = {
      signature,
      client: new StripeSdk(key, {
        ...stripeHostOptions(config.STRIPE_API_BASE),
        apiVersion: STRIPE_API_VERSION,
        // Retries resend the same idempotency key, so a retried create never makes a second object.
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
        appInfo: { name: "aw-air-conditioning" },
      }),
    };
  }
  return cached.client;
}

/**
 * An idempotency key for a create request: the same operation with the same parameters within one time window
 * (a double click, a resubmitted form, a network retry) gets the same key, so Stripe answers with the object it
 * already made. Different parameters give a different key, because Stripe refuses a key reused with new ones.
 */
export function idempotencyKey(scope: string, params: unknown, windowSeconds = 60, now = Date.now()): string {
  const window = Math.floor(now / 1000 / windowSeconds);
  const digest = createHash("sha256").update(JSON.stringify(params)).digest("hex").slice(0, 32);
  return `aw-${scope}-${window}-${digest}`;
}

/** Runs one Stripe call; Stripe's failures (network, API errors) become UPSTREAM_FAILED with the cause kept. */
export async function callStripe<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const { errors } = await stripeSdk();
    if (error instanceof errors.StripeError) {
      throw new AppError("UPSTREAM_FAILED", `Stripe ${operation} failed: ${error.message}`, undefined, {
        cause: error,
      });
    }
    throw error;
  }
}
