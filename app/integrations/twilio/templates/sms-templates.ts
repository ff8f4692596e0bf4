import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import { format, type Locale } from "~/i18n/catalog";
import { dateTimeFormat } from "~/i18n/intl-formats";
import { smsCopyEn } from "./sms-copy-en";
import { smsCopyEs } from "./sms-copy-es";
import type { SmsCopy } from "./sms-copy-types";

export type SmsTemplate = Exclude<keyof SmsCopy, "window">;

export const SMS_TEMPLATES = Object.keys(smsCopyEn).filter((key) => key !== "window") as SmsTemplate[];

const copies: Record<Locale, SmsCopy> = { en: smsCopyEn, es: smsCopyEs };

const DATE_LOCALES: Record<Locale, string> = { en: "en-US", es: "es-US" };

/** The values a text may name; each template uses some of them. */
export type SmsData = {
  business: string;
  service?: string;
  window?: { start: Date; end: Date };
  technician?: string;
  phone?: string;
  link?: string;
  reviewLink?: string;
  ownerLink?: string;
  /** An invoice's number and its amount as the customer reads it ("INV-2026-00042", "$1,234.56"). */
  invoice?: string;
  amount?: string;
};

// Spanish leaves out the weekday: "sáb" and "sábado" are not in the GSM-7 alphabet (see sms-copy-es.ts).
const DAY_FORMATS: Record<Locale, Intl.DateTimeFormatOptions> = {
  en: { weekday: "short", month: "short", day: "numeric", timeZone: BUSINESS_TIME_ZONE },
  es: { month: "short", day: "numeric", timeZone: BUSINESS_TIME_ZONE },
};

/** An arrival window in few characters, Miami time: "Mon, Jun 8, 10 AM-12 PM" / "8 jun, 10 a. m.-12 p. m.". */
export function smsWindowText(window: { start: Date; end: Date }, locale: Locale): string {
  const day = dateTimeFormat(DATE_LOCALES[locale], DAY_FORMATS[locale]);
  const time = dateTimeFormat(DATE_LOCALES[locale], {
    hour: "numeric",
    minute: "2-digit",
    timeZone: BUSINESS_TIME_ZONE,
  });
  // "10:00 AM" → "10 AM": the minutes say nothing for windows on the hour. Narrow spaces Intl puts before AM/PM are
  // not in the GSM-7 alphabet, so they become plain ones.
  const short = (date: Date) =>
    time
      .format(date)
      .replace(/:00(?=\D|$)/u, "")
      .replace(/[\u202f\u00a0]/gu, " ");
  return format(copies[locale].window, {
    day: day.format(window.start).replace(/[\u202f\u00a0]/gu, " "),
    start: short(window.start),
    end: short(window.end),
  });
}

/** A text in the person's language with its placeholders filled. */
export function renderSms(template: SmsTemplate, data: SmsData, locale: Locale): string {
  return format(copies[locale][template], {
    business: data.business,
    service: data.service ?? "",
    window: data.window ? smsWindowText(data.window, locale) : "",
    technician: data.technician ?? "",
    phone: data.phone ?? "",
    link: data.link ?? "",
    reviewLink: data.reviewLink ?? "",
    ownerLink: data.ownerLink ?? "",
    invoice: data.invoice ?? "",
    amount: data.amount ?? "",
  });
}
