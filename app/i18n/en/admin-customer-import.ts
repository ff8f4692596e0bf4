/** English messages: admin.customerImport (the source of its type for every language). */
export const adminCustomerImport = {
  metaTitle: "Bulk Customer Upload | Admin Portal",
} as const;
