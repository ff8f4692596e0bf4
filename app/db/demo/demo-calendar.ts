import { dateTimeFormat } from "~/i18n/intl-formats";
/** The business's clock: demo dates are placed on Miami's calendar, relative to the moment the seed runs. */
const MIAMI_TIME_ZONE = "America/New_York";
const DAY_MS = 24 * 60 * 60 * 1000;

const dateFormat = dateTimeFormat("en-CA", {
  timeZone: MIAMI_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const wallClockFormat = dateTimeFormat("en-CA", {
  timeZone: MIAMI_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

export type DemoCalendar = {
  now: Date;
  /** The Miami calendar date `offsetDays` from today, as YYYY-MM-DD (negative for the past). */
  date: (offsetDays: number) => string;
  /** The instant when Miami's wall clock shows `hour:minute` on the day `offsetDays` from today. */
  at: (offsetDays: number, hour: number, minute?: number) => Date;
  /** Moves an offset off Sundays (no regular appointments then), keeping its direction. */
  workday: (offsetDays: number) => number;
  /** An instant `days` (may be fractional) before now. */
  ago: (days: number) => Date;
};

export function demoCalendar(now: Date = new Date()): DemoCalendar {
  const today = dateFormat.format(now);
  const date = (offsetDays: number) => {
    const noon = new Date(`${today}T12:00:00Z`);
    noon.setUTCDate(noon.getUTCDate() + offsetDays);
    return noon.toISOString().slice(0, 10);
  };
  const at = (offsetDays: number, hour: number, minute = 0) => {
    const day = date(offsetDays);
    const wanted = `${day}, ${pad(hour)}:${pad(minute)}`;
    // Miami is UTC-4 in summer and UTC-5 in winter: take the offset whose wall clock matches.
    for (const offsetHours of [4, 5]) {
      const candidate = new Date(`${day}T${pad(hour)}:${pad(minute)}:00Z`);
      candidate.setUTCHours(candidate.getUTCHours() + offsetHours);
      if (wallClockFormat.format(candidate) === wanted) return candidate;
    }
    // A wall-clock time skipped by the daylight-saving change: an hour later is close enough for demo data.
    return new Date(`${day}T${pad(hour)}:${pad(minute)}:00-04:00`);
  };
  const workday = (offsetDays: number) => {
    const weekday = new Date(`${date(offsetDays)}T12:00:00Z`).getUTCDay();
    if (weekday !== 0) return offsetDays;
    return offsetDays >= 0 ? offsetDays + 1 : offsetDays - 1;
  };
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return { now, date, at, workday, ago };
}
