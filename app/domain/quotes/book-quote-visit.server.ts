import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { customers, quotes } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { queueVisitTexts } from "~/domain/messaging/queue-visit-texts.server";
import { queueBookingEmail } from "~/domain/notifications/booking-email.server";
import { visitorLinkExpiry } from "~/domain/scheduling/book-as-visitor.server";
import { bookWindow } from "~/domain/scheduling/book-window.server";
import { listWindowPicker, type WindowPickerData } from "~/domain/scheduling/list-window-picker.server";
import { parseWindowId } from "~/domain/scheduling/schedule-windows";
import { issueScopedToken } from "~/domain/scoped-tokens/issue-scoped-token.server";
import type { Locale } from "~/i18n/catalog";
import { loadQuoteForUpdate } from "./load-quote-for-update.server";

type CustomerRow = typeof customers.$inferSelect;

/** The customer record's address on one line, as a booking form would have it typed. */
function serviceAddressOf(customer: CustomerRow): string {
  const street = [customer.addressLine1, customer.addressLine2].filter(Boolean).join(", ");
  const place = [customer.city, [customer.state, customer.zipCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [street, place].filter(Boolean).join(", ");
}

/**
 * The windows an approved quote's visit may be booked into (issue 38 item 4), for the quote's service type at the
 * customer record's zip code, as the customer's own booking form offers them; null when the record has no zip code
 * (the page then says to call). Throws listWindowPicker's refusals (OUTSIDE_AREA for a zip code in no zone).
 */
export async function quoteVisitWindows(
  db: Executor,
  input: { customerId: string; serviceType: string; from?: string | null; now?: Date },
): Promise<WindowPickerData | null> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, input.customerId));
  if (!customer?.zipCode) return null;
  return listWindowPicker({
    serviceType: input.serviceType,
    zipCode: customer.zipCode,
    from: input.from,
    booker: "self",
    now: input.now,
    executor: db,
  });
}

/**
 * "Book" on an approved quote (issue 38 item 4): the visit it became, with the quote's service type, booked into a
 * window under the booking engine's rules (capacity under the day's lock), in ONE transaction with the quote locked,
 * so two taps book once (the second is CONFLICT). The appointment is kept on the quote, whose deposit its invoice
 * will credit; the confirmation mail (with its manage link) and text are queued. A quote not approved, or already
 * booked, is CONFLICT; another customer's NOT_FOUND; bookWindow's refusals pass through (WINDOW_TAKEN, BAD_INPUT).
 */
export async function bookQuoteVisit(input: {
  customerId: string;
  quoteId: string;
  windowId: string;
  locale: Locale;
  now?: Date;
}): Promise<{ appointmentId: string; startsAt: string }> {
  if (!parseWindowId(input.windowId))
    throw new AppError("BAD_INPUT", `Not a window: ${input.windowId}`, { window: "windowInvalid" });
  const db = await database();
  return db.transaction(async (tx) => {
    const quote = await loadQuoteForUpdate(tx, { quoteId: input.quoteId, customerId: input.customerId });
    if (quote.status !== "approved" || quote.appointmentId)
      throw new AppError("CONFLICT", `Quote ${quote.number} has no visit to book (${quote.status})`, {
        window: quote.appointmentId ? "alreadyBooked" : "notApproved",
      });
    const [customer] = await tx.select().from(customers).where(eq(customers.id, quote.customerId));
    if (!customer?.zipCode) throw new AppError("BAD_INPUT", "The customer has no zip code", { window: "zipMissing" });
    const booked = await bookWindow({
      customer: { id: customer.id, name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email },
      visit: {
        serviceType: quote.serviceType,
        serviceAddress: serviceAddressOf(customer),
        phone: customer.phone ?? "",
        customerNotes: `${quote.number}: ${quote.title}`,
      },
      zipCode: customer.zipCode,
      windowId: input.windowId,
      booker: { kind: "self" },
      now: input.now,
      executor: tx,
    });
    await tx
      .update(quotes)
      .set({ appointmentId: booked.appointmentId, updatedAt: sql`now()` })
      .where(eq(quotes.id, quote.id));
    await queueConfirmation(tx, {
      appointmentId: booked.appointmentId,
      email: customer.email,
      windowEnd: booked.window.endsAt,
      locale: input.locale,
      now: input.now,
    });
    return { appointmentId: booked.appointmentId, startsAt: booked.window.startsAt };
  });
}

async function queueConfirmation(
  tx: Executor,
  input: { appointmentId: string; email: string | null; windowEnd: string; locale: Locale; now?: Date },
): Promise<void> {
  if (input.email) {
    const { token } = await issueScopedToken(tx, {
      purpose: "manage_booking",
      recordId: input.appointmentId,
      contact: input.email,
      expiresAt: visitorLinkExpiry(input.windowEnd),
    });
    await queueBookingEmail(tx, {
      appointmentId: input.appointmentId,
      change: "booked",
      manageToken: token,
      locale: input.locale,
    });
  }
  await queueVisitTexts(tx, {
    appointmentId: input.appointmentId,
    event: { kind: "confirmed" },
    locale: input.locale,
    now: input.now,
  });
}
