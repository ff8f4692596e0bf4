import type { Transaction } from "~/db/client.server";
import { readConsent } from "./read-consent.server";
import { recordConsent, type RecordedConsent } from "./record-consent.server";

/**
 * A number's START, UNSTOP or YES: transactional texts come back, marketing does not. A reply is no written
 * consent, and marketing needs prior express written consent (the consent ADR), so it stays withdrawn until a form.
 */
export async function restoreTransactionalSms(
  input: { number: string; keyword: string; customerId?: string | null },
  options: { tx?: Transaction } = {},
): Promise<RecordedConsent> {
  const current = await readConsent({
    contact: input.number,
    channel: "sms",
    purpose: "transactional",
    ...(options.tx ? { executor: options.tx } : {}),
  });
  return recordConsent(
    {
      contact: input.number,
      channel: "sms",
      purpose: "transactional",
      granted: true,
      source: "sms_keyword",
      keyword: input.keyword,
      locale: current?.locale ?? "en",
      customerId: input.customerId ?? null,
    },
    options,
  );
}
