import type { Executor, Transaction } from "~/db/client.server";
import { AppError } from "~/domain/app-error";
import { getSettings } from "~/domain/settings/get-settings.server";
import type { Locale } from "~/i18n/catalog";
import { messagesFor } from "~/i18n/messages.server";
import { usPhoneToE164 } from "./phone-number";
import { readConsent } from "./read-consent.server";
import { recordConsent, type ConsentSource } from "./record-consent.server";
import { smsDisclosureText } from "./sms-consent-disclosure";

/** What a form's SMS consent box is recorded with besides its state: where it was posted from, in which language. */
export type SmsConsentRequest = {
  /** The client's address as the server decided it (never a header the client chose); null without one. */
  ipAddress: string | null;
  locale: Locale;
};

/** The box's state on a posted form, with the words it was shown with (read before the form's transaction). */
export type SmsConsentBox = SmsConsentRequest & { ticked: boolean; wordsShown: string };

/** The field key of a ticked box without a US mobile number: every form words it "enter a US mobile number". */
export const SMS_PHONE_INVALID = "smsPhoneInvalid";

/**
 * The box as the form posted it, checked before anything is written: a ticked box needs a US number in the form's
 * phone (BAD_INPUT on `phoneField` otherwise, so nothing is saved). The disclosure's words are built here from the
 * same catalogue the box was drawn from, in the page's language, with the business's name: never from the post.
 * Reads the settings, so call it before opening the form's transaction (PGlite has one connection).
 */
export async function smsConsentBoxOf(input: {
  ticked: boolean;
  phone: string | null | undefined;
  request: SmsConsentRequest;
  phoneField?: string;
}): Promise<SmsConsentBox> {
  if (input.ticked && !usPhoneToE164(input.phone ?? ""))
    throw new AppError("BAD_INPUT", "The SMS box was ticked without a US mobile number", {
      [input.phoneField ?? "phone"]: SMS_PHONE_INVALID,
    });
  const { companyName } = await getSettings();
  const wordsShown = smsDisclosureText(messagesFor(input.request.locale).smsConsent, companyName);
  return { ...input.request, ticked: input.ticked, wordsShown };
}

type FormConsent = {
  box: SmsConsentBox;
  phone: string | null | undefined;
  source: ConsentSource;
  customerId?: string | null;
};

function change(input: FormConsent, contact: string, granted: boolean) {
  return {
    contact,
    channel: "sms" as const,
    purpose: "transactional" as const,
    granted,
    source: input.source,
    wordsShown: input.box.wordsShown,
    ipAddress: input.box.ipAddress,
    locale: input.box.locale,
    customerId: input.customerId ?? null,
  };
}

/**
 * A booking or sign-up form's box, in the form's own transaction: ticked records a grant of transactional texts to
 * the form's phone; unticked records nothing (it is no refusal: the person may have said yes elsewhere).
 */
export async function recordFormSmsConsent(tx: Transaction, input: FormConsent): Promise<void> {
  if (!input.box.ticked) return;
  await recordConsent(change(input, input.phone ?? "", true), { tx });
}

/**
 * The profile's box, which shows the current state: ticked grants the form's phone when it was not granted already;
 * unticked withdraws every number of the form (the new phone and the one saved before) that was granted. An unchanged
 * box records nothing, so saving the profile again adds no event.
 */
export async function followProfileSmsConsent(
  tx: Transaction,
  input: FormConsent & { previousPhone: string | null | undefined },
): Promise<void> {
  const current = (contact: string, executor: Executor) =>
    readConsent({ contact, channel: "sms", purpose: "transactional", executor });
  const numbers = [input.phone, input.previousPhone]
    .map((phone) => usPhoneToE164(phone ?? ""))
    .filter((number, index, all): number is string => number !== null && all.indexOf(number) === index);
  if (input.box.ticked) {
    const number = numbers[0] ?? "";
    if (!(await current(number, tx))?.granted) await recordConsent(change(input, number, true), { tx });
    return;
  }
  for (const number of numbers)
    if ((await current(number, tx))?.granted) await recordConsent(change(input, number, false), { tx });
}
