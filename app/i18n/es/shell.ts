import type { Messages } from "../catalog";

/** Spanish messages: shell. */
export const shell = {} satisfies Messages["shell"];
