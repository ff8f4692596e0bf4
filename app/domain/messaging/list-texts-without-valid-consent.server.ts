import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";

export type TextWithoutConsent = {
  id: string;
  toNumber: string;
  template: string;
  purpose: string;
  status: string;
  sentAt: Date | null;
};

/**
 * The audit of issue 36: every text that left us (to Twilio or the outbox: any status past pending and blocked)
 * without a consent valid when it was sent, that is whose number's latest ledger event for the text's purpose at
 * its send time is missing or a withdrawal. It reads the ledger itself, not the row's own consent_event_id, so a row
 * that names a consent it did not have is caught too. Empty is the only good answer.
 */
export async function listTextsWithoutValidConsent(
  options: { executor?: Executor } = {},
): Promise<TextWithoutConsent[]> {
  const executor = options.executor ?? (await database());
  const result = await executor.execute<{
    id: string;
    to_number: string;
    template: string;
    purpose: string;
    status: string;
    sent_at: string | Date | null;
  }>(sql`
    select t.id, t.to_number, t.template, t.purpose, t.status, t.sent_at
    from text_messages t
    left join lateral (
      select e.granted
      from consent_events e
      where e.contact = t.to_number
        and e.channel = 'sms'
        and e.purpose = t.purpose
        and e.created_at <= coalesce(t.sent_at, t.status_updated_at, t.created_at)
      order by e.created_at desc
      limit 1
    ) latest on true
    where t.status not in ('pending', 'blocked')
      and coalesce(latest.granted, false) = false
    order by t.created_at
  `);
  return result.rows.map((row) => ({
    id: row.id,
    toNumber: row.to_number,
    template: row.template,
    purpose: row.purpose,
    status: row.status,
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
  }));
}
