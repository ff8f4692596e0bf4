import type { Messages } from "../catalog";

/** Spanish messages: admin.customers (filled in by the screen's own work, issue 11). */
export const adminCustomers = {
  metaTitle: "Clientes | Portal administrativo",
} satisfies Messages["admin"]["customers"];
