import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { appointments, customers } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { customerCanCancel, customerCanEdit } from "~/domain/appointments/requested-time-rules";
import { openScopedToken } from "~/domain/scoped-tokens/open-scoped-token.server";
import { listWindowPicker, type WindowPickerData } from "./list-window-picker.server";

/** One booking as its manage link shows it (plain data; no other record, no token). */
export type VisitorBookingView = {
  serviceType: string;
  status: string;
  /** The window's start and end instants (ISO). */
  startsAt: string;
  endsAt: string;
  serviceAddress: string;
  zipCode: string | null;
  firstName: string;
  /** Moving or cancelling is open until 24 hours before the window (terms of service); inside, the office's phone. */
  canReschedule: boolean;
  canCancel: boolean;
};

export type OpenedBookingLink = {
  tokenId: string;
  expiresAt: Date;
  appointment: typeof appointments.$inferSelect;
  firstName: string;
};

/**
 * The one appointment a manage_booking link names (ADR 075), with its customer's first name. Any failure (a
 * malformed, unknown, expired or revoked token, a token of another purpose, an appointment deleted since) is the same
 * NOT_FOUND, so the page answers them all alike.
 */
export async function openBookingLink(db: Executor, token: string): Promise<OpenedBookingLink> {
  const opened = await openScopedToken(db, { token, purpose: "manage_booking" });
  const [row] = await db
    .select({ appointment: appointments, firstName: customers.firstName })
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .where(eq(appointments.id, opened.recordId));
  if (!row) throw new AppError("NOT_FOUND", "The link's appointment no longer exists");
  return { tokenId: opened.tokenId, expiresAt: opened.expiresAt, ...row };
}

/**
 * What a visitor's manage link shows on GET: reads only (the token's last use aside), never changes the visit. With
 * `picker` (the visitor asked to move it, and still may), the free windows for its zip code and service type.
 */
export async function openVisitorBooking(input: {
  token: string;
  picker?: { from: string | null };
  now?: Date;
}): Promise<VisitorBookingView & { picker: WindowPickerData | null }> {
  const now = input.now ?? new Date();
  const { appointment, firstName } = await openBookingLink(await database(), input.token);
  const view = visitorBookingView(appointment, firstName, now);
  const picker =
    input.picker && view.canReschedule && appointment.zipCode
      ? await listWindowPicker({
          serviceType: appointment.serviceType,
          zipCode: appointment.zipCode,
          from: input.picker.from,
          booker: "self",
          now,
        })
      : null;
  return { ...view, picker };
}

export function visitorBookingView(
  appointment: typeof appointments.$inferSelect,
  firstName: string,
  now: Date,
): VisitorBookingView {
  const endsAt =
    appointment.windowEnd ?? new Date(appointment.appointmentDate.getTime() + appointment.durationMinutes * 60_000);
  return {
    serviceType: appointment.serviceType,
    status: appointment.status,
    startsAt: appointment.appointmentDate.toISOString(),
    endsAt: endsAt.toISOString(),
    serviceAddress: appointment.serviceAddress,
    zipCode: appointment.zipCode,
    firstName,
    canReschedule: customerCanEdit(appointment, now),
    canCancel: customerCanCancel(appointment, now),
  };
}
