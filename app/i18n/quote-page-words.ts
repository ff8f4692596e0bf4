import type { Locale } from "./catalog";
import { quotePage as en } from "./en/quote-page";
import { quotePage as es } from "./es/quote-page";

/** The shape of the quote page's words: English's keys, any string values. */
export type QuotePageWords = typeof es;

/**
 * A quote's words for the pages that show one to its customer (the quote link's page, the portal's quotes, the demo
 * checkout): imported by them directly, as the invoice link's page does its own, so no other page is sent them.
 */
export const QUOTE_PAGE_WORDS: Record<Locale, QuotePageWords> = { en, es };
