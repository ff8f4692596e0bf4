import type { Locale } from "~/i18n/catalog";
import { mailCopyEn } from "./mail-copy-en";
import { mailCopyEs } from "./mail-copy-es";

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
/** The shape of the e-mail wording: English's keys, any string values. */
export type MailCopy = Widen<typeof mailCopyEn>;

const copies: Record<Locale, MailCopy> = { en: mailCopyEn, es: mailCopyEs };

export function mailCopy(locale: Locale): MailCopy {
  return copies[locale];
}
