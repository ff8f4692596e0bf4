/** English messages: admin.crmPanel (the source of its type for every language). */
export const adminCrmPanel = {
} as const;
