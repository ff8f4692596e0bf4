import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { type customers, planVisits } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { queueVisitTexts } from "~/domain/messaging/queue-visit-texts.server";
import { queueBookingEmail } from "~/domain/notifications/booking-email.server";
import { visitorLinkExpiry } from "~/domain/scheduling/book-as-visitor.server";
import { bookWindow, type BookingBooker } from "~/domain/scheduling/book-window.server";
import { parseWindowId } from "~/domain/scheduling/schedule-windows";
import { issueScopedToken } from "~/domain/scoped-tokens/issue-scoped-token.server";
import type { Locale } from "~/i18n/catalog";
import { PLAN_VISIT_SERVICE_TYPE } from "./offer-plan-visit.server";
import { syncNextServiceDue } from "./sync-next-service-due.server";

export type PlanVisitBooked = { appointmentId: string; startsAt: string; endsAt: string };

/**
 * Books a plan visit the caller has locked and found waiting for a time (the one-tap link's page, or staff from the
 * follow-up list), in the caller's transaction: the window is booked under bookWindow's rules for `booker` (capacity
 * under the day's lock), the visit becomes booked with its appointment, and the confirmation mail (with its manage
 * link) and text are queued. Throws bookWindow's refusals (WINDOW_TAKEN with the next free windows, BAD_INPUT).
 */
export async function bookLockedPlanVisit(
  tx: Executor,
  input: {
    visit: { id: string };
    customer: typeof customers.$inferSelect;
    windowId: string;
    booker: BookingBooker;
    locale: Locale;
    now?: Date;
  },
): Promise<PlanVisitBooked> {
  const { customer } = input;
  if (!parseWindowId(input.windowId))
    throw new AppError("BAD_INPUT", `Not a window: ${input.windowId}`, { window: "windowInvalid" });
  if (!customer.zipCode) throw new AppError("BAD_INPUT", "The customer has no zip code", { zipCode: "zipInvalid" });
  const email = customer.email;
  const booked = await bookWindow({
    customer: { id: customer.id, name: `${customer.firstName} ${customer.lastName}`.trim(), email },
    visit: {
      serviceType: PLAN_VISIT_SERVICE_TYPE,
      serviceAddress: serviceAddressOf(customer),
      phone: customer.phone ?? "",
      customerNotes: null,
    },
    zipCode: customer.zipCode,
    windowId: input.windowId,
    booker: input.booker,
    now: input.now,
    executor: tx,
  });
  await tx
    .update(planVisits)
    .set({
      status: "booked",
      appointmentId: booked.appointmentId,
      bookedAt: input.now ?? new Date(),
      updatedAt: sql`now()`,
    })
    .where(eq(planVisits.id, input.visit.id));
  await syncNextServiceDue(tx, customer.id);
  if (email) {
    const { token } = await issueScopedToken(tx, {
      purpose: "manage_booking",
      recordId: booked.appointmentId,
      contact: email,
      expiresAt: visitorLinkExpiry(booked.window.endsAt),
    });
    await queueBookingEmail(tx, {
      appointmentId: booked.appointmentId,
      change: "booked",
      manageToken: token,
      locale: input.locale,
    });
  }
  await queueVisitTexts(tx, {
    appointmentId: booked.appointmentId,
    event: { kind: "confirmed" },
    locale: input.locale,
    now: input.now,
  });
  return { appointmentId: booked.appointmentId, startsAt: booked.window.startsAt, endsAt: booked.window.endsAt };
}

/** The customer record's address on one line, as a booking form would have it typed. */
function serviceAddressOf(customer: {
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string;
  zipCode: string | null;
}): string {
  const street = [customer.addressLine1, customer.addressLine2].filter(Boolean).join(", ");
  const place = [customer.city, [customer.state, customer.zipCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [street, place].filter(Boolean).join(", ");
}
