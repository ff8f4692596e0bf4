import { eq, inArray } from "drizzle-orm";
import { database } from "~/db/database.server";
import { consentEvents, customers, user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { knownCustomerId } from "~/domain/customers/customer-id";
import { isLocale, type Locale } from "~/i18n/catalog";
import { usPhoneToE164 } from "./phone-number";
import { readConsent, type CurrentConsent } from "./read-consent.server";
import type { ConsentPurpose, ConsentSource } from "./record-consent.server";

/** A number's current consent for one purpose, as staff read it: given or withdrawn, since when, from where. */
export type ConsentSummary = {
  granted: boolean;
  since: string;
  source: ConsentSource;
  /** Who recorded it, for a consent staff took on the phone. */
  recordedByName: string | null;
};

export type CustomerSmsConsent = {
  /** The record's phone as typed; null when it has none. */
  phone: string | null;
  /** The same in E.164, or null when it cannot be texted (not a US number). */
  number: string | null;
  /** The language the phone-consent form starts from: the number's last consent's, else the login's, else English. */
  locale: Locale;
  transactional: ConsentSummary | null;
  marketing: ConsentSummary | null;
};

/**
 * The SMS consent of the number on a customer's record (issue 36 item 6), for the back office's phone-consent form:
 * the current state per purpose from the ledger (readConsent) and the event that set it. Unknown id: NOT_FOUND.
 */
export async function readCustomerSmsConsent(input: { customerId: string }): Promise<CustomerSmsConsent> {
  const id = knownCustomerId(input.customerId);
  const db = await database();
  const [record] = await db
    .select({ phone: customers.phone, loginLocale: user.locale })
    .from(customers)
    .leftJoin(user, eq(user.id, customers.userId))
    .where(eq(customers.id, id));
  if (!record) throw new AppError("NOT_FOUND", "Customer not found");
  const number = record.phone ? usPhoneToE164(record.phone) : null;
  const fallbackLocale: Locale = isLocale(record.loginLocale) ? record.loginLocale : "en";
  if (!number)
    return { phone: record.phone, number: null, locale: fallbackLocale, transactional: null, marketing: null };

  const read = (purpose: ConsentPurpose) => readConsent({ contact: number, channel: "sms", purpose, executor: db });
  const [transactional, marketing] = await Promise.all([read("transactional"), read("marketing")]);
  const states = [transactional, marketing].filter((state): state is CurrentConsent => state !== null);
  const events = states.length
    ? await db
        .select({ id: consentEvents.id, source: consentEvents.source, recordedByName: user.name })
        .from(consentEvents)
        .leftJoin(user, eq(user.id, consentEvents.recordedBy))
        .where(
          inArray(
            consentEvents.id,
            states.map((state) => state.eventId),
          ),
        )
    : [];
  const summary = (state: CurrentConsent | null): ConsentSummary | null => {
    const event = state && events.find((row) => row.id === state.eventId);
    if (!state || !event) return null;
    return {
      granted: state.granted,
      since: state.since.toISOString(),
      source: event.source,
      recordedByName: event.recordedByName,
    };
  };
  return {
    phone: record.phone,
    number,
    locale: transactional?.locale ?? fallbackLocale,
    transactional: summary(transactional),
    marketing: summary(marketing),
  };
}
