/** The quote e-mail's link page, by token (issue 38 item 4): /quote/<token>, and /es/quote/<token> in Spanish. */
export const QUOTE_LINK_PATH = "/quote";
/** The portal's quotes. */
export const PORTAL_QUOTES_PATH = "/customer/quotes";
