import { endOfQuietHours, isInQuietHours } from "../../../app/domain/messaging/quiet-hours";
import { expect } from "./fixtures";

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** What the sms.send job decided for one text: its status and why, and the job queued again for it, if any. */
export type TextSendDecision = {
  /** When the text's job last ran (completed), by the database's clock. */
  ranAt: Date;
  /** Whether that was inside the quiet hours (9 pm to 8 am, Miami time). */
  inQuietHours: boolean;
  status: string;
  errorCode: string | null;
  /** The run time of the job waiting to send it again (a text kept for the morning), or null. */
  nextRunAt: Date | null;
};

async function readDecision(query: Query, textId: string): Promise<TextSendDecision | null> {
  const { rows } = await query(
    `select t.status, t.error_code,
       (select max(j.completed_at) from jobs j
         where j.type = 'sms.send' and j.payload->>'textId' = t.id::text and j.status = 'completed') as ran_at,
       (select min(j.run_at) from jobs j
         where j.type = 'sms.send' and j.payload->>'textId' = t.id::text and j.status = 'pending') as next_run_at
     from text_messages t where t.id = $1`,
    [textId],
  );
  const row = rows[0];
  if (!row?.ran_at) return null;
  const ranAt = row.ran_at as Date;
  return {
    ranAt,
    inQuietHours: isInQuietHours(ranAt),
    status: row.status as string,
    errorCode: (row.error_code as string | null) ?? null,
    nextRunAt: (row.next_run_at as Date | null) ?? null,
  };
}

/**
 * Waits (polling, never sleeping) until the text's sms.send job has run, and answers what it decided. A job's
 * completion and the text's new state commit together, so the answer is final until the next run it queued.
 */
export async function decidedTextSend(query: Query, textId: string): Promise<TextSendDecision> {
  await expect.poll(() => readDecision(query, textId), { timeout: 20_000 }).not.toBeNull();
  return (await readDecision(query, textId))!;
}

/**
 * A consented reminder or review request whose job ran in the quiet hours is neither sent nor blocked: it stays
 * pending and its job is queued again for 8 am, Miami time (send-text-job.server.ts), when everything is read again. The
 * end-to-end tests run at any hour, so they check this branch by night and the delivery by day.
 */
export function expectKeptForTheMorning(decision: TextSendDecision): void {
  expect(decision).toMatchObject({ status: "pending", nextRunAt: endOfQuietHours(decision.ranAt) });
}
