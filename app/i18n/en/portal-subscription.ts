/** English messages: the customer portal's subscription (nested under `portal.subscription`). */
export const portalSubscription = {
  placeholder: "",
} as const;
