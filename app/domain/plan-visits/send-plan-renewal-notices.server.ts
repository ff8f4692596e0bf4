import { and, asc, eq, gt } from "drizzle-orm";
import { PLAN_CANCEL_NOTICE_DAYS } from "~/config/business-rules";
import { publicOrigin } from "~/config/public-origin.server";
import type { Database, Executor } from "~/db/client.server";
import { plans, subscriptions } from "~/db/schema";
import { addDays, businessDateOf } from "~/domain/analytics/analytics-calendar";
import type { PaidPlanCode } from "~/domain/billing/billing-schemas";
import { endOfQuietHours } from "~/domain/messaging/quiet-hours";
import { jobOrSkipBadRecipient } from "~/domain/notifications/notification-result";
import { templatedEmailJob } from "~/domain/notifications/queue-templated-email.server";
import { anniversaryWithin, PLAN_RENEWAL_NOTICE_DAYS, visitsPerPlanYear } from "~/domain/plans/plan-anniversaries";
import { getSettings } from "~/domain/settings/get-settings.server";
import { format, type Locale } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { enqueueJob } from "~/jobs/enqueue.server";
import { planVisitContactOf } from "./plan-visit-contact.server";
import { queueUnsentNotices, type RenewalRunCounts } from "./queue-unsent-notices.server";
import { renewalNoticeKey, renewingWithin, subscriptionStartTextSql } from "./plan-renewal-query.server";

/** Subscriptions read per query: the run's memory stays bounded however many members there are. */
const BATCH_SIZE = 200;
/** The portal's Service Plans screen, where a member sees and manages the plan (the portal has no /es addresses). */
export const PORTAL_SERVICE_PLANS_PATH = "/customer/subscription";

/**
 * The renewal notices of the day (issue 37 item 6): every monthly plan that renews on an anniversary within
 * PLAN_RENEWAL_NOTICE_DAYS gets one e-mail per anniversary telling what the next plan year holds. Idempotent without
 * a column of its own: each notice is an e-mail job whose dedupe key names the subscription and the anniversary, and
 * a completed job is kept, so a second run, a second server or a run after a crash half-way queues nothing twice.
 * Notices already queued are skipped before anything is rendered. A member without a usable address is tried again
 * the next day (they may add one), until the anniversary.
 */
export async function sendPlanRenewalNotices(db: Database, now: Date): Promise<RenewalRunCounts> {
  const today = businessDateOf(now);
  const counts: RenewalRunCounts = { queued: 0, failed: 0 };
  let afterId: string | null = null;
  for (;;) {
    const batch: { id: string; customerId: string | null; planCode: string; startDate: string }[] = await db
      .select({
        id: subscriptions.id,
        customerId: subscriptions.customerId,
        planCode: subscriptions.planCode,
        startDate: subscriptionStartTextSql,
      })
      .from(subscriptions)
      .where(
        and(
          renewingWithin(today, addDays(today, PLAN_RENEWAL_NOTICE_DAYS)),
          afterId ? gt(subscriptions.id, afterId) : undefined,
        ),
      )
      .orderBy(asc(subscriptions.id))
      .limit(BATCH_SIZE);
    if (batch.length === 0) return counts;
    afterId = batch.at(-1)!.id;
    const due = batch.flatMap((row) => {
      // The pure arithmetic decides; the query only narrows the rows read.
      const anniversary = anniversaryWithin(row.startDate, today, PLAN_RENEWAL_NOTICE_DAYS);
      return anniversary && row.customerId
        ? [{ ...row, customerId: row.customerId, anniversary, key: renewalNoticeKey(row.id, anniversary) }]
        : [];
    });
    await queueUnsentNotices(
      db,
      due,
      counts,
      (tx, row) => queueRenewalNotice(tx, { ...row, now }),
      (row) => `the renewal notice of subscription ${row.id}`,
    );
  }
}

/** The billing screen's cancellation sentence, word for word, in the customer's language. */
export function planCancelTermsText(locale: Locale): string {
  const words = messagesFor(locale).portal.subscription;
  return `${format(words.cancelNotice, { days: PLAN_CANCEL_NOTICE_DAYS })} ${words.termsLink}.`;
}

/** One notice, queued under its dedupe key; false when the member has no address we may write to. */
async function queueRenewalNotice(
  tx: Executor,
  input: { id: string; customerId: string; planCode: string; anniversary: string; key: string; now: Date },
): Promise<boolean> {
  const contact = await planVisitContactOf(tx, { customerId: input.customerId, planCode: input.planCode });
  if (!contact.email) return false;
  const [plan] = await tx
    .select({ priceCents: plans.priceCents, repairDiscountPercent: plans.repairDiscountPercent })
    .from(plans)
    .where(eq(plans.code, input.planCode));
  if (!plan) throw new Error(`plan ${input.planCode} of subscription ${input.id} is not in the catalog`);
  const origin = publicOrigin();
  const settings = await getSettings({ executor: tx });
  const mail = jobOrSkipBadRecipient(
    () =>
      templatedEmailJob({
        to: contact.email!,
        locale: contact.locale,
        template: "plan-renewal-notice",
        data: {
          name: contact.name,
          planName: contact.planName,
          anniversaryDate: input.anniversary,
          visitsPerYear: visitsPerPlanYear(input.planCode as PaidPlanCode),
          monthlyPriceCents: plan.priceCents,
          repairDiscountPercent: plan.repairDiscountPercent,
          cancelTerms: planCancelTermsText(contact.locale),
          termsUrl: `${origin}${localizedPath("/terms", contact.locale)}`,
          portalUrl: `${origin}${PORTAL_SERVICE_PLANS_PATH}`,
        },
        settings,
      }),
    `renewal notice of subscription ${input.id}`,
  );
  if (!mail.job) return false;
  const queued = await enqueueJob(tx, { ...mail.job, dedupeKey: input.key, runAt: endOfQuietHours(input.now) });
  return !queued.deduplicated;
}
