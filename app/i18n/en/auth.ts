/** English messages: auth. */
export const auth = {} as const;
