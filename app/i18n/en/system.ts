/** English messages: system. */
export const system = {} as const;
