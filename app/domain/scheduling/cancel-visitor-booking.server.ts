import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { appointments } from "~/db/schema";
import { queueVisitTexts } from "~/domain/messaging/queue-visit-texts.server";
import { queueBookingEmail } from "~/domain/notifications/booking-email.server";
import type { Locale } from "~/i18n/catalog";
import { cancelBooking } from "./cancel-booking.server";
import { openBookingLink, visitorBookingView, type VisitorBookingView } from "./open-visitor-booking.server";

/**
 * A visitor cancels the one booking their link opens (POST only), in ONE transaction: the link is opened (NOT_FOUND
 * alike for any bad link), cancelBooking cancels it as a visitor of that customer record (only 24 hours or more
 * before the window: terms of service), the calendar entry's SEQUENCE is raised and the cancellation mail queued in
 * the visitor's language. The link stays open, so the page can still say the visit is cancelled.
 *
 * Throws NOT_FOUND, and CONFLICT (`form` notCancellable) inside 24 hours or when it is no longer booked.
 */
export async function cancelVisitorBooking(input: {
  token: string;
  locale: Locale;
  now?: Date;
  executor?: Executor;
}): Promise<VisitorBookingView> {
  const now = input.now ?? new Date();
  const db = input.executor ?? (await database());
  return db.transaction(async (tx) => {
    const link = await openBookingLink(tx, input.token);
    const cancelled = await cancelBooking({
      appointmentId: link.appointment.id,
      actor: { kind: "visitor", customerId: link.appointment.customerId },
      now,
      executor: tx,
    });
    // rescheduleBooking / cancelBooking raised the calendar SEQUENCE; the view reads the row as they left it.
    const [updated] = await tx.select().from(appointments).where(eq(appointments.id, cancelled.appointmentId));
    await queueBookingEmail(tx, { appointmentId: cancelled.appointmentId, change: "cancelled", locale: input.locale });
    await queueVisitTexts(tx, {
      appointmentId: cancelled.appointmentId,
      event: { kind: "cancelled" },
      locale: input.locale,
      now,
    });
    return visitorBookingView(updated!, link.firstName, now);
  });
}
