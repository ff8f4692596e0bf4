import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { resolveAuthSecret } from "~/db/auth-secret.server";
import { env } from "~/config/env.server";
import { PLAN_CODES } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { assertDemoPaymentsAllowed, isStripeConfigured } from "~/integrations/stripe/stripe-client.server";

/** Like a Stripe Checkout session, a demo session can be paid for a day. */
const DEMO_SESSION_LIFETIME_SECONDS = 24 * 60 * 60;

/**
 * A demo checkout session, kept in the browser as a signed token instead of at Stripe: the signature proves the
 * server made it (price included), and `userId` ties it to the signed-in person who started it.
 */
const DemoCheckoutSessionSchema = z.object({
  v: z.literal(1),
  /** Random part of the made-up Stripe ids: cs_demo_<ref>, sub_demo_<ref>, in_demo_<ref>. */
  ref: z.string().regex(/^[A-Za-z0-9]{16,64}$/),
  userId: z.string().min(1),
  customerId: z.uuid(),
  planCode: z.enum(PLAN_CODES),
  mode: z.enum(["payment", "subscription"]),
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  successPath: z.string().startsWith("/"),
  cancelPath: z.string().startsWith("/"),
  expiresAt: z.number().int(),
});
export type DemoCheckoutSession = z.infer<typeof DemoCheckoutSessionSchema>;

function signingKey(): Buffer {
  // A key of its own, derived from the app secret, so a demo token can never pass for any other signed value.
  return createHmac("sha256", resolveAuthSecret(env())).update("aw-demo-checkout-v1").digest();
}

function signature(body: string): Buffer {
  return createHmac("sha256", signingKey()).update(body).digest();
}

export function newDemoRef(): string {
  return randomBytes(12).toString("hex");
}

export function signDemoCheckout(session: Omit<DemoCheckoutSession, "v" | "expiresAt">, now = Date.now()): string {
  const full: DemoCheckoutSession = {
    ...session,
    v: 1,
    expiresAt: Math.floor(now / 1000) + DEMO_SESSION_LIFETIME_SECONDS,
  };
  const body = Buffer.from(JSON.stringify(full)).toString("base64url");
  return `${body}.${signature(body).toString("base64url")}`;
}

/** The session a token carries, or null when it is forged, altered, malformed or expired. */
export function readDemoCheckout(token: string, now = Date.now()): DemoCheckoutSession | null {
  const [body, sent, ...rest] = token.split(".");
  if (!body || !sent || rest.length > 0) return null;
  const expected = signature(body);
  const given = Buffer.from(sent, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch (error) {
    console.warn("[billing] a correctly signed demo checkout token did not decode", error);
    return null;
  }
  const parsed = DemoCheckoutSessionSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.expiresAt * 1000 < now) return null;
  return parsed.data;
}

/**
 * The demo session behind a token, for the signed-in person who started it. Anyone else, a bad or expired token,
 * or a server with Stripe configured gets NOT_FOUND: a demo session is never completed by another customer.
 */
export function demoSessionFor(user: { id: string }, token: string): DemoCheckoutSession {
  if (isStripeConfigured()) throw new AppError("NOT_FOUND", "The demo checkout is off because Stripe is configured");
  assertDemoPaymentsAllowed();
  const session = readDemoCheckout(token);
  if (!session || session.userId !== user.id) throw new AppError("NOT_FOUND", "No such demo checkout session");
  return session;
}
