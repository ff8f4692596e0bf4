import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { appointments, scopedTokens } from "~/db/schema";
import { queueVisitTexts } from "~/domain/messaging/queue-visit-texts.server";
import { queueBookingEmail } from "~/domain/notifications/booking-email.server";
import type { Locale } from "~/i18n/catalog";
import { visitorLinkExpiry } from "./book-as-visitor.server";
import { openBookingLink, visitorBookingView, type VisitorBookingView } from "./open-visitor-booking.server";
import { rescheduleBooking } from "./reschedule-booking.server";

/**
 * A visitor moves the one booking their link opens to another window (POST only), in ONE transaction: the link is
 * opened (NOT_FOUND alike for any bad link), rescheduleBooking moves the visit as a visitor of that customer record
 * (only 24 hours or more before its current window; bookWindow's rules and lock for the new one), the calendar entry's
 * SEQUENCE is raised, the link is kept open until VISITOR_BOOKING_LINK_DAYS_AFTER_WINDOW days after the new window,
 * and the reschedule mail is queued with the same link, in the visitor's language.
 *
 * Throws NOT_FOUND, CONFLICT (`form` notEditable) inside 24 hours, and bookWindow's BAD_INPUT / WINDOW_TAKEN.
 */
export async function rescheduleVisitorBooking(input: {
  token: string;
  windowId: string;
  locale: Locale;
  now?: Date;
  executor?: Executor;
}): Promise<VisitorBookingView> {
  const now = input.now ?? new Date();
  const db = input.executor ?? (await database());
  return db.transaction(async (tx) => {
    const link = await openBookingLink(tx, input.token);
    const moved = await rescheduleBooking({
      appointmentId: link.appointment.id,
      actor: { kind: "visitor", customerId: link.appointment.customerId },
      windowId: input.windowId,
      now,
      executor: tx,
    });
    // rescheduleBooking / cancelBooking raised the calendar SEQUENCE; the view reads the row as they left it.
    const [updated] = await tx.select().from(appointments).where(eq(appointments.id, moved.appointmentId));
    const expiresAt = visitorLinkExpiry(moved.window.endsAt);
    if (expiresAt > link.expiresAt)
      await tx.update(scopedTokens).set({ expiresAt }).where(eq(scopedTokens.id, link.tokenId));
    await queueBookingEmail(tx, {
      appointmentId: moved.appointmentId,
      change: "rescheduled",
      manageToken: input.token,
      locale: input.locale,
    });
    await queueVisitTexts(tx, {
      appointmentId: moved.appointmentId,
      event: { kind: "rescheduled" },
      locale: input.locale,
      now,
    });
    return visitorBookingView(updated!, link.firstName, now);
  });
}
