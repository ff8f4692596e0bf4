import type { Messages } from "../catalog";

/** Spanish messages: admin.newsletter (filled in by the screen's own work, issue 11). */
export const adminNewsletter = {
  metaTitle: "Boletín | Portal administrativo",
} satisfies Messages["admin"]["newsletter"];
