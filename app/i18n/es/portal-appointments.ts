import type { Messages } from "../catalog";

/** Spanish messages: the customer portal's appointments (nested under `portal.appointments`). */
export const portalAppointments = {
  placeholder: "",
} satisfies Messages["portal"]["appointments"];
