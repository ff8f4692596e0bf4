/** Quotes (issue 38 item 4, ADR 087): what staff build, what a customer signs, and the deposit's default share. */

/** At most three options, named by their tier in this order: good, better, best. */
export const QUOTE_TIERS = ["good", "better", "best"] as const;
export type QuoteTier = (typeof QUOTE_TIERS)[number];

/**
 * draft (staff still edit it), sent (the customer may sign), signed (chosen and signed, deposit due), approved (the
 * deposit is paid: a visit to book), declined, expired. Declined and expired quotes are kept, never deleted.
 */
export const QUOTE_STATUSES = ["draft", "sent", "signed", "approved", "declined", "expired"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Quote numbers: Q-<year>-<five digits>, from the year's counter row, taken when the quote is first sent. */
export const QUOTE_NUMBER_PREFIX = "Q";
export const QUOTE_NUMBER_DIGITS = 5;

/** The deposit's share of the chosen option's total when the settings say nothing else (issue 38: 25%). */
export const QUOTE_DEPOSIT_PERCENT_DEFAULT = 25;

/** A sent quote may be signed for this many days unless staff set another expiry date. */
export const QUOTE_VALID_DAYS = 30;
/** The quote e-mail's link opens the quote this long (it outlives the quote, so a signed one can still be paid). */
export const QUOTE_LINK_LIFETIME_DAYS = 90;

/** The most lines one option may have, and the most one line may cost ($100,000), as on invoices. */
export const QUOTE_OPTION_LINES_MAX = 8;
export const QUOTE_LINE_MAX_CENTS = 100_000_00;
/** An option's short description and a line's description, in characters. */
export const QUOTE_OPTION_DESCRIPTION_MAX_LENGTH = 500;
export const QUOTE_LINE_DESCRIPTION_MAX_LENGTH = 200;
/** A quote's title (what the work is), in characters. */
export const QUOTE_TITLE_MAX_LENGTH = 120;
/** A declined quote's optional reason, in characters. */
export const QUOTE_DECLINE_REASON_MAX_LENGTH = 500;

/**
 * The drawn signature is kept as SVG path data ("M10 20 L11 21 …", whole pixels on a small canvas): bounded so a
 * posted signature can never bloat a row, and plain enough to redraw in the PDF without parsing anything else.
 */
export const SIGNATURE_PATH_MAX_LENGTH = 12_000;
/** A signature must have at least this many points: a single tap is not a signature. */
export const SIGNATURE_MIN_POINTS = 5;
/** The signature canvas's coordinate space, in CSS pixels (the path's numbers lie inside it). */
export const SIGNATURE_WIDTH = 320;
export const SIGNATURE_HEIGHT = 120;
