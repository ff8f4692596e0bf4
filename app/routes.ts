import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** A public page in English at `/path` and in Spanish at `/es/path`, from one route module. */
function localized(path: string, file: string, id: string) {
  return [route(path, file, { id }), route(`es/${path}`, file, { id: `es-${id}` })];
}

export default [
  layout("routes/_site/_layout.tsx", [
    index("routes/_site/home.tsx", { id: "home" }),
    route("es", "routes/_site/home.tsx", { id: "es-home" }),
    ...localized("about", "routes/_site/about.tsx", "about"),
    ...localized("comfort-club", "routes/_site/comfort-club.tsx", "comfort-club"),
    ...localized("faq", "routes/_site/faq.tsx", "faq"),
    ...localized("contact", "routes/_site/contact.tsx", "contact"),
    ...localized("testimonials", "routes/_site/testimonials.tsx", "testimonials"),
    ...localized("rebates", "routes/_site/rebates.tsx", "rebates"),
    ...localized("licensing", "routes/_site/licensing.tsx", "licensing"),
    ...localized("blog", "routes/_site/blog.tsx", "blog"),
    ...localized("blog/:slug", "routes/_site/blog-article.tsx", "blog-article"),
    ...localized("privacy", "routes/_site/legal.tsx", "privacy"),
    ...localized("terms", "routes/_site/legal.tsx", "terms"),
    // One confirmation page for both checkouts, at both addresses Stripe returns to.
    ...localized("payment-success", "routes/_site/checkout-success.tsx", "payment-success"),
    ...localized("subscription-success", "routes/_site/checkout-success.tsx", "subscription-success"),
    ...localized("demo-checkout/:sessionId", "routes/_site/demo-checkout.tsx", "demo-checkout"),
    ...localized("newsletter/unsubscribe/:token", "routes/_site/newsletter-unsubscribe.tsx", "newsletter-unsubscribe"),
    // Visitors book without an account, and open their one booking from the mailed link (issue 34 item 6).
    ...localized("book", "routes/_site/book.tsx", "book"),
    ...localized("booking/:token", "routes/_site/manage-booking.tsx", "manage-booking"),
    // A review request's private "tell the owner" page (issue 36 item 5).
    ...localized("feedback/:token", "routes/_site/owner-feedback.tsx", "owner-feedback"),
    // A plan visit offer's links: one window each, booked with one tap without signing in (issue 37 item 2).
    ...localized("plan-visit/:token", "routes/_site/plan-visit.tsx", "plan-visit"),
    // An invoice e-mail's link: that one invoice, to view and pay without signing in (issue 38 item 3).
    ...localized("invoice/:token", "routes/_site/invoice-link.tsx", "invoice-link"),
    // The demo stand-in for Stripe's page of an invoice checkout, when no Stripe key is set.
    ...localized("demo-invoice-checkout/:token", "routes/_site/demo-invoice-checkout.tsx", "demo-invoice-checkout"),
    // A quote e-mail's link: compare, sign, pay the deposit and book the visit without signing in (issue 38 item 4).
    ...localized("quote/:token", "routes/_site/quote-link.tsx", "quote-link"),
    // The demo stand-in for Stripe's page of a quote's deposit, when no Stripe key is set.
    ...localized("demo-quote-checkout/:token", "routes/_site/demo-quote-checkout.tsx", "demo-quote-checkout"),
  ]),

  // Account screens (standalone, no site header)
  ...localized("auth", "routes/_auth/welcome.tsx", "auth"),
  route("customer/auth", "routes/_auth/welcome.tsx", { id: "customer-auth" }),
  ...localized("forgot-password", "routes/_auth/forgot-password.tsx", "forgot-password"),
  ...localized("reset-password", "routes/_auth/reset-password.tsx", "reset-password"),
  ...localized("verify-email", "routes/_auth/verify-email.tsx", "verify-email"),
  route("sign-out", "routes/_auth/sign-out.ts"),

  // Customer portal. Each area ends with a catch-all: an unknown address there answers 404 in the area's frame to
  // those let in, in the site's frame to anyone else (ADR 030). The portal has no Spanish addresses, but /es/customer/…
  // is where someone would guess them.
  route("customer", "routes/customer/_layout.tsx", [
    index("routes/customer/dashboard.tsx", { id: "customer-index" }),
    route("dashboard", "routes/customer/dashboard.tsx", { id: "customer-dashboard" }),
    route("appointments", "routes/customer/appointments.tsx"),
    route("history", "routes/customer/history.tsx"),
    // The customer's invoices, paid online in one Checkout session (issue 38 item 3)
    route("invoices", "routes/customer/invoices.tsx"),
    route("invoices/:invoiceId", "routes/customer/invoice.tsx"),
    // The customer's quotes: compare, sign, pay the deposit, book the visit (issue 38 item 4)
    route("quotes", "routes/customer/quotes.tsx"),
    route("quotes/:quoteId", "routes/customer/quote.tsx"),
    route("profile", "routes/customer/profile.tsx"),
    route("profile/password", "routes/customer/profile-password.tsx"),
    route("subscription", "routes/customer/subscription.tsx"),
    route("plan-visits/:visitId", "routes/customer/plan-visit.tsx"),
    route("billing-demo", "routes/customer/billing-demo.tsx"),
    route("checkout", "routes/customer/checkout.tsx"),
    route("*", "routes/not-found.tsx", { id: "customer-not-found" }),
  ]),
  layout("routes/customer/_layout.tsx", { id: "es-customer-layout" }, [
    route("es/customer/*", "routes/not-found.tsx", { id: "es-customer-not-found" }),
  ]),

  // Staff back office
  route("admin", "routes/admin/login.tsx"),
  layout("routes/admin/_layout.tsx", [
    route("admin/dashboard", "routes/admin/dashboard.tsx"),
    route("admin/customers", "routes/admin/customers.tsx"),
    route("admin/customers/new", "routes/admin/customer-new.tsx"),
    route("admin/customers/import", "routes/admin/customers-import.tsx"),
    route("admin/customers/:customerId", "routes/admin/customer-detail.tsx"),
    route("admin/leads", "routes/admin/leads.tsx"),
    route("admin/appointments", "routes/admin/appointments.tsx"),
    route("admin/services", "routes/admin/services.tsx"),
    route("admin/team", "routes/admin/team.tsx"),
    route("admin/schedule", "routes/admin/schedule.tsx"),
    route("admin/plan-visits", "routes/admin/plan-visits.tsx"),
    route("admin/invoices", "routes/admin/invoices.tsx"),
    route("admin/invoices/:invoiceId", "routes/admin/invoice-detail.tsx"),
    route("admin/price-book", "routes/admin/price-book.tsx"),
    // Good, better and best quotes for a customer record, signed and paid a deposit on by the customer (issue 38 item 4)
    route("admin/quotes", "routes/admin/quotes.tsx"),
    route("admin/quotes/new", "routes/admin/quote-new.tsx"),
    route("admin/quotes/:quoteId", "routes/admin/quote-detail.tsx"),
    route("admin/rewards", "routes/admin/reward-claims.tsx"),
    route("admin/audit", "routes/admin/audit-log.tsx"),
    route("admin/analytics", "routes/admin/analytics.tsx"),
    route("admin/settings", "routes/admin/settings.tsx"),
    route("admin/settings/photos", "routes/admin/settings-photos.tsx"),
    route("admin/newsletter", "routes/admin/newsletter.tsx"),
    route("admin/system", "routes/admin/system.tsx"),
    route("admin/system/mail/:messageId", "routes/admin/system-mail-message.tsx"),
    route("admin/*", "routes/not-found.tsx", { id: "admin-not-found" }),
    route("es/admin/*", "routes/not-found.tsx", { id: "es-admin-not-found" }),
  ]),

  // The technician's day (issue 35): technicians only, in the technician's own language
  route("tech", "routes/tech/_layout.tsx", [
    index("routes/tech/day.tsx", { id: "tech-day" }),
    route("week", "routes/tech/week.tsx", { id: "tech-week" }),
    route("visits/:visitId", "routes/tech/visit.tsx", { id: "tech-visit" }),
    // The technician's private calendar address (issue 35 item 4)
    route("calendar", "routes/tech/calendar.tsx"),
    route("*", "routes/not-found.tsx", { id: "tech-not-found" }),
  ]),

  // Back office downloads and the CRM panel's endpoint: resource routes, each with its own requireAdmin
  route("admin/customers/export.csv", "routes/admin/customers-export.ts"),
  route("admin/customers/template.csv", "routes/admin/customers-template.ts"),
  route("admin/customers/import/upload", "routes/admin/customers-import-upload.ts"),
  route("admin/customers/crm", "routes/admin/customers-crm.ts"),
  route("admin/newsletter/export.csv", "routes/admin/newsletter-export.ts"),
  // An invoice as a PDF, for staff and for the customer whose invoice it is (issue 38 item 5, ADR 086)
  route("admin/invoices/:invoiceId/pdf", "routes/admin/invoice-pdf.ts"),
  route("customer/invoices/:invoiceId/pdf", "routes/customer/invoice-pdf.ts"),
  // A quote as a PDF (signed: with its signature record), for staff, its customer, and its link's holder (issue 38 item 4)
  route("admin/quotes/:quoteId/pdf", "routes/admin/quote-pdf.ts"),
  route("customer/quotes/:quoteId/pdf", "routes/customer/quote-pdf.ts"),
  route("quote/:token/pdf", "routes/_site/quote-link-pdf.ts"),
  // The whole business as one archive (issue 38 item 6, ADR 085)
  route("admin/export.tar.gz", "routes/admin/full-export.ts"),
  // The back office's live updates: a server-sent event stream, for staff only (issue 13)
  route("admin/events", "routes/admin/events.ts"),

  // The technician's calendar feed, which calendar apps read without a session: its secret is the key (issue 35 item 4)
  route("tech/calendar/:feed", "routes/tech/calendar-feed.ts"),
  // The offline queue's address for a technician's action: the visit page's action, answered as JSON (ADR 079)
  route("tech/visits/:visitId/send", "routes/tech/visit-send.ts"),

  // A review request's review link: records the click, then 303 to the one review page of the settings (issue 36 item 5)
  route("r/:token", "routes/_site/review-link.ts"),

  // For search engines, built from the one list of public pages (app/seo/public-pages.ts)
  route("robots.txt", "routes/seo/robots-txt.ts"),
  route("sitemap.xml", "routes/seo/sitemap-xml.ts"),

  // Recent work photos staff uploaded (issue 17): public, cached for a year under an address that holds their hash
  route("media/work/:fileName", "routes/media/work-photo.ts"),
  // Photos of a completed visit (issue 35): only its customer, staff and the visit's technician
  route("media/service/:fileName", "routes/media/service-photo.ts"),

  // Resource routes the app itself calls
  route("api/locale", "routes/api/locale.ts"),
  route("api/newsletter", "routes/api/newsletter.ts"),
  route("api/billing/checkout", "routes/api/billing-checkout.ts"),
  route("api/billing/portal", "routes/api/billing-portal.ts"),
  route("api/billing/status", "routes/api/billing-status.ts"),
  route("api/page-view", "routes/api/page-view.ts"),
  route("api/*", "routes/api/not-found.ts", { id: "api-not-found" }),

  layout("routes/_site/_layout.tsx", { id: "not-found-layout" }, [
    route("*", "routes/not-found.tsx", { id: "not-found" }),
  ]),
] satisfies RouteConfig;
