import { publicOrigin } from "~/config/public-origin.server";
import { technicianFeedText } from "~/integrations/calendar/technician-feed";
import { readCalendarFeed } from "./read-calendar-feed.server";

/**
 * The iCalendar text of the feed at this address (its last segment, `<token>.ics`): the technician's visits as
 * readCalendarFeed lists them, under UIDs unique to this site. NOT_FOUND for a wrong, renewed or revoked address.
 */
export async function calendarFeedText(input: { segment: string; now?: Date }): Promise<string> {
  const feed = await readCalendarFeed(input);
  return technicianFeedText({
    calendarName: `${feed.companyName}: ${feed.technicianName}`,
    companyName: feed.companyName,
    uidDomain: new URL(publicOrigin()).hostname,
    visits: feed.visits,
  });
}
