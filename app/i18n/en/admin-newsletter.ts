/** English messages: admin.newsletter (the source of its type for every language). */
export const adminNewsletter = {
  metaTitle: "Newsletter | Admin Portal",
} as const;
