import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { customers } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { enqueueAppointmentSync } from "~/domain/crm/crm-jobs.server";
import { ensureCustomerRecord } from "~/domain/customers/ensure-customer-record.server";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { recordFormSmsConsent, smsConsentBoxOf } from "~/domain/messaging/record-form-sms-consent.server";
import { queueVisitTexts } from "~/domain/messaging/queue-visit-texts.server";
import { queueBookingEmail } from "~/domain/notifications/booking-email.server";
import { notifyCompanyOfAppointmentRequest } from "~/domain/notifications/notify-company-of-appointment-request.server";
import { readMemberBenefits } from "~/domain/plans/read-member-benefits.server";
import { bookWindow } from "~/domain/scheduling/book-window.server";
import type { Locale } from "~/i18n/catalog";
import { PortalBookingSchema } from "./portal-booking-schemas";

export type PortalBookedVisit = { appointmentId: string; status: "scheduled" | "confirmed" };

/**
 * A signed-in customer books a free arrival window from the portal (issue 34 item 5), in ONE transaction: their
 * customer record found or made, the visit booked through bookWindow as "self" (lead time, reserve, capacity under
 * the day's lock, with the plan member's priority read in the transaction; confirmed at once with the settings' auto-confirm), the zip code kept on a record that had none,
 * the customer's booking e-mail (with its calendar file) queued, the office's notice and the CRM job, a ticked SMS box
 * in the consent ledger (`phone` smsPhoneInvalid before anything when it is not a US number); the back
 * office's live stream hears the new service request from the database itself. Either all of it happens or none.
 *
 * Throws BAD_INPUT with the form's field keys in the spec's order (address, phone, service type, window), then
 * bookWindow's (`window` windowTooSoon…, `zipCode` zipInvalid), `zipCode` zipRequired when neither the record nor the
 * form has one, OUTSIDE_AREA (`zipCode` outsideArea), and WINDOW_TAKEN (`window` windowTaken).
 */
export async function bookPortalVisit(input: {
  user: { id: string; email: string };
  input: unknown;
  /** The page's language and the client's address (as the server decided it), recorded with a ticked SMS box. */
  consent?: { locale: Locale; clientAddress: string | null };
  now?: Date;
  executor?: Executor;
}): Promise<PortalBookedVisit> {
  const parsed = PortalBookingSchema.safeParse(input.input);
  if (!parsed.success)
    throw new AppError(
      "BAD_INPUT",
      "The booking form has invalid fields",
      firstIssuePerField(parsed.error, "window") as Record<string, string>,
    );
  const form = parsed.data;
  const smsBox = await smsConsentBoxOf({
    ticked: form.smsConsent,
    phone: form.phone,
    request: { ipAddress: input.consent?.clientAddress ?? null, locale: input.consent?.locale ?? "en" },
  });
  const db = input.executor ?? (await database());
  return db.transaction(async (tx) => {
    const { customer } = await ensureCustomerRecord({ userId: input.user.id, executor: tx });
    const zipCode = customer.zipCode?.trim() || form.zipCode;
    if (!zipCode) throw new AppError("BAD_INPUT", "No zip code to book for", { zipCode: "zipRequired" });
    // The plan's priority, read in this transaction from our own tables: nothing the form posts can claim it.
    const benefits = await readMemberBenefits(tx, { customerId: customer.id, now: input.now });
    const booked = await bookWindow({
      customer: { id: customer.id, name: `${customer.firstName} ${customer.lastName}`.trim(), email: input.user.email },
      visit: {
        serviceType: form.serviceType,
        serviceAddress: form.serviceAddress,
        phone: form.phone,
        customerNotes: form.customerNotes,
      },
      zipCode,
      windowId: form.window,
      booker: { kind: "self", member: benefits },
      now: input.now,
      executor: tx,
    });
    if (!customer.zipCode?.trim())
      await tx
        .update(customers)
        .set({ zipCode: booked.zipCode, updatedAt: sql`now()` })
        .where(eq(customers.id, customer.id));
    await queueBookingEmail(tx, { appointmentId: booked.appointmentId, change: "booked" });
    await queueVisitTexts(tx, { appointmentId: booked.appointmentId, event: { kind: "confirmed" }, now: input.now });
    await notifyCompanyOfAppointmentRequest({ executor: tx, appointmentId: booked.appointmentId });
    await enqueueAppointmentSync(tx, { appointmentId: booked.appointmentId });
    await recordFormSmsConsent(tx, { box: smsBox, phone: form.phone, source: "booking_form", customerId: customer.id });
    return { appointmentId: booked.appointmentId, status: booked.status };
  });
}
