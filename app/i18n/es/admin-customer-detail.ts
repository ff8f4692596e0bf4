import type { Messages } from "../catalog";

/** Spanish messages: admin.customerDetail (filled in by the screen's own work, issue 11). */
export const adminCustomerDetail = {
  metaTitle: "Cliente | Portal administrativo",
} satisfies Messages["admin"]["customerDetail"];
