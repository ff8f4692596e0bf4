import ical, { ICalEventStatus } from "ical-generator";

/** One visit as a technician's calendar shows it. */
export type FeedVisit = {
  /** Stable for the visit's whole life, so the calendar updates the same entry on the next refresh. */
  appointmentId: string;
  sequence: number;
  start: Date;
  end: Date;
  serviceType: string;
  customerName: string;
  address: string;
  phone: string;
  customerNotes: string | null;
};

/**
 * The iCalendar text of a technician's subscribed calendar (RFC 5545, METHOD PUBLISH: a feed, not an invitation),
 * made with ical-generator so escaping, folding and UTC times follow the RFC. Each refresh is a full snapshot: a
 * visit no longer listed (cancelled, moved to another technician) leaves the calendar.
 */
export function technicianFeedText(feed: {
  calendarName: string;
  companyName: string;
  uidDomain: string;
  visits: FeedVisit[];
}): string {
  const calendar = ical({
    name: feed.calendarName,
    prodId: { company: feed.companyName, product: "Technician visits", language: "EN" },
    // Calendars that honour it refresh hourly; the feed is cheap to build.
    ttl: 60 * 60,
  });
  for (const visit of feed.visits) {
    calendar.createEvent({
      id: `visit-${visit.appointmentId}@${feed.uidDomain}`,
      sequence: visit.sequence,
      start: visit.start,
      end: visit.end,
      stamp: new Date(),
      summary: `${visit.serviceType}: ${visit.customerName}`,
      description: [visit.phone, visit.customerNotes].filter(Boolean).join("\n"),
      location: visit.address,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
