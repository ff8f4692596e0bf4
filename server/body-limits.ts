import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { DISCARD_MAX_BYTES, discardRefusedBody } from "./discard-refused-body";

/**
 * The most bytes a request body may have when no rule below names its path. Every form of the app is a few
 * kilobytes (the longest, the contact message, is 5,000 characters: at most about 45 KB percent-encoded), and the
 * lead forms refuse more than 64 KB themselves, with their own message; this bound sits above theirs.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 128 * 1024;

/** better-auth's endpoints take an e-mail, a password and a few names: 64 KB leaves room and nothing more. */
export const AUTH_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * A path prefix and its body limit in bytes. A route that needs more than the default (a CSV import, say) declares it
 * here: every transport limit of the app is in this one list, and this middleware is the only code that counts a
 * body's bytes as they arrive (docs/decisions/071-one-body-limit-and-hono-event-framing.md).
 */
export type BodyLimitRule = { pathPrefix: string; maxBytes: number };

/**
 * The customer CSV import takes a file of up to 5 MB (CUSTOMER_IMPORT_MAX_BYTES, which the route checks with its own
 * message); the multipart wrapping adds a little, so the transport bound sits 1 MB above.
 */
export const CUSTOMER_IMPORT_BODY_LIMIT_BYTES = 6 * 1024 * 1024;

/**
 * A Recent work photo may be up to 8 MB (WORK_PHOTO_MAX_UPLOAD_BYTES, refused by the route with its own message up to
 * this bound, so a file a little too big is told so in words); the captions and the multipart wrapping are small.
 */
export const WORK_PHOTO_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * A technician's completion carries up to four photos of up to 8 MB each (VISIT_PHOTOS_MAX × WORK_PHOTO_MAX_UPLOAD_BYTES,
 * refused by the domain with its own message up to this bound); the form's text and the multipart wrapping are small.
 */
export const TECH_VISIT_BODY_LIMIT_BYTES = 34 * 1024 * 1024;

/** The page-view beacon sends `{ path, referrer }`: a few hundred bytes (issue 13). */
export const PAGE_VIEW_BODY_LIMIT_BYTES = 4 * 1024;

/** Stripe's events are a few kilobytes; anything near this is not from Stripe. */
export const STRIPE_WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

/** Twilio's callbacks are a few dozen short parameters; an inbound text's body is at most 1,600 characters. */
export const TWILIO_WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;

export const BODY_LIMIT_RULES: readonly BodyLimitRule[] = [
  { pathPrefix: "/api/page-view", maxBytes: PAGE_VIEW_BODY_LIMIT_BYTES },
  { pathPrefix: "/admin/customers/import", maxBytes: CUSTOMER_IMPORT_BODY_LIMIT_BYTES },
  { pathPrefix: "/admin/settings/photos", maxBytes: WORK_PHOTO_BODY_LIMIT_BYTES },
  { pathPrefix: "/tech/visits/", maxBytes: TECH_VISIT_BODY_LIMIT_BYTES },
  { pathPrefix: "/api/webhooks/stripe", maxBytes: STRIPE_WEBHOOK_BODY_LIMIT_BYTES },
  { pathPrefix: "/api/webhooks/twilio/", maxBytes: TWILIO_WEBHOOK_BODY_LIMIT_BYTES },
  { pathPrefix: "/api/auth/", maxBytes: AUTH_BODY_LIMIT_BYTES },
];

/**
 * Refuses a request body over its path's limit with 413, before any route reads it (security probe F6). A body
 * that declares its length is refused on the header alone; a chunked one is counted as it arrives and refused as
 * soon as it passes the limit, so an endless stream costs no more than the limit (hono/body-limit).
 */
export function bodyLimits(
  rules: readonly BodyLimitRule[] = BODY_LIMIT_RULES,
  defaultMaxBytes = DEFAULT_BODY_LIMIT_BYTES,
): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiterFor = (maxBytes: number) => {
    let limiter = limiters.get(maxBytes);
    if (!limiter) {
      // Connection: close: a client that took "keep-alive" at its word sent its next request into a connection the
      // server was about to drop ("other side closed"). A body refused on its declared length is read and dropped
      // first (within bounds), so the client finishes sending and reads the answer instead of a reset.
      const refuse = async (c: Context) => {
        const declared = Number(c.req.header("content-length"));
        const chunked = c.req.header("transfer-encoding") !== undefined;
        if (!chunked && Number.isFinite(declared) && declared <= DISCARD_MAX_BYTES)
          await discardRefusedBody(c.req.raw.body);
        return c.text(`Request body too large: the limit here is ${formatBytes(maxBytes)}.`, 413, {
          Connection: "close",
        });
      };
      limiter = bodyLimit({ maxSize: maxBytes, onError: refuse });
      limiters.set(maxBytes, limiter);
    }
    return limiter;
  };
  return async (c, next) => {
    // A GET or HEAD body is never read (the request handed to routes has none), and asking hono/body-limit about
    // one makes the Node adapter build a full Request: a tenth of a cached page's CPU.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const rule = rules.find((candidate) => c.req.path.startsWith(candidate.pathPrefix));
    return limiterFor(rule ? rule.maxBytes : defaultMaxBytes)(c, next);
  };
}

function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}
