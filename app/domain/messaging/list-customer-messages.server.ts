import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import type { CONSENT_SOURCES, TEXT_MESSAGE_STATUSES } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { knownCustomerId } from "~/domain/customers/customer-id";

/** Messages per page of the log: a year of a busy customer's visits fits in a few pages. */
export const CUSTOMER_MESSAGES_PAGE_SIZE = 20;

export type MessageChannel = "sms" | "email";
export type TextStatus = (typeof TEXT_MESSAGE_STATUSES)[number];

/** One text or e-mail as the customer's message log shows it (plain data: the screen never sees database types). */
export type CustomerMessageEntry = {
  id: string;
  channel: MessageChannel;
  /** A text's template (booking_confirmed, reminder_day_before…), or an e-mail's kind. */
  template: string;
  /** An e-mail's subject; null for a text. */
  subject: string | null;
  /** The language it was written in; null for an e-mail sent before the log kept it. */
  locale: "en" | "es" | null;
  /** The number (E.164) or address it went to. */
  to: string;
  /** ISO instants: when it was queued (a text) or sent (an e-mail), and when a text left us. */
  createdAt: string;
  sentAt: string | null;
  /**
   * A text's status as Twilio's callbacks last reported it (queued, sent, delivered, undelivered, failed), or ours
   * (pending, blocked); an e-mail is "sent" once handed to the SMTP server or the development mailbox.
   */
  status: TextStatus;
  /** Twilio's error code of a failed text, or why a text was blocked (no_consent, opted_out, sms_off, message_off). */
  errorCode: string | null;
  /** twilio or outbox for a text, smtp or mailbox for an e-mail; null for a text not handed on yet. */
  transport: "twilio" | "outbox" | "smtp" | "mailbox" | null;
  /** The ledger event the send relied on (a text's consent_event_id): where it was given and when. */
  consent: {
    eventId: string;
    source: (typeof CONSENT_SOURCES)[number];
    granted: boolean;
    recordedAt: string;
  } | null;
};

export type CustomerMessageLog = {
  entries: CustomerMessageEntry[];
  /** 1-based, within 1…pageCount. */
  page: number;
  pageCount: number;
  total: number;
};

type LogRow = {
  channel: MessageChannel;
  id: string;
  template: string;
  subject: string | null;
  locale: "en" | "es" | null;
  to: string;
  created_at: string | Date;
  sent_at: string | Date | null;
  status: TextStatus;
  error_code: string | null;
  transport: CustomerMessageEntry["transport"];
  consent_event_id: string | null;
  consent_source: (typeof CONSENT_SOURCES)[number] | null;
  consent_granted: boolean | null;
  consent_at: string | Date | null;
};

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * Every text and e-mail sent to one customer (issue 36 item 6), newest first, a page at a time: what it was, in which
 * language, what became of it and the consent a text relied on. Texts and e-mails are one list, so the order is the
 * order the person received them. Unknown or malformed id: NOT_FOUND. Staff only: the route's guard decides who reads.
 */
export async function listCustomerMessages(input: {
  customerId: string;
  page?: number;
  executor?: Executor;
}): Promise<CustomerMessageLog> {
  const id = knownCustomerId(input.customerId);
  const executor = input.executor ?? (await database());
  const counted = await executor.execute<{ known: boolean; total: string | number }>(sql`
    select
      exists (select 1 from customers where id = ${id}) as known,
      (select count(*) from text_messages where customer_id = ${id})
        + (select count(*) from mail_messages where customer_id = ${id}) as total
  `);
  const [{ known, total: totalText } = { known: false, total: 0 }] = counted.rows;
  if (!known) throw new AppError("NOT_FOUND", "Customer not found");
  const total = Number(totalText);
  const pageCount = Math.max(1, Math.ceil(total / CUSTOMER_MESSAGES_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(input.page ?? 1) || 1), pageCount);

  const result = await executor.execute<LogRow>(sql`
    select * from (
      select 'sms' as channel, t.id::text as id, t.template, null::text as subject, t.locale, t.to_number as "to",
        t.created_at, t.sent_at, t.status, t.error_code, t.transport,
        e.id::text as consent_event_id, e.source as consent_source, e.granted as consent_granted,
        e.created_at as consent_at
      from text_messages t
      left join consent_events e on e.id = t.consent_event_id
      where t.customer_id = ${id}
      union all
      select 'email', m.id::text, m.kind, m.subject, m.locale, m."to",
        m.created_at, m.created_at, 'sent', null, m.transport,
        null, null, null, null
      from mail_messages m
      where m.customer_id = ${id}
    ) log
    order by created_at desc, id desc
    limit ${CUSTOMER_MESSAGES_PAGE_SIZE} offset ${(page - 1) * CUSTOMER_MESSAGES_PAGE_SIZE}
  `);
  return {
    entries: result.rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      template: row.template,
      subject: row.subject,
      locale: row.locale,
      to: row.to,
      createdAt: iso(row.created_at),
      sentAt: row.sent_at === null ? null : iso(row.sent_at),
      status: row.status,
      errorCode: row.error_code,
      transport: row.transport,
      consent:
        row.consent_event_id && row.consent_source && row.consent_at
          ? {
              eventId: row.consent_event_id,
              source: row.consent_source,
              granted: row.consent_granted ?? false,
              recordedAt: iso(row.consent_at),
            }
          : null,
    })),
    page,
    pageCount,
    total,
  };
}
