import { eq, sql } from "drizzle-orm";
import { database } from "~/db/database.server";
import { planVisits } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { queueVisitTexts } from "~/domain/messaging/queue-visit-texts.server";
import { queueBookingEmail } from "~/domain/notifications/booking-email.server";
import { bookWindow } from "~/domain/scheduling/book-window.server";
import { parseWindowId } from "~/domain/scheduling/schedule-windows";
import { visitorLinkExpiry } from "~/domain/scheduling/book-as-visitor.server";
import { issueScopedToken } from "~/domain/scoped-tokens/issue-scoped-token.server";
import type { Locale } from "~/i18n/catalog";
import { PLAN_VISIT_SERVICE_TYPE } from "./offer-plan-visit.server";
import { offeredWindowId, openPlanVisitLink } from "./open-plan-visit-link.server";
import { BOOKABLE_PLAN_VISIT_STATUSES } from "./plan-visit-states";

export type PlanVisitBooked = { appointmentId: string; startsAt: string; endsAt: string };

/**
 * "Book this time" on a plan visit link (issue 37 item 2), in ONE transaction: the link is opened and its plan visit
 * locked, so a second tab (or a second link of the same offer) waits and then finds the visit booked (CONFLICT: one
 * booking, never two); the window (the link's own, or `windowId`, one of the other free windows the page offered when
 * it was taken) is booked under bookWindow's rules as the customer ("self": lead time, capacity and the emergency
 * reserve enforced under the day's lock); the visit becomes booked with its appointment; the confirmation mail (with
 * its manage link) and text are queued. Throws NOT_FOUND for a bad link, CONFLICT for a visit no longer waiting for a
 * time, and bookWindow's refusals (WINDOW_TAKEN with the next free windows, BAD_INPUT for a window that is not one).
 */
export async function bookPlanVisitWindow(input: {
  token: string;
  windowId?: string | null;
  locale: Locale;
  now?: Date;
}): Promise<PlanVisitBooked> {
  const db = await database();
  return db.transaction(async (tx) => {
    const { window, visit, customer } = await openPlanVisitLink(tx, { token: input.token, lock: true });
    if (!(BOOKABLE_PLAN_VISIT_STATUSES as readonly string[]).includes(visit.status))
      throw new AppError("CONFLICT", `Plan visit ${visit.id} is ${visit.status}, not waiting for a time`);
    const chosen = input.windowId?.trim() || offeredWindowId(window);
    if (!parseWindowId(chosen)) throw new AppError("BAD_INPUT", `Not a window: ${chosen}`, { window: "windowInvalid" });
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
      windowId: chosen,
      booker: { kind: "self" },
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
      .where(eq(planVisits.id, visit.id));
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
  });
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
