import { usPhoneToE164 } from "~/domain/messaging/phone-number";

/**
 * A link staff were given to hand to a customer themselves ("Get the customer's link": a record without an e-mail
 * address, a phone-only guest), shown to them once: it is a bearer credential (ADR 075), and only its hash is kept.
 */
export type HandedLink = {
  url: string;
  /** The quote's or invoice's number. */
  number: string;
  /** The last business date (Miami) on which the link still opens. */
  expiresOn: string;
  /** Whom to give it to: the record's name and the contacts on file. */
  customerName: string;
  phone: string | null;
  email: string | null;
  /** An invoice link only: from this business date its page first asks for the phone's last four digits. */
  phoneCheckFrom: string | null;
  /** That date is today or past: the page asks for the digits already. */
  phoneCheckStarted: boolean;
};

/**
 * The contact a handed link is issued for (ADR 075: one contact each): the phone it will most likely be texted or
 * read to (in E.164 when it is a US number), else the e-mail address, else the customer number, for a record with
 * neither. It names whom the link was meant for; opening a link never compares it with anything.
 */
export function handedLinkContact(customer: {
  phone: string | null;
  email: string | null;
  customerNumber: string;
}): string {
  const phone = customer.phone?.trim();
  if (phone) return usPhoneToE164(phone) ?? phone;
  return customer.email?.trim() || `customer:${customer.customerNumber}`;
}
