import type { Messages } from "../catalog";

/** Spanish messages: portal. */
export const portal = {} satisfies Messages["portal"];
