import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";

/** What a confirmation, reschedule or cancellation mail's calendar file says about one visit. */
export type VisitCalendarFacts = {
  /** Stable for the visit's whole life, so a calendar moves or removes the same entry: the appointment's id. */
  appointmentId: string;
  /** Grows with every change the customer is told of; a calendar ignores a file older than the entry it holds. */
  sequence: number;
  /** REQUEST adds or moves the entry; CANCEL removes it. */
  method: "REQUEST" | "CANCEL";
  /** The arrival window: the visit's entry spans it. */
  windowStart: Date;
  windowEnd: Date;
  summary: string;
  description: string;
  location: string;
  /** The business: who the entry comes from (its name and the address replies go to). */
  organizer: { name: string; email: string };
  attendeeEmail: string;
  /** The host name of the site's public address, which makes the UID unique to this business. */
  uidDomain: string;
};

/**
 * The iCalendar text (RFC 5546 iTIP: METHOD REQUEST or CANCEL, a stable UID and a growing SEQUENCE) of one visit,
 * made with ical-generator so escaping, line folding and UTC times follow the RFC. Times are written in UTC: every
 * calendar shows them in its own zone.
 */
export function visitCalendarText(facts: VisitCalendarFacts): string {
  const calendar = ical({
    prodId: { company: facts.organizer.name, product: "Service visits", language: "EN" },
    method: facts.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `visit-${facts.appointmentId}@${facts.uidDomain}`,
    sequence: facts.sequence,
    start: facts.windowStart,
    end: facts.windowEnd,
    stamp: new Date(),
    summary: facts.summary,
    description: facts.description,
    location: facts.location,
    status: facts.method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: facts.organizer.name, email: facts.organizer.email },
    attendees: [
      {
        email: facts.attendeeEmail,
        role: ICalAttendeeRole.REQ,
        status: facts.method === "CANCEL" ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return calendar.toString();
}
