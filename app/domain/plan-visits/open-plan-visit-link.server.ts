import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { customers, plans, planVisits, planVisitWindows } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { openScopedToken } from "~/domain/scoped-tokens/open-scoped-token.server";

export type OpenedPlanVisitLink = {
  window: typeof planVisitWindows.$inferSelect;
  visit: typeof planVisits.$inferSelect;
  customer: typeof customers.$inferSelect;
  plan: { name: string; nameEs: string };
  /** The address or number the link was sent to. */
  contact: string;
};

/**
 * The one offered window a plan visit link names (ADR 075, purpose plan_visit_window), with its visit, customer and
 * plan. Any failure (a malformed, unknown, expired or revoked token, one of another purpose, a window or visit gone
 * since) is the same NOT_FOUND, so the page answers them all alike. With `lock`, the visit row is locked for the
 * caller's transaction, so two tabs booking the same visit take turns.
 */
export async function openPlanVisitLink(
  db: Executor,
  input: { token: string; lock?: boolean },
): Promise<OpenedPlanVisitLink> {
  const opened = await openScopedToken(db, { token: input.token, purpose: "plan_visit_window" });
  const [window] = await db.select().from(planVisitWindows).where(eq(planVisitWindows.id, opened.recordId));
  if (!window) throw new AppError("NOT_FOUND", "The link's window no longer exists");
  const visitQuery = db.select().from(planVisits).where(eq(planVisits.id, window.planVisitId));
  const [visit] = input.lock ? await visitQuery.for("update") : await visitQuery;
  if (!visit) throw new AppError("NOT_FOUND", "The link's plan visit no longer exists");
  const [row] = await db
    .select({ customer: customers, plan: { name: plans.name, nameEs: plans.nameEs } })
    .from(customers)
    .innerJoin(plans, eq(plans.code, visit.planCode))
    .where(eq(customers.id, visit.customerId));
  if (!row) throw new AppError("NOT_FOUND", "The link's customer no longer exists");
  return { window, visit, customer: row.customer, plan: row.plan, contact: opened.contact };
}

/** The window id a picker and bookWindow use: "YYYY-MM-DDTHH:MM". */
export function offeredWindowId(window: { windowDate: string; windowStart: string }): string {
  return `${window.windowDate}T${window.windowStart}`;
}
