import { asc, eq } from "drizzle-orm";
import type { WeeklyHours } from "~/config/settings-shapes";
import { database } from "~/db/database.server";
import { jobs, scopedTokens, technicians, textMessages, zoneZipCodes } from "~/db/schema";
import { BOOKING_EMAIL_JOB } from "~/domain/notifications/booking-email.server";
import { bookAsVisitor } from "~/domain/scheduling/book-as-visitor.server";

/**
 * The customer's texts about their visits in tests (issue 36 item 4): NOW is Monday 1 June 2026, 9:00 AM in Miami;
 * the visitor books Wednesday 3 June's 10 AM-12 PM window (14:00-16:00 UTC) in Doral, where Ana and Zed work.
 */
export const NOW = new Date("2026-06-01T13:00:00Z");
export const WINDOW_START = new Date("2026-06-03T14:00:00Z");
export const VISITOR_NUMBER = "+13055550199";
export const VISITOR_FORM = {
  serviceType: "AC Repair",
  zipCode: "33178",
  window: "2026-06-03T10:00",
  name: "Rosa Díaz",
  phone: "(305) 555-0199",
  email: "rosa@example.com",
  serviceAddress: "9 Bay Rd, Doral",
  customerNotes: "",
};
const WEEKDAY = { start: "08:00", end: "18:00" };
const HOURS: WeeklyHours = {
  sunday: null,
  monday: WEEKDAY,
  tuesday: WEEKDAY,
  wednesday: WEEKDAY,
  thursday: WEEKDAY,
  friday: WEEKDAY,
  saturday: null,
};

export async function addDoralTechnicians(): Promise<void> {
  const db = await database();
  await db.insert(zoneZipCodes).values({ zone: "Doral", zipCode: "33178" });
  await db.insert(technicians).values(
    ["Ana", "Zed"].map((name) => ({
      name,
      phone: "(305) 555-0100",
      email: `${name.toLowerCase()}@awac.example`,
      serviceTypes: ["AC Repair"],
      zones: ["Doral"],
      weeklyHours: HOURS,
    })),
  );
}

export function bookAsTestVisitor(
  fields: Partial<typeof VISITOR_FORM> = {},
  locale: "en" | "es" = "en",
  now: Date = NOW,
) {
  return bookAsVisitor({ fields: { ...VISITOR_FORM, ...fields }, submissionToken: null, locale, now });
}

/** Every text, in the order they were queued (one transaction's by their send time). */
export async function visitTexts() {
  const db = await database();
  return db.select().from(textMessages).orderBy(asc(textMessages.createdAt), asc(textMessages.sendAfter));
}

/** The mailed manage link's token, kept open a year from the real now (links expire on the database's clock). */
export async function mailedManageToken(appointmentId: string): Promise<string> {
  const db = await database();
  const rows = await db.select().from(jobs).where(eq(jobs.type, BOOKING_EMAIL_JOB));
  const job = rows.find((row) => row.payload.appointmentId === appointmentId && row.payload.change === "booked");
  await db
    .update(scopedTokens)
    .set({ expiresAt: new Date(Date.now() + 365 * 86_400_000) })
    .where(eq(scopedTokens.recordId, appointmentId));
  return job!.payload.manageToken as string;
}
