import type { Executor } from "~/db/client.server";
import { isAppError } from "~/domain/app-error";
import { usPhoneToE164 } from "~/domain/messaging/phone-number";
import { readConsent, type CurrentConsent } from "~/domain/messaging/read-consent.server";
import type { AppointmentMailFacts } from "~/domain/notifications/appointment-mail-facts.server";
import type { Locale } from "~/i18n/catalog";

/** Where a review request (or its reminder) goes, in which language, or nothing. */
export type ReviewRecipient = { channel: "sms" | "email"; to: string; locale: Locale; name: string };

async function consentOf(
  executor: Executor,
  channel: "sms" | "email",
  contact: string | null,
): Promise<CurrentConsent | null> {
  if (!contact) return null;
  try {
    return await readConsent({ contact, channel, purpose: "transactional", executor });
  } catch (error) {
    // A stored address the ledger cannot key (not an address at all) has no consent either way.
    if (isAppError(error) && error.code === "BAD_INPUT") return null;
    throw error;
  }
}

/**
 * The person's consented channel for a review request (issue 36 item 5): a text when the visit's (or the record's)
 * phone has a current transactional SMS consent, else an e-mail when there is an address. Nobody who withdrew a
 * consent is asked at all: a STOP for texts, or a withdrawal for e-mail, reads as "do not ask me", so the request is
 * not moved to the other channel. The language is the login's, else the one the person gave their consent in.
 */
export async function reviewRecipientOf(
  executor: Executor,
  facts: AppointmentMailFacts,
): Promise<ReviewRecipient | null> {
  const phone = usPhoneToE164(facts.appointment.phone || facts.customer.phone || "");
  const email = facts.recipient?.email ?? null;
  const [sms, mail] = await Promise.all([consentOf(executor, "sms", phone), consentOf(executor, "email", email)]);
  if (sms?.granted === false || mail?.granted === false) return null;
  const name = facts.recipient?.name || facts.customer.firstName;
  const loginLocale = facts.customer.userId ? facts.recipient?.locale : undefined;
  if (phone && sms?.granted) return { channel: "sms", to: phone, locale: loginLocale ?? sms.locale, name };
  if (email) return { channel: "email", to: email, locale: loginLocale ?? mail?.locale ?? "en", name };
  return null;
}

/** The person's language for a text to `phone`: the login's, else the one their SMS consent was given in, else English. */
export async function textLocaleOf(executor: Executor, facts: AppointmentMailFacts, phone: string): Promise<Locale> {
  if (facts.customer.userId && facts.recipient) return facts.recipient.locale;
  return (await consentOf(executor, "sms", phone))?.locale ?? "en";
}
