/** English messages: shell. */
export const shell = {} as const;
