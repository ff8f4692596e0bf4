import type { Messages } from "../catalog";

/** Spanish messages: the customer portal's rewards (nested under `portal.rewards`). */
export const portalRewards = {
  placeholder: "",
} satisfies Messages["portal"]["rewards"];
