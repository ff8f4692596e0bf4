import { count, desc, ilike, or, type SQL } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { newsletterSubscriptions } from "~/db/schema";
import { csvDocument } from "~/domain/csv/csv-writing";
import { containsPattern } from "~/domain/service-history/list-service-history.server";
import type { NewsletterListParams } from "./newsletter-list-params";
import type { NewsletterSource } from "./newsletter-schemas";

export type NewsletterSubscriberRow = {
  id: string;
  email: string;
  name: string | null;
  source: NewsletterSource;
  subscribedAt: string;
};

export type NewsletterSubscriberList = {
  rows: NewsletterSubscriberRow[];
  total: number;
  page: number;
  pageCount: number;
};

/** The CSV's columns: what the list shows, in its order. */
export const NEWSLETTER_CSV_HEADER = ["email", "name", "source", "subscribed_at"] as const;

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(newsletterSubscriptions.email, pattern), ilike(newsletterSubscriptions.name, pattern));
}

const columns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  name: newsletterSubscriptions.name,
  source: newsletterSubscriptions.source,
  createdAt: newsletterSubscriptions.createdAt,
};

const newestFirst = [desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id)];

/**
 * The newsletter subscribers the footer and contact-page forms collect (issue 11 "Also"), newest first, searched by
 * e-mail or name, paged on the server.
 */
export async function listNewsletterSubscribers(input: {
  actor: Pick<SessionUser, "id">;
  params: NewsletterListParams;
}): Promise<NewsletterSubscriberList> {
  const { params } = input;
  const db = await database();
  const where = searchCondition(params.q);
  const [counted] = await db.select({ total: count() }).from(newsletterSubscriptions).where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / params.size));
  const page = Math.min(params.page, pageCount);
  const rows =
    total === 0
      ? []
      : await db
          .select(columns)
          .from(newsletterSubscriptions)
          .where(where)
          .orderBy(...newestFirst)
          .limit(params.size)
          .offset((page - 1) * params.size);
  return {
    rows: rows.map(({ createdAt, ...row }) => ({ ...row, subscribedAt: createdAt.toISOString() })),
    total,
    page,
    pageCount,
  };
}

/**
 * Every subscriber matching the search as CSV (RFC 4180, formulas neutralised by `csvDocument`): a name such as
 * `=HYPERLINK(…)` typed into the footer form opens as text in a spreadsheet.
 */
export async function exportNewsletterSubscribersCsv(input: {
  actor: Pick<SessionUser, "id">;
  q: string;
}): Promise<string> {
  const db = await database();
  const rows = await db
    .select(columns)
    .from(newsletterSubscriptions)
    .where(searchCondition(input.q))
    .orderBy(...newestFirst);
  return csvDocument(
    NEWSLETTER_CSV_HEADER,
    rows.map((row) => [row.email, row.name, row.source, row.createdAt.toISOString()]),
  );
}
