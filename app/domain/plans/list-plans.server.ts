import { asc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { plans } from "~/db/schema";
import type { PaidPlanCode } from "~/domain/billing/billing-schemas";
import type { Locale } from "~/i18n/catalog";

/** One plan as a page shows it, in the page's language (the catalog holds both; DECISIONS.md §1). */
export type PlanCard = {
  code: PaidPlanCode;
  name: string;
  priceCents: number;
  billingInterval: "one_time" | "month";
  mostPopular: boolean;
  benefits: string[];
};

/** The active plans of the catalog in display order, with names and benefits in `locale`. */
export async function listPlans(input: { locale: Locale; executor?: Executor }): Promise<PlanCard[]> {
  const db = input.executor ?? (await database());
  const rows = await db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.sortOrder));
  return rows.map((row) => ({
    code: row.code as PaidPlanCode,
    name: input.locale === "es" ? row.nameEs : row.name,
    priceCents: row.priceCents,
    billingInterval: row.billingInterval,
    mostPopular: row.mostPopular,
    benefits: input.locale === "es" ? row.benefitsEs : row.benefits,
  }));
}
