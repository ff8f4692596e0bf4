/** English messages: admin.services (the source of its type for every language). */
export const adminServices = {
  metaTitle: "Service History | Admin Portal",
} as const;
