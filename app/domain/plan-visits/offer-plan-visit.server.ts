import { and, eq, sql } from "drizzle-orm";
import { publicOrigin } from "~/config/public-origin.server";
import type { Executor } from "~/db/client.server";
import { orders, planVisits, planVisitWindows, subscriptions } from "~/db/schema";
import type { PaidPlanCode } from "~/domain/billing/billing-schemas";
import { endOfQuietHours } from "~/domain/messaging/quiet-hours";
import { queueText } from "~/domain/messaging/queue-text.server";
import { jobOrSkipBadRecipient } from "~/domain/notifications/notification-result";
import { templatedEmailJob } from "~/domain/notifications/queue-templated-email.server";
import { businessInstant } from "~/domain/scheduling/business-time";
import { issueScopedTokens } from "~/domain/scoped-tokens/issue-scoped-token.server";
import { readMemberBenefits } from "~/domain/plans/read-member-benefits.server";
import { localizedPath } from "~/i18n/locale";
import { enqueueJob } from "~/jobs/enqueue.server";
import { createOfferWindowSource, type OfferWindowSource } from "./offer-window-source.server";
import { planVisitContactOf } from "./plan-visit-contact.server";
import { planInEffectCondition } from "./plan-in-effect.server";

/** The public page a window's link opens (issue 37 item 2), under /es for a Spanish-speaking customer. */
export const PLAN_VISIT_PAGE_PATH = "/plan-visit";
/** How long an offer's links book: past the reminder and the follow-up, so a late answer is still welcome. */
export const PLAN_VISIT_LINK_VALID_DAYS = 21;
export { PLAN_VISIT_SERVICE_TYPE } from "./offer-window-source.server";
const DAY_MS = 24 * 60 * 60 * 1000;

export type OfferOutcome = "offered" | "reminded" | "follow_up" | "skipped";

/**
 * Opens one plan visit (issue 37 item 2), or sends its one reminder, in ONE transaction: the visit row is locked
 * (`skip locked`: another server at it already means this one moves on) and its state re-read, so a second run, a
 * second server or a retry after a crash finds it offered and does nothing; the windows, their links and the e-mail
 * and text jobs commit with the new state, so there is never an offer without its message or a message without its
 * offer. No contact, no zip code in a zone or no free window: the visit goes to the office's follow-up list.
 */
export async function offerPlanVisit(
  db: Executor,
  input: {
    planVisitId: string;
    round: "offer" | "reminder";
    now: Date;
    /**
     * The e-mail goes now even in the quiet hours: the customer has just bought the plan and is awake. The daily run's
     * mail waits for the morning (a text always does: its policy).
     */
    mailAtOnce?: boolean;
    /** The daily run's, shared by its visits (zones' windows read once per batch, offers spread); else a fresh one. */
    source?: OfferWindowSource;
  },
): Promise<OfferOutcome> {
  const { now, round } = input;
  const source = input.source ?? createOfferWindowSource(now);
  return db.transaction(async (tx) => {
    // A visit whose plan ended is left as it is (skipped), read in the same query as the lock.
    const [found] = await tx
      .select({ visit: planVisits })
      .from(planVisits)
      .leftJoin(subscriptions, eq(subscriptions.id, planVisits.subscriptionId))
      .leftJoin(orders, eq(orders.id, planVisits.orderId))
      .where(
        and(
          eq(planVisits.id, input.planVisitId),
          planInEffectCondition(),
          round === "offer"
            ? eq(planVisits.status, "due")
            : and(eq(planVisits.status, "offered"), sql`${planVisits.reminderSentAt} is null`),
        ),
      )
      .for("update", { of: planVisits, skipLocked: true });
    if (!found) return "skipped";
    const { visit } = found;
    const contact = await planVisitContactOf(tx, { customerId: visit.customerId, planCode: visit.planCode });
    const windows =
      contact.zipCode && (contact.email || contact.textPhone)
        ? await source.windowsFor(tx, {
            // A subscription in effect always has priority scheduling; a Basic order only for its first 12 months.
            priorityScheduling:
              visit.subscriptionId !== null ||
              (await readMemberBenefits(tx, { customerId: visit.customerId, now })).priorityScheduling,
            zipCode: contact.zipCode,
            planCode: visit.planCode as PaidPlanCode,
            dueDate: visit.dueDate,
          })
        : [];
    if (windows.length === 0) {
      await tx
        .update(planVisits)
        .set({ status: "follow_up", followUpAt: now, updatedAt: sql`now()` })
        .where(eq(planVisits.id, visit.id));
      return "follow_up";
    }
    const settings = await source.settings(tx);
    const expiresAt = new Date(now.getTime() + PLAN_VISIT_LINK_VALID_DAYS * DAY_MS);
    const origin = publicOrigin();
    const pageUrl = (token: string) => `${origin}${localizedPath(`${PLAN_VISIT_PAGE_PATH}/${token}`, contact.locale)}`;
    const rows = await tx
      .insert(planVisitWindows)
      .values(
        windows.map((window) => ({
          planVisitId: visit.id,
          windowDate: window.date,
          windowStart: window.start,
          windowEnd: window.end,
        })),
      )
      .returning();
    const instants = (row: (typeof rows)[number]) => ({
      start: businessInstant(row.windowDate, row.windowStart)!,
      end: businessInstant(row.windowDate, row.windowEnd)!,
    });
    // Every link of the offer (one per window for the mail, the soonest window's for the text) in one insert.
    const linkRequests = [
      ...(contact.email ? rows.map((row) => ({ recordId: row.id, contact: contact.email! })) : []),
      ...(contact.textPhone ? [{ recordId: rows[0]!.id, contact: contact.textPhone }] : []),
    ];
    const links = await issueScopedTokens(
      tx,
      linkRequests.map((link) => ({ ...link, purpose: "plan_visit_window" as const, expiresAt })),
    );
    if (contact.email) {
      const mailWindows = rows.map((row, index) => ({ ...instants(row), url: pageUrl(links[index]!.token) }));
      const plan = jobOrSkipBadRecipient(
        () =>
          templatedEmailJob({
            to: contact.email!,
            locale: contact.locale,
            template: "plan-visit-offer",
            data: {
              name: contact.name,
              planName: contact.planName,
              windows: mailWindows,
              reminder: round === "reminder",
            },
            settings,
          }),
        `plan visit ${visit.id} ${round}`,
      );
      if (plan.job) await enqueueJob(tx, { ...plan.job, runAt: input.mailAtOnce ? now : endOfQuietHours(now) });
    }
    if (contact.textPhone) {
      // A text carries the soonest window's link only (two segments); its page offers the other free times.
      const first = rows[0]!;
      const link = links[links.length - 1]!;
      const template = round === "offer" ? "plan_visit_offer" : "plan_visit_reminder";
      await queueText({
        executor: tx,
        to: contact.textPhone,
        template,
        data: { window: instants(first), link: pageUrl(link.token), phone: settings.mainPhone },
        locale: contact.locale,
        customerId: visit.customerId,
        dedupeKey: `${template}:${visit.id}`,
        settings,
        now,
      });
    }
    await tx
      .update(planVisits)
      .set(
        round === "offer"
          ? { status: "offered", offeredAt: now, updatedAt: sql`now()` }
          : { reminderSentAt: now, updatedAt: sql`now()` },
      )
      .where(eq(planVisits.id, visit.id));
    return round === "offer" ? "offered" : "reminded";
  });
}
