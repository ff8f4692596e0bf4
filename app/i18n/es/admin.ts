import type { Messages } from "../catalog";

/** Spanish messages: admin. */
export const admin = {} satisfies Messages["admin"];
