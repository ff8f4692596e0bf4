/** English messages: admin.customerDetail (the source of its type for every language). */
export const adminCustomerDetail = {
  metaTitle: "Customer | Admin Portal",
} as const;
