import { everyone, signedIn, staffOnly, technicianOnly, type Outcome, type Role } from "./access-outcomes";
import type { CustomerWithRows } from "./portal-rows";

/**
 * THE expectation table of the route × role test (tests/e2e/route-access-matrix.test.ts): one row per route id of
 * app/routes.ts, saying what each of the five callers gets from each of the route's loader and action. The test
 * reads the running server's route manifest and fails when a route has no row here, a row names no route, a route
 * with a loader has no GET or one with an action no POST, so a new route cannot go untried.
 *
 * Ids in addresses and bodies are the OTHER customer's: customer A asks for B's appointment, subscription,
 * checkout and customer record, B for A's; the visitor, the admin and the technician ask for B's.
 */
export type RequestIds = { other: CustomerWithRows; mailMessageId: string };

/** A technician id no technician has: the Team screen's forms look ids up, and this one is not found. */
const NO_SUCH_TECHNICIAN = "0b9f3c1e-8d2a-4c55-9e0f-1a2b3c4d5e6f";
/** An invoice id no invoice has: a customer's own invoices are looked up by it, and another's reads the same. */
const NO_SUCH_INVOICE = "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
/** A visit id no appointment has: the dispatch board's move looks it up, and this one is not found. */
const NO_SUCH_VISIT = "5d0c2b7a-3e41-4f6a-8b9c-0d1e2f3a4b5c";

export type RouteProbe = {
  method: "GET" | "POST";
  path: (ids: RequestIds) => string;
  form?: (ids: RequestIds) => Record<string, string>;
  headers?: Record<string, string>;
  expect: Record<Role, Outcome>;
  /** Signing out ends the caller's session: the test sends these after every other request. */
  endsSession?: boolean;
};

/** A layout's loader runs with each request to one of its children, so its rows are its children's. */
export type RouteRow = { layout: string } | { probes: RouteProbe[] };

/**
 * A form with no fields at all: a route whose one form needs no `intent` runs it and refuses the missing fields (or
 * first sends a signed-in caller on, or signs out); a route of several forms refuses it as an unknown form (ADR 063).
 */
const NEUTRAL_FORM = () => ({});

function get(path: string | ((ids: RequestIds) => string), expect: Record<Role, Outcome>): RouteProbe {
  return { method: "GET", path: typeof path === "string" ? () => path : path, expect };
}

function post(
  path: string | ((ids: RequestIds) => string),
  expect: Record<Role, Outcome>,
  form: (ids: RequestIds) => Record<string, string> = NEUTRAL_FORM,
): RouteProbe {
  return { method: "POST", path: typeof path === "string" ? () => path : path, form, expect };
}

/** The English route `id` at `path` and its Spanish twin `es-<id>` at `/es<path>`, answering alike. */
function bothLanguages(id: string, path: string, probes: (path: string) => RouteProbe[]): Record<string, RouteRow> {
  return { [id]: { probes: probes(path) }, [`es-${id}`]: { probes: probes(`/es${path}`) } };
}

/** A public page with only a loader. */
const publicPage = (id: string, path: string) => bothLanguages(id, path, (at) => [get(at, everyone("ok"))]);

/** An account screen: its form with a neutral (incomplete) body is refused with 400 for anyone. */
const accountScreen = (
  id: string,
  path: string,
  getAnswer: Record<Role, Outcome>,
  postAnswer = everyone("bad-request"),
) => bothLanguages(id, path, (at) => [get(at, getAnswer), post(at, postAnswer)]);

export const ROUTE_ACCESS_TABLE: Record<string, RouteRow> = {
  // Public site
  "routes/_site/_layout": { layout: "the public site's frame" },
  "not-found-layout": { layout: "the public site's frame around the catch-all 404" },
  home: { probes: [get("/", everyone("ok")), post("/?index", everyone("bad-request"))] },
  "es-home": { probes: [get("/es", everyone("ok")), post("/es", everyone("bad-request"))] },
  ...publicPage("about", "/about"),
  ...publicPage("comfort-club", "/comfort-club"),
  ...publicPage("faq", "/faq"),
  ...bothLanguages("contact", "/contact", (at) => [get(at, everyone("ok")), post(at, everyone("bad-request"))]),
  ...publicPage("testimonials", "/testimonials"),
  ...publicPage("rebates", "/rebates"),
  ...publicPage("licensing", "/licensing"),
  ...publicPage("blog", "/blog"),
  ...bothLanguages("blog-article", "/blog/ac-stopped-working-on-a-hot-night", (at) => [
    get(at, everyone("ok")),
    get(`${at}-no-such-article`, everyone("not-found")),
  ]),
  ...publicPage("privacy", "/privacy"),
  ...publicPage("terms", "/terms"),
  // One confirmation page at both addresses grants nothing and shows only the caller's own order: another's
  // session id reads as a checkout that does not exist.
  ...bothLanguages("payment-success", "/payment-success", (at) => [
    get(at, everyone("to-home")),
    get((ids) => `${at}?session_id=${ids.other.paidSessionId}`, everyone("ok")),
  ]),
  ...bothLanguages("subscription-success", "/subscription-success", (at) => [
    get(at, everyone("to-home")),
    get((ids) => `${at}?session_id=${ids.other.paidSessionId}`, everyone("ok")),
  ]),
  // Another customer's unpaid checkout: neither shown nor payable to anyone but its owner.
  ...bothLanguages("demo-checkout", "/demo-checkout", (at) => [
    get((ids) => `${at}/${ids.other.unpaidCheckoutToken}`, signedIn("not-found")),
    post(
      (ids) => `${at}/${ids.other.unpaidCheckoutToken}`,
      signedIn("not-found"),
      () => ({ intent: "pay" }),
    ),
  ]),
  // The signed link is the permission (no cookie counts): a forged one is refused to everyone alike.
  ...bothLanguages("newsletter-unsubscribe", "/newsletter/unsubscribe/forged.token", (at) => [
    get(at, everyone("not-found")),
    post(at, everyone("bad-request")),
  ]),
  // A visitor books without an account: the steps are public, an incomplete booking is refused alike (issue 34).
  ...bothLanguages("book", "/book", (at) => [
    get(at, everyone("ok")),
    get(`${at}?serviceType=AC%20Repair&zipCode=33101`, everyone("ok")),
    post(at, everyone("bad-request")),
  ]),
  // The mailed link is the permission (no cookie counts): a forged one opens and changes nothing, for anyone.
  ...bothLanguages("manage-booking", "/booking/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", (at) => [
    get(at, everyone("not-found")),
    post(at, everyone("not-found"), () => ({ intent: "cancel" })),
  ]),
  // A review request's two links (issue 36 item 5): the token is the permission (no cookie counts); a forged one
  // records no click, opens no page and stores no note, for anyone.
  "routes/_site/review-link": {
    probes: [get("/r/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", everyone("not-found"))],
  },
  ...bothLanguages("owner-feedback", "/feedback/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", (at) => [
    get(at, everyone("not-found")),
    post(at, everyone("not-found"), () => ({ intent: "send", message: "The visit went well." })),
  ]),

  // A plan visit offer's window links (issue 37 item 2): the token is the permission (no cookie counts); a forged one
  // shows nothing and books nothing, for anyone.
  ...bothLanguages("plan-visit", "/plan-visit/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", (at) => [
    get(at, everyone("not-found")),
    post(at, everyone("not-found"), () => ({ intent: "book" })),
  ]),

  // An invoice e-mail's link (issue 38 item 3): the token is the permission (no cookie counts); a forged one shows
  // nothing, unlocks nothing and pays nothing, for anyone. The same for the keyless demo stand-in for Stripe's page.
  ...bothLanguages("invoice-link", "/invoice/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", (at) => [
    get(at, everyone("not-found")),
    post(at, everyone("not-found"), () => ({ intent: "unlock", phoneLast4: "1234" })),
    post(at, everyone("not-found"), () => ({ intent: "pay" })),
  ]),
  ...bothLanguages("demo-invoice-checkout", `/demo-invoice-checkout/${NO_SUCH_INVOICE}.Lw.forged`, (at) => [
    get(at, everyone("not-found")),
    post(at, everyone("not-found"), () => ({ intent: "pay" })),
  ]),
  // A quote e-mail's link (issue 38 item 4): the token is the permission (no cookie counts); a forged one shows nothing,
  // signs nothing and pays nothing, for anyone. The same for its PDF and the keyless demo stand-in for Stripe's page.
  ...bothLanguages("quote-link", "/quote/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", (at) => [
    get(at, everyone("not-found")),
    post(at, everyone("not-found"), () => ({ intent: "decline" })),
    post(at, everyone("not-found"), () => ({ intent: "pay" })),
  ]),
  "routes/_site/quote-link-pdf": {
    probes: [get("/quote/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/pdf", everyone("not-found"))],
  },
  ...bothLanguages("demo-quote-checkout", `/demo-quote-checkout/${NO_SUCH_INVOICE}.Lw.forged`, (at) => [
    get(at, everyone("not-found")),
    post(at, everyone("not-found"), () => ({ intent: "pay" })),
  ]),

  // Account screens
  // A signed-in person is sent on to the portal, whatever the form says (a technician too, who is refused there).
  ...accountScreen(
    "auth",
    "/auth",
    signedIn("to-portal", "ok", "to-portal"),
    signedIn("to-portal", "bad-request", "to-portal"),
  ),
  "customer-auth": {
    probes: [
      get("/customer/auth", signedIn("to-portal", "ok", "to-portal")),
      post("/customer/auth", signedIn("to-portal", "bad-request", "to-portal")),
    ],
  },
  ...accountScreen("forgot-password", "/forgot-password", everyone("ok")),
  ...accountScreen("reset-password", "/reset-password?token=forged", everyone("ok")),
  // Its one form names its intent ("resend"): a form without it is unknown (400); the resend goes back with a toast.
  ...bothLanguages("verify-email", "/verify-email", (at) => [
    get(at, everyone("ok")),
    post(at, signedIn("bad-request")),
    post(at, signedIn("back-with-toast"), () => ({ intent: "resend" })),
  ]),
  "routes/_auth/sign-out": {
    probes: [get("/sign-out", everyone("to-home")), { ...post("/sign-out", everyone("to-home")), endsSession: true }],
  },

  // Customer portal: every signed-in person sees only their own rows; the other customer's ids are not found.
  "routes/customer/_layout": { layout: "the portal's frame (requireCustomer)" },
  "es-customer-layout": { layout: "the portal's frame around /es/customer/*" },
  // A technician's sign-in and "My account" land here: they go on to their day (issue 35).
  "customer-index": {
    probes: [
      get("/customer", signedIn("ok", "to-sign-in", "to-tech")),
      post("/customer?index", signedIn("bad-request", "to-sign-in", "to-tech")),
    ],
  },
  "customer-dashboard": {
    probes: [get("/customer/dashboard", signedIn("ok")), post("/customer/dashboard", signedIn("bad-request"))],
  },
  "routes/customer/appointments": {
    probes: [
      get("/customer/appointments", signedIn("ok")),
      get((ids) => `/customer/appointments?reschedule=${ids.other.appointmentId}`, signedIn("not-found")),
      get((ids) => `/customer/appointments?cancel=${ids.other.appointmentId}`, signedIn("not-found")),
      post("/customer/appointments", signedIn("not-found"), (ids) => ({
        intent: "cancel",
        appointmentId: ids.other.appointmentId,
      })),
      post("/customer/appointments", signedIn("not-found"), (ids) => ({
        intent: "reschedule",
        appointmentId: ids.other.appointmentId,
        window: "2031-03-04T10:00",
        serviceAddress: "9 Intruder Ln",
        phone: "(305) 555-0199",
      })),
    ],
  },
  "routes/customer/history": { probes: [get("/customer/history", signedIn("ok"))] },
  "routes/customer/profile": {
    probes: [get("/customer/profile", signedIn("ok")), post("/customer/profile", signedIn("bad-request"))],
  },
  "routes/customer/profile-password": {
    probes: [
      get("/customer/profile/password", signedIn("ok")),
      post("/customer/profile/password", signedIn("bad-request")),
      post("/customer/profile/password", signedIn("bad-request"), () => ({
        intent: "change-password",
        currentPassword: "not-the-password",
        password: "Short",
        confirmPassword: "Short",
      })),
    ],
  },
  "routes/customer/subscription": { probes: [get("/customer/subscription", signedIn("ok"))] },
  // "Choose a time" for a plan visit (issue 37 item 4): another customer's visit is not found, on GET and POST.
  "routes/customer/plan-visit": {
    probes: [
      get((ids) => `/customer/plan-visits/${ids.other.planVisitId}`, signedIn("not-found")),
      post(
        (ids) => `/customer/plan-visits/${ids.other.planVisitId}`,
        signedIn("not-found"),
        () => ({
          intent: "book",
          window: "2031-03-04T08:00",
        }),
      ),
    ],
  },
  // The customer's invoices (issue 38 item 3): the list is anyone's own; an invoice id not theirs is not found, on GET
  // and on POST, and paying it charges nothing.
  "routes/customer/invoices": {
    probes: [
      get("/customer/invoices", signedIn("ok")),
      post("/customer/invoices", signedIn("not-found"), () => ({ intent: "pay", invoice: NO_SUCH_INVOICE })),
    ],
  },
  "routes/customer/invoice": {
    probes: [
      get(`/customer/invoices/${NO_SUCH_INVOICE}`, signedIn("not-found")),
      post(`/customer/invoices/${NO_SUCH_INVOICE}`, signedIn("not-found"), () => ({ intent: "pay" })),
    ],
  },
  // An invoice as a PDF (issue 38 item 5): the customer's own sent invoices only; any other id is not found.
  "routes/customer/invoice-pdf": {
    probes: [get(`/customer/invoices/${NO_SUCH_INVOICE}/pdf`, signedIn("not-found"))],
  },
  // The customer's quotes (issue 38 item 4): the list is anyone's own; a quote id not theirs is not found, on GET and
  // on POST, and signing or paying it does nothing. Its PDF likewise.
  "routes/customer/quotes": { probes: [get("/customer/quotes", signedIn("ok"))] },
  "routes/customer/quote": {
    probes: [
      get(`/customer/quotes/${NO_SUCH_INVOICE}`, signedIn("not-found")),
      post(`/customer/quotes/${NO_SUCH_INVOICE}`, signedIn("not-found"), () => ({ intent: "decline" })),
      post(`/customer/quotes/${NO_SUCH_INVOICE}`, signedIn("not-found"), () => ({ intent: "pay" })),
    ],
  },
  "routes/customer/quote-pdf": {
    probes: [get(`/customer/quotes/${NO_SUCH_INVOICE}/pdf`, signedIn("not-found"))],
  },
  "routes/customer/billing-demo": {
    probes: [
      get("/customer/billing-demo", signedIn("ok")),
      post("/customer/billing-demo", signedIn("not-found"), (ids) => ({
        intent: "cancel",
        subscriptionId: ids.other.subscriptionId,
      })),
    ],
  },
  "routes/customer/checkout": { probes: [get("/customer/checkout?plan=premium_care", signedIn("ok"))] },
  // A technician is refused by the portal's frame before the address is looked at.
  "customer-not-found": {
    probes: [get("/customer/no-such-screen", { ...everyone("not-found"), technician: "forbidden" })],
  },
  "es-customer-not-found": {
    probes: [get("/es/customer/no-such-screen", { ...everyone("not-found"), technician: "forbidden" })],
  },

  // The technician's day (issue 35): technicians only. Customer B's visit is not the technician's: 404, page and action.
  "routes/tech/_layout": { layout: "the technician's frame (requireTechnician)" },
  "tech-day": { probes: [get("/tech", technicianOnly("ok"))] },
  "tech-week": { probes: [get("/tech/week", technicianOnly("ok"))] },
  "tech-visit": {
    probes: [
      get((ids) => `/tech/visits/${ids.other.appointmentId}`, technicianOnly("not-found")),
      post(
        (ids) => `/tech/visits/${ids.other.appointmentId}`,
        technicianOnly("not-found"),
        () => ({ intent: "on_my_way", idempotencyKey: "6a1f0c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b" }),
      ),
    ],
  },
  // The offline queue's address for the same actions (ADR 079): the same guard and the same 404.
  "routes/tech/visit-send": {
    probes: [
      get((ids) => `/tech/visits/${ids.other.appointmentId}/send`, everyone("method-not-allowed")),
      post(
        (ids) => `/tech/visits/${ids.other.appointmentId}/send`,
        technicianOnly("not-found"),
        () => ({ intent: "arrived", idempotencyKey: "7b2a1d3f-4c5e-4f60-9a1b-2c3d4e5f6a7b" }),
      ),
    ],
  },
  "tech-not-found": { probes: [get("/tech/no-such-screen", technicianOnly("not-found"))] },

  // Back office: the admin role stored in the user table; a customer's or technician's valid session is refused with 403.
  "routes/admin/login": {
    probes: [
      get("/admin", {
        anonymous: "ok",
        customerA: "forbidden",
        customerB: "forbidden",
        admin: "to-staff-dashboard",
        technician: "forbidden",
      }),
      post("/admin", {
        anonymous: "bad-request",
        customerA: "bad-request",
        customerB: "bad-request",
        admin: "to-staff-dashboard",
        technician: "bad-request",
      }),
    ],
  },
  "routes/admin/_layout": { layout: "the back office's frame (requireAdmin)" },
  "routes/admin/dashboard": { probes: [get("/admin/dashboard", staffOnly("ok"))] },
  "routes/admin/customers": {
    probes: [get("/admin/customers", staffOnly("ok")), post("/admin/customers", staffOnly("bad-request"))],
  },
  "routes/admin/customer-new": {
    probes: [get("/admin/customers/new", staffOnly("ok")), post("/admin/customers/new", staffOnly("bad-request"))],
  },
  "routes/admin/customers-import": {
    probes: [
      get("/admin/customers/import", staffOnly("ok")),
      post("/admin/customers/import", staffOnly("bad-request")),
    ],
  },
  "routes/admin/customer-detail": {
    probes: [
      get((ids) => `/admin/customers/${ids.other.customerId}`, staffOnly("ok")),
      // The message log's pages (issue 36): a page past the end shows the last one.
      get((ids) => `/admin/customers/${ids.other.customerId}?messages=9`, staffOnly("ok")),
      post((ids) => `/admin/customers/${ids.other.customerId}`, staffOnly("bad-request")),
      // The phone-consent form (issue 36): staff only; an empty one is refused field by field.
      post(
        (ids) => `/admin/customers/${ids.other.customerId}`,
        staffOnly("bad-request"),
        () => ({
          intent: "record-phone-consent",
        }),
      ),
    ],
  },
  "routes/admin/leads": {
    probes: [get("/admin/leads", staffOnly("ok")), post("/admin/leads", staffOnly("bad-request"))],
  },
  "routes/admin/appointments": {
    probes: [get("/admin/appointments", staffOnly("ok")), post("/admin/appointments", staffOnly("bad-request"))],
  },
  "routes/admin/services": {
    probes: [get("/admin/services", staffOnly("ok")), post("/admin/services", staffOnly("bad-request"))],
  },
  // The Team screen (issue 34): a technician's id from the browser is looked up, and one that is nobody's is not found.
  "routes/admin/team": {
    probes: [
      get("/admin/team", staffOnly("ok")),
      get("/admin/team?technician=new", staffOnly("ok")),
      get(`/admin/team?technician=${NO_SUCH_TECHNICIAN}`, staffOnly("not-found")),
      post("/admin/team", staffOnly("bad-request")),
      post("/admin/team", staffOnly("not-found"), () => ({ intent: "give-login", technicianId: NO_SUCH_TECHNICIAN })),
    ],
  },
  // The dispatch board (issue 35): a visit's id from the browser is looked up, and one that is nobody's is not found.
  "routes/admin/schedule": {
    probes: [
      get("/admin/schedule", staffOnly("ok")),
      get("/admin/schedule?view=week&date=2031-03-03", staffOnly("ok")),
      get(`/admin/schedule?move=${NO_SUCH_VISIT}`, staffOnly("ok")),
      post("/admin/schedule", staffOnly("bad-request")),
      post("/admin/schedule", staffOnly("not-found"), () => ({
        intent: "move",
        appointmentId: NO_SUCH_VISIT,
        technicianId: NO_SUCH_TECHNICIAN,
        date: "2031-03-04",
        start: "10:00",
      })),
    ],
  },
  // The plan visits overview and follow-up list (issue 37 item 3): a visit's id from the browser is looked up, and one
  // that is nobody's is not found.
  "routes/admin/plan-visits": {
    probes: [
      get("/admin/plan-visits", staffOnly("ok")),
      get(`/admin/plan-visits?book=${NO_SUCH_VISIT}`, staffOnly("not-found")),
      post("/admin/plan-visits", staffOnly("not-found")) /* no visit id: no such visit */,
    ],
  },
  // The invoices (issue 38): an invoice id that is no invoice's, or no uuid at all, is not found.
  // "Mark refunded" of a row of Payments to refund (ADR 084 and 087 addenda): staff only; a row that is nobody's is not
  // found, on the list as on an invoice's or a quote's page.
  "routes/admin/invoices": {
    probes: [
      get("/admin/invoices", staffOnly("ok")),
      get("/admin/invoices?status=open&q=INV", staffOnly("ok")),
      post("/admin/invoices", staffOnly("bad-request")),
      post("/admin/invoices", staffOnly("not-found"), () => ({
        intent: "mark-refunded",
        kind: "quote",
        flagId: NO_SUCH_INVOICE,
      })),
    ],
  },
  "routes/admin/invoice-detail": {
    probes: [
      get(`/admin/invoices/${NO_SUCH_VISIT}`, staffOnly("not-found")),
      get("/admin/invoices/not-an-id", staffOnly("not-found")),
      post(`/admin/invoices/${NO_SUCH_VISIT}`, staffOnly("bad-request")),
      post(`/admin/invoices/${NO_SUCH_VISIT}`, staffOnly("not-found"), () => ({ intent: "send" })),
      post(`/admin/invoices/${NO_SUCH_VISIT}`, staffOnly("not-found"), () => ({ intent: "issue-link" })),
      post(`/admin/invoices/${NO_SUCH_VISIT}`, staffOnly("not-found"), () => ({
        intent: "refund-payment",
        paymentId: NO_SUCH_INVOICE,
        amount: "1",
        reason: "Overcharged",
      })),
      post(`/admin/invoices/${NO_SUCH_VISIT}`, staffOnly("not-found"), () => ({
        intent: "mark-refunded",
        kind: "invoice",
        flagId: NO_SUCH_INVOICE,
      })),
    ],
  },
  "routes/admin/reward-claims": {
    probes: [
      get("/admin/rewards", staffOnly("ok")),
      post("/admin/rewards", staffOnly("not-found")) /* no claim id: no such claim */,
    ],
  },
  "routes/admin/audit-log": { probes: [get("/admin/audit", staffOnly("ok"))] },
  "routes/admin/analytics": { probes: [get("/admin/analytics", staffOnly("ok"))] },
  "routes/admin/settings": {
    probes: [get("/admin/settings", staffOnly("ok")), post("/admin/settings", staffOnly("bad-request"))],
  },
  "routes/admin/settings-photos": {
    probes: [get("/admin/settings/photos", staffOnly("ok")), post("/admin/settings/photos", staffOnly("bad-request"))],
  },
  "routes/admin/newsletter": { probes: [get("/admin/newsletter", staffOnly("ok"))] },
  "routes/admin/system": {
    probes: [get("/admin/system", staffOnly("ok")), post("/admin/system", staffOnly("bad-request"))],
  },
  "routes/admin/system-mail-message": {
    probes: [get((ids) => `/admin/system/mail/${ids.mailMessageId}`, staffOnly("ok"))],
  },
  // An unknown address is 404 to everyone, in the site's frame to all but staff (ADR 030).
  "admin-not-found": { probes: [get("/admin/no-such-screen", everyone("not-found"))] },
  "es-admin-not-found": { probes: [get("/es/admin/no-such-screen", everyone("not-found"))] },
  "routes/admin/customers-export": { probes: [get("/admin/customers/export.csv", staffOnly("ok"))] },
  // The price book (issue 38 item 1): staff only; a post without an intent is refused.
  "routes/admin/price-book": {
    probes: [get("/admin/price-book", staffOnly("ok")), post("/admin/price-book", staffOnly("bad-request"))],
  },
  "routes/admin/invoice-pdf": {
    probes: [
      get(`/admin/invoices/${NO_SUCH_INVOICE}/pdf`, staffOnly("not-found")),
      get("/admin/invoices/not-an-id/pdf", staffOnly("not-found")),
    ],
  },
  // The quotes (issue 38 item 4): staff only; a quote or customer id that is no record's is not found.
  "routes/admin/quotes": {
    probes: [get("/admin/quotes", staffOnly("ok")), get("/admin/quotes?status=sent", staffOnly("ok"))],
  },
  "routes/admin/quote-new": {
    probes: [
      get(`/admin/quotes/new?customer=${NO_SUCH_INVOICE}`, staffOnly("not-found")),
      post(`/admin/quotes/new?customer=${NO_SUCH_INVOICE}`, staffOnly("bad-request")),
    ],
  },
  "routes/admin/quote-detail": {
    probes: [
      get(`/admin/quotes/${NO_SUCH_INVOICE}`, staffOnly("not-found")),
      get("/admin/quotes/not-an-id", staffOnly("not-found")),
      post(`/admin/quotes/${NO_SUCH_INVOICE}`, staffOnly("bad-request")),
      post(`/admin/quotes/${NO_SUCH_INVOICE}`, staffOnly("not-found"), () => ({ intent: "send" })),
      post(`/admin/quotes/${NO_SUCH_INVOICE}`, staffOnly("not-found"), () => ({ intent: "issue-link" })),
      post(`/admin/quotes/${NO_SUCH_INVOICE}`, staffOnly("not-found"), () => ({
        intent: "mark-refunded",
        kind: "quote",
        flagId: NO_SUCH_INVOICE,
      })),
    ],
  },
  "routes/admin/quote-pdf": {
    probes: [
      get(`/admin/quotes/${NO_SUCH_INVOICE}/pdf`, staffOnly("not-found")),
      get("/admin/quotes/not-an-id/pdf", staffOnly("not-found")),
    ],
  },
  "routes/admin/full-export": { probes: [get("/admin/export.tar.gz", staffOnly("ok"))] },
  "routes/admin/customers-template": { probes: [get("/admin/customers/template.csv", staffOnly("ok"))] },
  "routes/admin/customers-import-upload": {
    probes: [
      get("/admin/customers/import/upload", everyone("bad-request")) /* no loader: React Router answers 400 */,
      post("/admin/customers/import/upload", staffOnly("bad-request")),
    ],
  },
  "routes/admin/customers-crm": {
    probes: [
      get("/admin/customers/crm", staffOnly("not-found")) /* no ?job: no report */,
      post("/admin/customers/crm", staffOnly("back-with-toast")),
    ],
  },
  "routes/admin/newsletter-export": { probes: [get("/admin/newsletter/export.csv", staffOnly("ok"))] },
  "routes/admin/events": { probes: [get("/admin/events", staffOnly("ok"))] },

  // The technician's calendar page (its one form makes a new address, shown once) and the feed calendar apps read
  // without a session: a made-up secret is not found for anyone (issue 35).
  "routes/tech/calendar": {
    probes: [get("/tech/calendar", technicianOnly("ok")), post("/tech/calendar", technicianOnly("ok"))],
  },
  "routes/tech/calendar-feed": {
    probes: [get("/tech/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics", everyone("not-found"))],
  },

  // Search engines and media
  "routes/seo/robots-txt": { probes: [get("/robots.txt", everyone("ok"))] },
  "routes/seo/sitemap-xml": { probes: [get("/sitemap.xml", everyone("ok"))] },
  // A completed visit's photo: only its customer, staff and the visit's technician; a name no file has is 404 to all.
  "routes/media/service-photo": {
    probes: [get("/media/service/0b9f3c1e-8d2a-4c55-9e0f-1a2b3c4d5e6f-0123456789abcdef.webp", everyone("not-found"))],
  },
  "routes/media/work-photo": {
    probes: [get("/media/work/0b9f3c1e-8d2a-4c55-9e0f-1a2b3c4d5e6f-0123456789abcdef.webp", everyone("not-found"))],
  },

  // Resource routes the app calls
  "routes/api/locale": {
    probes: [get("/api/locale", everyone("bad-request")), post("/api/locale", everyone("bad-request"))],
  },
  "routes/api/newsletter": {
    probes: [
      get("/api/newsletter", everyone("method-not-allowed")),
      post("/api/newsletter", everyone("back-with-toast")),
    ],
  },
  "routes/api/billing-checkout": {
    probes: [
      get("/api/billing/checkout", everyone("to-home")),
      post("/api/billing/checkout", signedIn("back-with-toast", "to-sign-in")),
    ],
  },
  "routes/api/billing-portal": {
    probes: [
      get("/api/billing/portal", everyone("bad-request")),
      post("/api/billing/portal", signedIn("to-portal", "to-sign-in")),
    ],
  },
  "routes/api/billing-status": { probes: [get("/api/billing/status", signedIn("ok", "unauthorized"))] },
  "routes/api/page-view": {
    probes: [get("/api/page-view", everyone("method-not-allowed")), post("/api/page-view", everyone("bad-request"))],
  },
  "api-not-found": {
    probes: [get("/api/no-such-endpoint", everyone("not-found")), post("/api/no-such-endpoint", everyone("not-found"))],
  },
  "not-found": { probes: [get("/no-such-page", everyone("not-found"))] },
};
