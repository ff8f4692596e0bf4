import type { Messages } from "../catalog";

/** Spanish messages: the customer portal's profile (nested under `portal.profile`). */
export const portalProfile = {
  placeholder: "",
} satisfies Messages["portal"]["profile"];
