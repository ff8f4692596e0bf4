/**
 * The estimate form's addresses on the home page, in a module of their own so the hero (static markup) can link to
 * them without pulling the form's code into its chunk.
 */

/** The form's first field: "Get a Free Estimate" lands here, and the browser focuses it on arrival. */
export const ESTIMATE_FIRST_FIELD_ID = "estimate-name";
/** The confirmation's heading: a plain post that sent comes back here, and the browser focuses it. */
export const ESTIMATE_SENT_ID = "estimate-sent";
