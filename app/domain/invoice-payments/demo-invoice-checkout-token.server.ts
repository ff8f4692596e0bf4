import { signedDemoCheckoutPaths } from "./signed-demo-checkout-path.server";

/** The demo stand-in for an invoice checkout's Stripe page (DECISIONS.md §3), at this path plus its token. */
export const DEMO_INVOICE_CHECKOUT_PATH = "/demo-invoice-checkout";

const invoiceCheckout = signedDemoCheckoutPaths(DEMO_INVOICE_CHECKOUT_PATH, "aw-demo-invoice-checkout-v1");

/** The demo page's address for one invoice checkout and the page it returns to. */
export const demoInvoiceCheckoutPath = invoiceCheckout.path;
/** The checkout and return path a demo token names, or null when it is malformed or altered. */
export const readDemoInvoiceCheckoutToken = invoiceCheckout.read;
