import type { Messages } from "../catalog";

/** Spanish messages: common. */
export const common = {} satisfies Messages["common"];
