import { and, asc, eq, gt } from "drizzle-orm";
import { publicOrigin } from "~/config/public-origin.server";
import type { Database, Executor } from "~/db/client.server";
import { orders, planVisits, plans } from "~/db/schema";
import { addDays, businessDateOf } from "~/domain/analytics/analytics-calendar";
import { endOfQuietHours } from "~/domain/messaging/quiet-hours";
import { jobOrSkipBadRecipient } from "~/domain/notifications/notification-result";
import { templatedEmailJob } from "~/domain/notifications/queue-templated-email.server";
import {
  BASIC_NEXT_VISIT_OFFER_GRACE_DAYS,
  basicNextVisitOfferDate,
  basicOfferDueOn,
} from "~/domain/plans/plan-anniversaries";
import { getSettings } from "~/domain/settings/get-settings.server";
import { enqueueJob } from "~/jobs/enqueue.server";
import { planVisitContactOf } from "./plan-visit-contact.server";
import { basicBaseDateSql, basicOfferKey, basicOfferWithin, basicVisitJoin } from "./plan-renewal-query.server";
import { queueUnsentNotices, type RenewalRunCounts } from "./queue-unsent-notices.server";
import { PORTAL_SERVICE_PLANS_PATH } from "./send-plan-renewal-notices.server";

/** Orders read per query: the run's memory stays bounded however many Basic visits were sold. */
const BATCH_SIZE = 200;

/**
 * Basic's next visit offered (issue 37 item 6): BASIC_NEXT_VISIT_AFTER_MONTHS after a Basic visit was completed (or
 * after the purchase, for an order older than plan visits that has none), the customer gets one e-mail with the
 * price and a link to buy the next one. Once per order, by the e-mail job's dedupe key; an order whose visit is still
 * open, a customer who has bought again or holds a monthly plan, gets none. The offer goes during
 * BASIC_NEXT_VISIT_OFFER_GRACE_DAYS from its date, so a missed day is caught up but an old order is not woken.
 */
export async function offerNextBasicVisits(db: Database, now: Date): Promise<RenewalRunCounts> {
  const today = businessDateOf(now);
  const counts: RenewalRunCounts = { queued: 0, failed: 0 };
  let afterId: string | null = null;
  for (;;) {
    const batch: { id: string; customerId: string | null; baseDate: string }[] = await db
      .select({ id: orders.id, customerId: orders.customerId, baseDate: basicBaseDateSql })
      .from(orders)
      .leftJoin(planVisits, basicVisitJoin)
      .where(
        and(
          basicOfferWithin(addDays(today, -BASIC_NEXT_VISIT_OFFER_GRACE_DAYS), today),
          afterId ? gt(orders.id, afterId) : undefined,
        ),
      )
      .orderBy(asc(orders.id))
      .limit(BATCH_SIZE);
    if (batch.length === 0) return counts;
    afterId = batch.at(-1)!.id;
    const due = batch.flatMap((row) =>
      row.customerId && basicOfferDueOn(basicNextVisitOfferDate(row.baseDate), today)
        ? [{ id: row.id, customerId: row.customerId, key: basicOfferKey(row.id) }]
        : [],
    );
    await queueUnsentNotices(
      db,
      due,
      counts,
      (tx, row) => queueBasicOffer(tx, { ...row, now }),
      (row) => `the next Basic visit offer of order ${row.id}`,
    );
  }
}

async function queueBasicOffer(
  tx: Executor,
  input: { id: string; customerId: string; key: string; now: Date },
): Promise<boolean> {
  const contact = await planVisitContactOf(tx, { customerId: input.customerId, planCode: "basic" });
  if (!contact.email) return false;
  const [plan] = await tx.select({ priceCents: plans.priceCents }).from(plans).where(eq(plans.code, "basic"));
  if (!plan) throw new Error("the Basic plan is not in the catalog");
  const settings = await getSettings({ executor: tx });
  const mail = jobOrSkipBadRecipient(
    () =>
      templatedEmailJob({
        to: contact.email!,
        locale: contact.locale,
        template: "basic-next-visit",
        data: {
          name: contact.name,
          planName: contact.planName,
          priceCents: plan.priceCents,
          portalUrl: `${publicOrigin()}${PORTAL_SERVICE_PLANS_PATH}`,
        },
        settings,
      }),
    `next Basic visit offer of order ${input.id}`,
  );
  if (!mail.job) return false;
  const queued = await enqueueJob(tx, { ...mail.job, dedupeKey: input.key, runAt: endOfQuietHours(input.now) });
  return !queued.deduplicated;
}
