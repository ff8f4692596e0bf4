import type { Transaction } from "~/db/client.server";
import { database } from "~/db/database.server";
import { CONSENT_PURPOSES } from "~/db/schema";
import type { Locale } from "~/i18n/catalog";
import { readConsent } from "./read-consent.server";
import { recordConsent, type RecordedConsent } from "./record-consent.server";

/**
 * A number's STOP (or Twilio's 21610, which says the number sent one): every SMS purpose withdrawn at once, one
 * ledger event each, in one transaction. `keyword` is the word received, or the provider's code for a refusal. The
 * language kept is the one the ledger knew for the number (else English): a STOP does not say.
 */
export async function revokeSmsForNumber(
  input: {
    number: string;
    keyword: string;
    source?: "sms_keyword" | "provider_refusal";
    customerId?: string | null;
  },
  options: { tx?: Transaction } = {},
): Promise<RecordedConsent[]> {
  const write = async (tx: Transaction) => {
    const events: RecordedConsent[] = [];
    for (const purpose of CONSENT_PURPOSES) {
      const current = await readConsent({ contact: input.number, channel: "sms", purpose, executor: tx });
      const locale: Locale = current?.locale ?? "en";
      events.push(
        await recordConsent(
          {
            contact: input.number,
            channel: "sms",
            purpose,
            granted: false,
            source: input.source ?? "sms_keyword",
            keyword: input.keyword,
            locale,
            customerId: input.customerId ?? null,
          },
          { tx },
        ),
      );
    }
    return events;
  };
  if (options.tx) return write(options.tx);
  return (await database()).transaction(write);
}
