/** English messages: admin.customers (the source of its type for every language). */
export const adminCustomers = {
  metaTitle: "Customers | Admin Portal",
} as const;
