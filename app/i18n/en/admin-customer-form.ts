/** English messages: admin.customerForm (the source of its type for every language). */
export const adminCustomerForm = {
} as const;
