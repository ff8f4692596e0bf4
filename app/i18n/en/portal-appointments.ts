/** English messages: the customer portal's appointments (nested under `portal.appointments`). */
export const portalAppointments = {
  placeholder: "",
} as const;
