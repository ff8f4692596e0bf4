/** English messages: admin. */
export const admin = {} as const;
