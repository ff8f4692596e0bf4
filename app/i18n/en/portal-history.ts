/** English messages: the customer portal's history (nested under `portal.history`). */
export const portalHistory = {
  placeholder: "",
} as const;
