import { sql } from "drizzle-orm";
import { DEFAULT_SETTINGS, PLAN_CATALOG_SEED } from "~/config/business-defaults";
import { PRICE_BOOK_SEED } from "~/config/invoice-rules";
import type { Executor } from "./client.server";
import { plans, priceBookItems, settings } from "./schema";

/**
 * Runs on every start: inserts the settings record and the plan catalog when missing, never overwriting what
 * staff changed. Returns whether the settings record was new (a freshly created database).
 */
export async function seedBaseline(db: Executor, options: { adminEmail?: string }): Promise<{ fresh: boolean }> {
  const inserted = await db
    .insert(settings)
    .values({
      id: 1,
      ...DEFAULT_SETTINGS,
      serviceAreas: [...DEFAULT_SETTINGS.serviceAreas],
      adminEmail: options.adminEmail?.toLowerCase() ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: settings.id });
  await db
    .insert(plans)
    .values(
      PLAN_CATALOG_SEED.map((plan) => ({ ...plan, benefits: [...plan.benefits], benefitsEs: [...plan.benefitsEs] })),
    )
    .onConflictDoNothing();
  // The invoices' price book (issue 38, ADR 084): migration 0023 seeds it for existing databases, this for new ones.
  await db
    .insert(priceBookItems)
    .values(PRICE_BOOK_SEED.map((item) => ({ ...item })))
    .onConflictDoNothing();
  if (options.adminEmail && inserted.length === 0) {
    // ADMIN_EMAIL only seeds the setting; an address staff already chose is kept.
    await db
      .update(settings)
      .set({ adminEmail: options.adminEmail.toLowerCase() })
      .where(sql`${settings.adminEmail} is null`);
  }
  return { fresh: inserted.length > 0 };
}
