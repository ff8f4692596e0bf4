import type { Messages } from "../catalog";

/** Spanish messages: system. */
export const system = {} satisfies Messages["system"];
