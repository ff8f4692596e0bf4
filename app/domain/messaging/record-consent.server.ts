import { sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { database } from "~/db/database.server";
import { consentEvents, consentStates, type CONSENT_PURPOSES, type CONSENT_SOURCES } from "~/db/schema";
import type { Locale } from "~/i18n/catalog";
import { consentContactOf, type ConsentChannel } from "./consent-contact";

export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export type ConsentChange = {
  /** A phone number as typed or in E.164 (SMS), or an e-mail address; stored normalised. */
  contact: string;
  channel: ConsentChannel;
  purpose: ConsentPurpose;
  granted: boolean;
  source: ConsentSource;
  /** The disclosure shown beside the box, or what staff noted on the phone. */
  wordsShown?: string | null;
  /** The keyword received (STOP, START…) or Twilio's error code for a refusal. */
  keyword?: string | null;
  ipAddress?: string | null;
  locale: Locale;
  customerId?: string | null;
  /** The staff member who recorded a consent given on the phone. */
  recordedBy?: string | null;
};

export type RecordedConsent = { eventId: string; contact: string; granted: boolean };

/**
 * Appends one event to the consent ledger and makes it the contact's current state for that channel and purpose, in
 * one transaction: the caller's when it passes one (a booking that records the box with the visit), else its own.
 * The ledger is append-only: nothing updates or deletes an event, a withdrawal is a new event.
 */
export async function recordConsent(
  change: ConsentChange,
  options: { tx?: Transaction } = {},
): Promise<RecordedConsent> {
  const contact = consentContactOf(change.channel, change.contact);
  const write = async (tx: Transaction): Promise<RecordedConsent> => {
    // clock_timestamp(), not now(): two events of one transaction (STOP's purposes) keep their order, and an event
    // is dated when it is written, not when a long transaction began.
    const [event] = await tx
      .insert(consentEvents)
      .values({
        contact,
        channel: change.channel,
        purpose: change.purpose,
        granted: change.granted,
        source: change.source,
        wordsShown: change.wordsShown ?? null,
        keyword: change.keyword ?? null,
        ipAddress: change.ipAddress ?? null,
        locale: change.locale,
        customerId: change.customerId ?? null,
        recordedBy: change.recordedBy ?? null,
        createdAt: sql`clock_timestamp()`,
      })
      .returning({ id: consentEvents.id, createdAt: consentEvents.createdAt });
    await tx
      .insert(consentStates)
      .values({
        contact,
        channel: change.channel,
        purpose: change.purpose,
        granted: change.granted,
        eventId: event!.id,
        locale: change.locale,
        updatedAt: event!.createdAt,
      })
      .onConflictDoUpdate({
        target: [consentStates.contact, consentStates.channel, consentStates.purpose],
        set: { granted: change.granted, eventId: event!.id, locale: change.locale, updatedAt: event!.createdAt },
      });
    return { eventId: event!.id, contact, granted: change.granted };
  };
  if (options.tx) return write(options.tx);
  return (await database()).transaction(write);
}
