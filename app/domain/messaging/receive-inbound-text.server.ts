import { desc, eq, isNotNull, and } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { database } from "~/db/database.server";
import { inboundTexts, textMessages } from "~/db/schema";
import { usPhoneToE164 } from "./phone-number";
import { restoreTransactionalSms } from "./restore-transactional-sms.server";
import { revokeSmsForNumber } from "./revoke-sms-for-number.server";
import { classifySmsKeyword, type SmsKeyword } from "./sms-keywords";

export type InboundTextOutcome = { duplicate: boolean; keyword: SmsKeyword["kind"] };

/** The customer our latest text to the number was for: whose consent a keyword from it changes. */
async function customerOfNumber(tx: Transaction, number: string): Promise<string | null> {
  const [latest] = await tx
    .select({ customerId: textMessages.customerId })
    .from(textMessages)
    .where(and(eq(textMessages.toNumber, number), isNotNull(textMessages.customerId)))
    .orderBy(desc(textMessages.createdAt))
    .limit(1);
  return latest?.customerId ?? null;
}

/**
 * A text someone sent the business number (issue 36 item 3): stored once by Twilio's message SID (a replayed webhook
 * changes nothing), and its keyword recorded in the consent ledger in the same transaction: STOP and its synonyms
 * withdraw every SMS purpose, START/UNSTOP/YES bring transactional texts back, HELP is only stored. Twilio's
 * Advanced Opt-Out answers the keywords itself, so nothing is sent back from here. A number outside the US plan is
 * stored but cannot be in the ledger, which only holds the numbers we text.
 */
export async function receiveInboundText(input: {
  messageSid: string;
  from: string;
  body: string;
}): Promise<InboundTextOutcome> {
  const keyword = classifySmsKeyword(input.body);
  const db = await database();
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(inboundTexts)
      .values({
        providerSid: input.messageSid,
        fromNumber: input.from,
        body: input.body,
        keyword: keyword.kind === "none" ? null : keyword.keyword,
      })
      .onConflictDoNothing({ target: inboundTexts.providerSid })
      .returning({ sid: inboundTexts.providerSid });
    if (!stored) return { duplicate: true, keyword: keyword.kind };
    const number = usPhoneToE164(input.from);
    if (!number) {
      if (keyword.kind !== "none")
        console.warn(`[sms] ${keyword.keyword} from ${JSON.stringify(input.from)}, not a US number: stored only`);
      return { duplicate: false, keyword: keyword.kind };
    }
    if (keyword.kind === "opt_out" || keyword.kind === "opt_in") {
      const customerId = await customerOfNumber(tx, number);
      if (keyword.kind === "opt_out")
        await revokeSmsForNumber({ number, keyword: keyword.keyword, customerId }, { tx });
      else await restoreTransactionalSms({ number, keyword: keyword.keyword, customerId }, { tx });
    }
    return { duplicate: false, keyword: keyword.kind };
  });
}
