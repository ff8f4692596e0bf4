import { and, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { consentStates } from "~/db/schema";
import type { Locale } from "~/i18n/catalog";
import { consentContactOf, type ConsentChannel } from "./consent-contact";
import type { ConsentPurpose } from "./record-consent.server";

export type CurrentConsent = { granted: boolean; eventId: string; locale: Locale; since: Date };

/**
 * A contact's current consent for one channel and purpose, with the ledger event that set it (what a send relies
 * on); null when the contact never gave or refused one. Pass the caller's transaction to read its view.
 */
export async function readConsent(input: {
  contact: string;
  channel: ConsentChannel;
  purpose: ConsentPurpose;
  executor?: Executor;
}): Promise<CurrentConsent | null> {
  const executor = input.executor ?? (await database());
  const contact = consentContactOf(input.channel, input.contact);
  const [state] = await executor
    .select({
      granted: consentStates.granted,
      eventId: consentStates.eventId,
      locale: consentStates.locale,
      since: consentStates.updatedAt,
    })
    .from(consentStates)
    .where(
      and(
        eq(consentStates.contact, contact),
        eq(consentStates.channel, input.channel),
        eq(consentStates.purpose, input.purpose),
      ),
    );
  return state ?? null;
}
