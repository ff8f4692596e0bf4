import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { VISITOR_BOOKING_LINK_DAYS_AFTER_WINDOW } from "~/config/business-rules";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { appointments, jobs } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { queueVisitTexts } from "~/domain/messaging/queue-visit-texts.server";
import { queueBookingEmail } from "~/domain/notifications/booking-email.server";
import { recordFormSmsConsent, smsConsentBoxOf } from "~/domain/messaging/record-form-sms-consent.server";
import { issueScopedToken } from "~/domain/scoped-tokens/issue-scoped-token.server";
import type { Locale } from "~/i18n/catalog";
import { bookWindow } from "./book-window.server";
import { VisitorBookingSchema, visitorBookingErrors, type VisitorBooking } from "./visitor-booking-schemas";
import { visitorCustomerRecord } from "./visitor-customer-record.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A visitor's booking as the confirmation shows it: no token (that travels only in the mail). */
export type VisitorBooked = {
  appointmentId: string;
  serviceType: string;
  /** The window's start and end instants (ISO). */
  startsAt: string;
  endsAt: string;
  email: string;
  status: string;
  /** True when this post repeated one already booked (same submission token and words): nothing new was made. */
  repeated: boolean;
};

/** When a visitor's link stops opening the booking: VISITOR_BOOKING_LINK_DAYS_AFTER_WINDOW days after its window. */
export function visitorLinkExpiry(windowEnd: Date | string): Date {
  return new Date(new Date(windowEnd).getTime() + VISITOR_BOOKING_LINK_DAYS_AFTER_WINDOW * DAY_MS);
}

/** The key of one submission (ADR 036's rule): the form's one-time token AND every field, so two people never meet. */
function submissionKey(token: string, booking: VisitorBooking): string {
  const fields = [
    booking.serviceType,
    booking.zipCode,
    booking.window,
    booking.name,
    booking.phone,
    booking.email,
    booking.serviceAddress,
    booking.customerNotes,
  ];
  return `visitor-booking:${createHash("sha256")
    .update(JSON.stringify([token, ...fields]))
    .digest("hex")}`;
}

/**
 * A visitor books without an account (issue 34 item 6), in ONE transaction: the customer record is found or made
 * (visitorCustomerRecord: the one record whose e-mail and phone both match, else a new one without a login), the
 * window is booked under bookWindow's rules as "self" (its day lock and capacity check inside this transaction), a
 * manage_booking link token is issued for that appointment and the visitor's address (ADR 075, valid until
 * VISITOR_BOOKING_LINK_DAYS_AFTER_WINDOW days after the window), and the confirmation mail is queued with it, in the
 * language the visitor booked in. A repeated post of the same form (same submission token and words) finds the first
 * booking and answers it again (`repeated`), booking and mailing nothing more. A ticked SMS box is recorded in the
 * consent ledger in the same transaction (the phone, the disclosure's words in the page's language, the address).
 *
 * Throws BAD_INPUT with `booking.validation` keys per field (`phone` smsPhoneInvalid: the box ticked without a US
 * number), and bookWindow's BAD_INPUT, OUTSIDE_AREA and
 * WINDOW_TAKEN (with the next free windows); on any of them nothing is kept, not even a new customer record.
 */
export async function bookAsVisitor(input: {
  fields: unknown;
  submissionToken: string | null;
  locale: Locale;
  /** The client's address as the server decided it, recorded with a ticked SMS box. */
  clientAddress?: string | null;
  now?: Date;
  executor?: Executor;
}): Promise<VisitorBooked> {
  const parsed = VisitorBookingSchema.safeParse(input.fields);
  if (!parsed.success)
    throw new AppError("BAD_INPUT", "The booking form was refused", visitorBookingErrors(parsed.error));
  const booking = parsed.data;
  const smsBox = await smsConsentBoxOf({
    ticked: booking.smsConsent,
    phone: booking.phone,
    request: { ipAddress: input.clientAddress ?? null, locale: input.locale },
  });
  const db = input.executor ?? (await database());
  return db.transaction(async (tx) => {
    const customer = await visitorCustomerRecord(tx, booking);
    const dedupeKey = input.submissionToken ? submissionKey(input.submissionToken, booking) : undefined;
    if (dedupeKey) {
      const earlier = await earlierBooking(tx, dedupeKey);
      if (earlier) return { ...earlier, email: customer.email, repeated: true };
    }
    const booked = await bookWindow({
      customer: { id: customer.id, name: customer.name, email: customer.email },
      visit: {
        serviceType: booking.serviceType,
        serviceAddress: booking.serviceAddress,
        phone: booking.phone,
        customerNotes: booking.customerNotes,
      },
      zipCode: booking.zipCode,
      windowId: booking.window,
      booker: { kind: "self" },
      now: input.now,
      executor: tx,
    });
    const { token } = await issueScopedToken(tx, {
      purpose: "manage_booking",
      recordId: booked.appointmentId,
      contact: customer.email,
      expiresAt: visitorLinkExpiry(booked.window.endsAt),
    });
    await queueBookingEmail(
      tx,
      { appointmentId: booked.appointmentId, change: "booked", manageToken: token, locale: input.locale },
      { dedupeKey },
    );
    await recordFormSmsConsent(tx, {
      box: smsBox,
      phone: booking.phone,
      source: "booking_form",
      customerId: customer.id,
    });
    await queueVisitTexts(tx, {
      appointmentId: booked.appointmentId,
      event: { kind: "confirmed" },
      locale: input.locale,
      now: input.now,
    });
    return {
      appointmentId: booked.appointmentId,
      serviceType: booking.serviceType,
      startsAt: booked.window.startsAt,
      endsAt: booked.window.endsAt,
      email: customer.email,
      status: booked.status,
      repeated: false,
    };
  });
}

/** The booking a first post of this submission made, found by its confirmation mail's key. */
async function earlierBooking(
  tx: Executor,
  dedupeKey: string,
): Promise<Omit<VisitorBooked, "email" | "repeated"> | null> {
  const [row] = await tx
    .select({
      appointmentId: appointments.id,
      serviceType: appointments.serviceType,
      startsAt: appointments.appointmentDate,
      endsAt: appointments.windowEnd,
      durationMinutes: appointments.durationMinutes,
      status: appointments.status,
    })
    .from(jobs)
    .innerJoin(appointments, sql`${appointments.id}::text = ${jobs.payload}->>'appointmentId'`)
    .where(eq(jobs.dedupeKey, dedupeKey));
  if (!row) return null;
  const endsAt = row.endsAt ?? new Date(row.startsAt.getTime() + row.durationMinutes * 60_000);
  return {
    appointmentId: row.appointmentId,
    serviceType: row.serviceType,
    startsAt: row.startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    status: row.status,
  };
}
