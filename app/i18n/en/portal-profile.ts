/** English messages: the customer portal's profile (nested under `portal.profile`). */
export const portalProfile = {
  placeholder: "",
} as const;
