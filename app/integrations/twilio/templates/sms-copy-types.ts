import type { smsCopyEn } from "./sms-copy-en";

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
/** The shape of the SMS wording: English's keys, any string values. */
export type SmsCopy = Widen<typeof smsCopyEn>;
