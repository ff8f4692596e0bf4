import type { Messages } from "../catalog";

/** Spanish messages: admin.customerImport (filled in by the screen's own work, issue 11). */
export const adminCustomerImport = {
  metaTitle: "Carga masiva de clientes | Portal administrativo",
} satisfies Messages["admin"]["customerImport"];
