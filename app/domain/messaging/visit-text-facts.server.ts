import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { appointments, customers, user } from "~/db/schema";
import { isLocale, type Locale } from "~/i18n/catalog";
import { usPhoneToE164 } from "./phone-number";
import { readConsent } from "./read-consent.server";

export type VisitRowForTexts = typeof appointments.$inferSelect;

/** What a text about one visit needs: the visit as it is now, the number it goes to, the language, the window. */
export type VisitTextFacts = {
  appointment: VisitRowForTexts;
  /** The visit's phone in E.164, or null when it cannot be a US number: such a visit gets no text. */
  to: string | null;
  locale: Locale;
  /** A customer with a login manages visits in the portal; a visitor through a link. */
  hasLogin: boolean;
  window: { start: Date; end: Date };
};

/**
 * Reads a visit for its texts, in the caller's transaction, after the caller's change. The language is the mail's
 * rule (booking-email-job.server.ts): the login's, else the language the visitor is using now (`visitorLocale`), else
 * the one the number's SMS consent was given in (a guest's booking page), else English. Null for a visit not found.
 */
export async function loadVisitTextFacts(
  executor: Executor,
  appointmentId: string,
  visitorLocale?: Locale,
): Promise<VisitTextFacts | null> {
  const [row] = await executor
    .select({ appointment: appointments, loginLocale: user.locale, userId: customers.userId })
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .leftJoin(user, eq(user.id, customers.userId))
    .where(eq(appointments.id, appointmentId));
  if (!row) return null;
  const { appointment } = row;
  const to = usPhoneToE164(appointment.phone);
  const hasLogin = row.userId !== null;
  let locale: Locale = "en";
  if (hasLogin && row.loginLocale && isLocale(row.loginLocale)) locale = row.loginLocale;
  else if (!hasLogin && visitorLocale) locale = visitorLocale;
  else if (!hasLogin && to) {
    const consent = await readConsent({ contact: to, channel: "sms", purpose: "transactional", executor });
    if (consent) locale = consent.locale;
  }
  const start = appointment.appointmentDate;
  const end = appointment.windowEnd ?? new Date(start.getTime() + appointment.durationMinutes * 60_000);
  return { appointment, to, locale, hasLogin, window: { start, end } };
}
