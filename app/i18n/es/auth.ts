import type { Messages } from "../catalog";

/** Spanish messages: auth. */
export const auth = {} satisfies Messages["auth"];
