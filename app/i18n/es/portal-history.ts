import type { Messages } from "../catalog";

/** Spanish messages: the customer portal's history (nested under `portal.history`). */
export const portalHistory = {
  placeholder: "",
} satisfies Messages["portal"]["history"];
