import type { Messages } from "../catalog";

/** Spanish messages: admin.customerForm (filled in by the screen's own work, issue 11). */
export const adminCustomerForm = {
} satisfies Messages["admin"]["customerForm"];
