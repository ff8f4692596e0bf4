/** English messages: the customer portal's rewards (nested under `portal.rewards`). */
export const portalRewards = {
  placeholder: "",
} as const;
