import { and, eq, inArray, sql } from "drizzle-orm";
import { database } from "~/db/database.server";
import { textMessages, TEXT_MESSAGE_STATUSES } from "~/db/schema";

type TextStatus = (typeof TEXT_MESSAGE_STATUSES)[number];

/** The statuses a status callback may report (https://www.twilio.com/docs/messaging/api/message-resource). */
export const PROVIDER_TEXT_STATUSES = [
  "accepted",
  "queued",
  "sending",
  "sent",
  "delivered",
  "undelivered",
  "failed",
] as const satisfies readonly TextStatus[];
export type ProviderTextStatus = (typeof PROVIDER_TEXT_STATUSES)[number];

// How far along each status is; the last three are final, and none of them replaces another.
const RANK: Record<ProviderTextStatus, number> = {
  accepted: 1,
  queued: 2,
  sending: 3,
  sent: 4,
  delivered: 5,
  undelivered: 5,
  failed: 5,
};

/** The statuses a row may leave for `next`: those before it (and our own pending one), never a final one. */
function statusesBefore(next: ProviderTextStatus): TextStatus[] {
  return ["pending", ...PROVIDER_TEXT_STATUSES.filter((status) => RANK[status] < RANK[next])];
}

export type TextStatusOutcome = "updated" | "unchanged" | "unknown";

/**
 * Twilio's status callback applied to the text with that message SID, forward only: a replayed or late callback
 * (Twilio does not promise order) never moves a status back, and delivered, undelivered and failed are final. The
 * error code is kept with the status that brought it. One guarded statement, so two callbacks at once cannot race.
 */
export async function applyTextStatus(input: {
  messageSid: string;
  status: ProviderTextStatus;
  errorCode: string | null;
}): Promise<TextStatusOutcome> {
  const db = await database();
  const updated = await db
    .update(textMessages)
    .set({
      status: input.status,
      ...(input.errorCode ? { errorCode: input.errorCode } : {}),
      statusUpdatedAt: sql`now()`,
    })
    .where(
      and(eq(textMessages.providerSid, input.messageSid), inArray(textMessages.status, statusesBefore(input.status))),
    )
    .returning({ id: textMessages.id });
  if (updated.length > 0) return "updated";
  const [known] = await db
    .select({ id: textMessages.id })
    .from(textMessages)
    .where(eq(textMessages.providerSid, input.messageSid));
  return known ? "unchanged" : "unknown";
}
