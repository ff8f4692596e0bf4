import type { Messages } from "../catalog";

/** Spanish messages: the customer portal's subscription (nested under `portal.subscription`). */
export const portalSubscription = {
  placeholder: "",
} satisfies Messages["portal"]["subscription"];
