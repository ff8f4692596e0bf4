import { eq } from "drizzle-orm";
import { appointments } from "~/db/schema";
import { database } from "~/db/database.server";
import { addDays, businessDateOf } from "~/domain/analytics/analytics-calendar";
import { isAppError } from "~/domain/app-error";
import { businessInstant } from "~/domain/scheduling/business-time";
import { readMemberBenefits, type MemberPriority } from "~/domain/plans/read-member-benefits.server";
import { listFreeWindows } from "~/domain/scheduling/list-free-windows.server";
import type { Locale } from "~/i18n/catalog";
import { PLAN_VISIT_SERVICE_TYPE } from "./offer-plan-visit.server";
import { offeredWindowId, openPlanVisitLink } from "./open-plan-visit-link.server";
import { pickOfferWindows } from "./pick-offer-windows";
import { BOOKABLE_PLAN_VISIT_STATUSES } from "./plan-visit-states";

/** A window as the page shows it: its id (what the form posts), business date and instants (ISO). */
export type PlanVisitWindowChoice = { id: string; date: string; startsAt: string; endsAt: string };

/** What a plan visit link's page shows (plain data; no token, no other record). */
export type PlanVisitWindowView = {
  firstName: string;
  planName: string;
  /** open: the link's window can be booked; taken: someone booked it meanwhile; booked: the visit is booked already. */
  state: "open" | "taken" | "booked";
  window: PlanVisitWindowChoice;
  /** The visit's booked window, when it is booked (by this link, another, or the office). */
  booked: { startsAt: string; endsAt: string } | null;
  /** Other free windows to choose from instead (none when the visit is booked). */
  otherWindows: PlanVisitWindowChoice[];
};

/** How many other windows the page offers, and how far ahead it looks for them. */
const OTHER_WINDOWS = 6;
const OTHER_WINDOWS_DAYS = 21;

/**
 * What a plan visit link shows on GET (issue 37 item 2): reads only (the token's last use aside), never books; mail
 * scanners follow links. Throws NOT_FOUND for any bad link.
 */
export async function showPlanVisitWindow(input: {
  token: string;
  locale: Locale;
  now?: Date;
}): Promise<PlanVisitWindowView> {
  const now = input.now ?? new Date();
  const db = await database();
  const { window, visit, customer, plan } = await openPlanVisitLink(db, { token: input.token });
  const base = {
    firstName: customer.firstName,
    planName: input.locale === "es" ? plan.nameEs : plan.name,
    window: choiceOf(window.windowDate, window.windowStart, window.windowEnd),
  };
  if (!(BOOKABLE_PLAN_VISIT_STATUSES as readonly string[]).includes(visit.status)) {
    const [appointment] = visit.appointmentId
      ? await db.select().from(appointments).where(eq(appointments.id, visit.appointmentId))
      : [];
    const booked = appointment
      ? {
          startsAt: appointment.appointmentDate.toISOString(),
          endsAt: (appointment.windowEnd ?? appointment.appointmentDate).toISOString(),
        }
      : null;
    return { ...base, state: "booked", booked, otherWindows: [] };
  }
  const member = await readMemberBenefits(db, { customerId: customer.id, now });
  const free = await freeChoices({
    member,
    zipCode: customer.zipCode,
    through: window.windowDate,
    dueDate: visit.dueDate,
    now,
  });
  const linkId = offeredWindowId(window);
  return {
    ...base,
    state: free.bookableIds.has(linkId) ? "open" : "taken",
    booked: null,
    otherWindows: free.choices.filter((choice) => choice.id !== linkId),
  };
}

/** The free windows of the customer's zone from today, spread like an offer's; none for a zip code in no zone. Also the
 * portal's "Choose a time" page's (read-own-plan-visit). */
export async function freeChoices(input: {
  member: MemberPriority;
  zipCode: string | null;
  through: string;
  dueDate: string;
  now: Date;
}) {
  const empty = { bookableIds: new Set<string>(), choices: [] as PlanVisitWindowChoice[] };
  if (!input.zipCode) return empty;
  const today = businessDateOf(input.now);
  const floor = addDays(today, OTHER_WINDOWS_DAYS);
  try {
    const list = await listFreeWindows({
      serviceType: PLAN_VISIT_SERVICE_TYPE,
      zipCode: input.zipCode,
      from: today,
      to: input.through > floor ? input.through : floor,
      booker: "self",
      member: input.member,
      now: input.now,
    });
    const bookableIds = new Set(list.days.flatMap((day) => day.windows.filter((w) => w.bookable).map((w) => w.id)));
    const target = input.dueDate > today ? input.dueDate : today;
    const picked = pickOfferWindows(list.days, target, OTHER_WINDOWS + 1);
    return { bookableIds, choices: picked.map((w) => choiceOf(w.date, w.start, w.end)) };
  } catch (error) {
    if (isAppError(error) && (error.code === "OUTSIDE_AREA" || error.code === "BAD_INPUT")) return empty;
    throw error;
  }
}

function choiceOf(date: string, start: string, end: string): PlanVisitWindowChoice {
  return {
    id: `${date}T${start}`,
    date,
    startsAt: businessInstant(date, start)!.toISOString(),
    endsAt: businessInstant(date, end)!.toISOString(),
  };
}
