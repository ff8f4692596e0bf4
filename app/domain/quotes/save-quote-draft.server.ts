import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { customers, quotes, user } from "~/db/schema";
import { addDays, businessDayStart } from "~/domain/analytics/analytics-calendar";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { knownQuoteId, loadQuoteForUpdate } from "./load-quote-for-update.server";
import { QuoteDraftSchema, quoteFieldErrors } from "./quote-schemas";
import { writeQuoteOptions } from "./write-quote-options.server";

/** The end of a business date ("YYYY-MM-DD") in Miami: a quote "valid until June 1" may be signed all that day. */
export function endOfBusinessDate(date: string): Date {
  return businessDayStart(addDays(date, 1));
}

function parseDraft(form: unknown) {
  const parsed = QuoteDraftSchema.safeParse(form);
  if (!parsed.success)
    throw new AppError("BAD_INPUT", "The quote has fields to fix", quoteFieldErrors(parsed.error, "title"));
  return parsed.data;
}

/**
 * Staff start a quote for a customer record (issue 38 item 4), a visitor's guest record included: the title, the
 * visit's service type, an optional expiry date and one to three options with their lines, written as a draft in the
 * customer's language. Bad fields are BAD_INPUT with their keys, and nothing is written.
 */
export async function createQuote(input: {
  actor: Pick<SessionUser, "id">;
  customerId: unknown;
  form: unknown;
}): Promise<{ quoteId: string }> {
  const customerId = knownCustomerId(input.customerId);
  const draft = parseDraft(input.form);
  const db = await database();
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id, locale: user.locale })
      .from(customers)
      .leftJoin(user, eq(user.id, customers.userId))
      .where(eq(customers.id, customerId));
    if (!customer) throw new AppError("NOT_FOUND", "Customer not found");
    const locale = draft.locale ?? (customer.locale === "es" ? "es" : "en");
    const [row] = await tx
      .insert(quotes)
      .values({
        customerId,
        title: draft.title,
        serviceType: draft.serviceType,
        locale,
        expiresAt: draft.expiresOn ? endOfBusinessDate(draft.expiresOn) : null,
        createdBy: input.actor.id,
      })
      .returning({ id: quotes.id });
    await writeQuoteOptions(tx, { quoteId: row!.id, locale, options: draft.options });
    await recordAudit(tx, {
      actor: input.actor,
      action: "quote.create",
      entity: "quote",
      entityId: row!.id,
      details: { customerId, options: draft.options.length },
    });
    return { quoteId: row!.id };
  });
}

/** Staff change a draft's title, service type, expiry and options. A quote already sent is CONFLICT: it is not edited. */
export async function editQuoteDraft(input: {
  actor: Pick<SessionUser, "id">;
  quoteId: unknown;
  form: unknown;
}): Promise<void> {
  const quoteId = knownQuoteId(input.quoteId);
  const draft = parseDraft(input.form);
  const db = await database();
  await db.transaction(async (tx) => {
    const quote = await loadQuoteForUpdate(tx, { quoteId });
    if (quote.status !== "draft") throw new AppError("CONFLICT", `Quote ${quote.number} was already sent`);
    await tx
      .update(quotes)
      .set({
        title: draft.title,
        serviceType: draft.serviceType,
        ...(draft.locale ? { locale: draft.locale } : {}),
        expiresAt: draft.expiresOn ? endOfBusinessDate(draft.expiresOn) : null,
        updatedAt: sql`now()`,
      })
      .where(eq(quotes.id, quoteId));
    await writeQuoteOptions(tx, { quoteId, locale: draft.locale ?? quote.locale, options: draft.options });
    await recordAudit(tx, {
      actor: input.actor,
      action: "quote.edit",
      entity: "quote",
      entityId: quoteId,
      details: { options: draft.options.length },
    });
  });
}

function knownCustomerId(value: unknown): string {
  try {
    return knownQuoteId(value);
  } catch {
    throw new AppError("NOT_FOUND", "Customer not found");
  }
}
