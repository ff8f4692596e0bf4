import { signedDemoCheckoutPaths } from "~/domain/invoice-payments/signed-demo-checkout-path.server";

/** The demo stand-in for a quote deposit's Stripe page (DECISIONS.md §3), at this path plus its token. */
export const DEMO_QUOTE_CHECKOUT_PATH = "/demo-quote-checkout";

const depositCheckout = signedDemoCheckoutPaths(DEMO_QUOTE_CHECKOUT_PATH, "aw-demo-quote-checkout-v1");

/** The demo page's address for one deposit checkout and the page it returns to (the quote link's, or the portal's). */
export const demoQuoteCheckoutPath = depositCheckout.path;
/** The checkout and return path a demo token names, or null when it is malformed or altered. */
export const readDemoQuoteCheckoutToken = depositCheckout.read;
