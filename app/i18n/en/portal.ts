/** English messages: portal. */
export const portal = {} as const;
