import { addDays, businessDateTimeOf, businessInstant, minutesOfDay } from "~/domain/scheduling/business-time";

/**
 * Quiet hours for the messages a person is not waiting for (issue 36 item 4: reminders and review requests), in the
 * business's time zone (America/New_York, as the TCPA's 8 am – 9 pm calling hours are read at the recipient's place,
 * which for a Miami contractor's customers is Miami). A send that would fall inside them moves EARLIER, to the last
 * slot before they begin, so a reminder still arrives before its visit rather than after the customer left home.
 */
export const QUIET_HOURS = { start: "21:00", end: "08:00" } as const;
// The latest time a moved message is queued for: a margin before 9 pm for the queue and the carrier.
export const LAST_SEND_BEFORE_QUIET_HOURS = "20:45";

/** Whether an instant is inside the quiet hours (9 pm up to, not including, 8 am, Miami time). */
export function isInQuietHours(instant: Date): boolean {
  const minutes = minutesOfDay(businessDateTimeOf(instant).time);
  return minutes >= minutesOfDay(QUIET_HOURS.start) || minutes < minutesOfDay(QUIET_HOURS.end);
}

/**
 * When a non-urgent message planned for `planned` may go: the planned instant itself outside the quiet hours, else
 * 8:45 pm of the evening that begins them (the same day for a time from 9 pm, the day before for one before 8 am).
 * Daylight-saving changes are the business calendar's: 8:45 pm is 8:45 pm on either side of them.
 */
export function latestSendOutsideQuietHours(planned: Date): Date {
  if (!isInQuietHours(planned)) return planned;
  const { date, time } = businessDateTimeOf(planned);
  const evening = minutesOfDay(time) >= minutesOfDay(QUIET_HOURS.start) ? date : addDays(date, -1);
  const moved = businessInstant(evening, LAST_SEND_BEFORE_QUIET_HOURS);
  if (!moved) throw new Error(`No ${LAST_SEND_BEFORE_QUIET_HOURS} on ${evening}`);
  return moved;
}

/**
 * When quiet hours that hold `instant` end (8 am Miami time), for a non-urgent text whose job only ran inside them
 * (the queue was stopped, or the text was planned too late to move earlier): it waits for the morning, never goes
 * at night. An instant outside them is returned as it is.
 */
export function endOfQuietHours(instant: Date): Date {
  if (!isInQuietHours(instant)) return instant;
  const { date, time } = businessDateTimeOf(instant);
  const morning = minutesOfDay(time) >= minutesOfDay(QUIET_HOURS.start) ? addDays(date, 1) : date;
  const end = businessInstant(morning, QUIET_HOURS.end);
  if (!end) throw new Error(`No ${QUIET_HOURS.end} on ${morning}`);
  return end;
}
