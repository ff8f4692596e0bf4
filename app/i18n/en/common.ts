/** English messages: common. */
export const common = {} as const;
