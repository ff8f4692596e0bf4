import type { Messages } from "../catalog";

/** Spanish messages: admin.services (filled in by the screen's own work, issue 11). */
export const adminServices = {
  metaTitle: "Historial de servicio | Portal administrativo",
} satisfies Messages["admin"]["services"];
