import { describe, expect, it } from "vitest";
import { DEFAULT_SCHEDULING } from "~/config/business-defaults";
import type { SchedulingSettings, WeeklyHours } from "~/config/settings-shapes";
import { freeWindows, nextFreeWindows } from "./free-windows";
import type { Booker, BusyInterval, SchedulingTechnician, WindowAvailability } from "./window-types";

const SIX_DAYS: WeeklyHours = {
  sunday: null,
  monday: { start: "08:00", end: "18:00" },
  tuesday: { start: "08:00", end: "18:00" },
  wednesday: { start: "08:00", end: "18:00" },
  thursday: { start: "08:00", end: "18:00" },
  friday: { start: "08:00", end: "18:00" },
  saturday: { start: "08:00", end: "16:00" },
};

function technician(id: string, values: Partial<SchedulingTechnician> = {}): SchedulingTechnician {
  return {
    id,
    name: `Tech ${id}`,
    active: true,
    serviceTypes: ["Maintenance", "AC Repair", "Installation", "Emergency Service"],
    zones: ["Doral"],
    weeklyHours: SIX_DAYS,
    daysOff: [],
    ...values,
  };
}

const busy = (technicianId: string, start: string, end: string): BusyInterval => ({
  technicianId,
  start: new Date(start),
  end: new Date(end),
});

type Options = {
  now: string;
  from: string;
  to?: string;
  technicians?: SchedulingTechnician[];
  busy?: BusyInterval[];
  serviceType?: string;
  zones?: string[];
  booker?: Booker;
  scheduling?: Partial<SchedulingSettings>;
};

function windows(options: Options): Map<string, WindowAvailability> {
  const days = freeWindows({
    scheduling: { ...DEFAULT_SCHEDULING, ...options.scheduling },
    technicians: options.technicians ?? [technician("a")],
    busy: options.busy ?? [],
    now: new Date(options.now),
    from: options.from,
    to: options.to ?? options.from,
    serviceType: options.serviceType ?? "AC Repair",
    zones: options.zones ?? ["Doral"],
    booker: options.booker ?? "self",
  });
  return new Map(days.flatMap((day) => day.windows).map((window) => [window.id, window]));
}

// Monday 1 June 2026, 9:00 AM in Miami (EDT).
const MONDAY_9AM = "2026-06-01T13:00:00Z";

describe("free windows", () => {
  it("offers each window of the settings on a day a technician works, with one free place each", () => {
    const day = windows({ now: MONDAY_9AM, from: "2026-06-03" });
    expect([...day.keys()]).toEqual([
      "2026-06-03T08:00",
      "2026-06-03T10:00",
      "2026-06-03T12:00",
      "2026-06-03T14:00",
      "2026-06-03T16:00",
    ]);
    expect(day.get("2026-06-03T08:00")).toMatchObject({
      end: "10:00",
      startsAt: "2026-06-03T12:00:00.000Z",
      endsAt: "2026-06-03T14:00:00.000Z",
      workingTechnicians: 1,
      freeTechnicians: 1,
      reserve: 0,
      bookable: true,
      refusal: null,
    });
  });

  it("groups the windows by business day and leaves a closed Sunday empty", () => {
    const days = freeWindows({
      scheduling: DEFAULT_SCHEDULING,
      technicians: [technician("a")],
      busy: [],
      now: new Date(MONDAY_9AM),
      from: "2026-06-06",
      to: "2026-06-08",
      serviceType: "Maintenance",
      zones: ["Doral"],
      booker: "self",
    });
    expect(days.map((day) => [day.date, day.windows.length])).toEqual([
      ["2026-06-06", 4],
      ["2026-06-07", 0],
      ["2026-06-08", 5],
    ]);
  });

  it("keeps a technician from the window's start to the end of the visit plus the travel buffer", () => {
    // AC Repair: 90 minutes and a 15-minute buffer, so the 8:00 window needs 8:00 to 9:45.
    const startsAtBufferEnd = windows({
      now: MONDAY_9AM,
      from: "2026-06-03",
      busy: [busy("a", "2026-06-03T13:45:00Z", "2026-06-03T15:00:00Z")],
    });
    expect(startsAtBufferEnd.get("2026-06-03T08:00")).toMatchObject({ freeTechnicians: 1, bookable: true });
    expect(startsAtBufferEnd.get("2026-06-03T10:00")).toMatchObject({ freeTechnicians: 0, refusal: "full" });
    const oneMinuteInside = windows({
      now: MONDAY_9AM,
      from: "2026-06-03",
      busy: [busy("a", "2026-06-03T13:44:00Z", "2026-06-03T13:50:00Z")],
    });
    expect(oneMinuteInside.get("2026-06-03T08:00")).toMatchObject({ freeTechnicians: 0, refusal: "full" });
    expect(oneMinuteInside.get("2026-06-03T12:00")).toMatchObject({ bookable: true });
  });

  it("needs the technician's hours to cover the visit's duration but not its buffer", () => {
    // Installation runs 180 minutes: from 14:00 it ends at 17:00, inside hours to 17:00; from 16:00 it would not.
    const day = windows({
      now: MONDAY_9AM,
      from: "2026-06-03",
      serviceType: "Installation",
      technicians: [technician("a", { weeklyHours: { ...SIX_DAYS, wednesday: { start: "08:00", end: "17:00" } } })],
    });
    expect(day.get("2026-06-03T14:00")).toMatchObject({ workingTechnicians: 1, bookable: true });
    expect(day.get("2026-06-03T16:00")).toMatchObject({ workingTechnicians: 0, refusal: "full" });
  });

  it("leaves out technicians who are inactive, off that day, in other zones or not doing the service type", () => {
    const day = windows({
      now: MONDAY_9AM,
      from: "2026-06-03",
      technicians: [
        technician("inactive", { active: false }),
        technician("off", { daysOff: ["2026-06-03"] }),
        technician("elsewhere", { zones: ["Homestead"] }),
        technician("no-repairs", { serviceTypes: ["Maintenance"] }),
        technician("off-tomorrow", { daysOff: ["2026-06-04"] }),
      ],
    });
    expect(day.get("2026-06-03T08:00")).toMatchObject({ workingTechnicians: 1, freeTechnicians: 1 });
    const dayOff = windows({
      now: MONDAY_9AM,
      from: "2026-06-03",
      technicians: [technician("off", { daysOff: ["2026-06-03"] })],
    });
    expect([...dayOff.values()].every((window) => window.refusal === "full")).toBe(true);
  });

  it("lets a zip code's several zones reach every technician covering any of them", () => {
    // 33154 is in both Surfside and Bal Harbour.
    const day = windows({
      now: MONDAY_9AM,
      from: "2026-06-03",
      zones: ["Bal Harbour", "Surfside"],
      technicians: [
        technician("surfside", { zones: ["Surfside"] }),
        technician("bal-harbour", { zones: ["Bal Harbour", "Miami Beach"] }),
        technician("doral", { zones: ["Doral"] }),
      ],
    });
    expect(day.get("2026-06-03T08:00")).toMatchObject({ workingTechnicians: 2, freeTechnicians: 2 });
  });

  it("keeps the emergency reserve from customers' other bookings but not from Emergency Service or staff", () => {
    // Five technicians at 20%: one place reserved. Four are busy, so the one free place is the reserve.
    const five = ["a", "b", "c", "d", "e"].map((id) => technician(id));
    const fourBusy = ["a", "b", "c", "d"].map((id) => busy(id, "2026-06-03T12:00:00Z", "2026-06-03T14:00:00Z"));
    const options = { now: MONDAY_9AM, from: "2026-06-03", technicians: five, busy: fourBusy };
    expect(windows(options).get("2026-06-03T08:00")).toMatchObject({
      workingTechnicians: 5,
      freeTechnicians: 1,
      reserve: 1,
      reserveReleased: false,
      bookable: false,
      refusal: "reserved",
    });
    expect(windows({ ...options, serviceType: "Emergency Service" }).get("2026-06-03T08:00")).toMatchObject({
      bookable: true,
    });
    expect(windows({ ...options, booker: "staff" }).get("2026-06-03T08:00")).toMatchObject({ bookable: true });
    const twoFree = windows({ ...options, busy: fourBusy.slice(1) }).get("2026-06-03T08:00");
    expect(twoFree).toMatchObject({ freeTechnicians: 2, reserve: 1, bookable: true });
  });

  it("rounds the reserve to the nearest whole technician", () => {
    const reserveOf = (count: number) =>
      windows({
        now: MONDAY_9AM,
        from: "2026-06-03",
        technicians: Array.from({ length: count }, (_, index) => technician(String(index))),
      }).get("2026-06-03T08:00")!.reserve;
    expect([1, 2, 3, 5, 7, 8].map(reserveOf)).toEqual([0, 0, 1, 1, 1, 2]);
  });

  it("releases the reserve to everyone from the release time before the window", () => {
    // With a 2-hour lead time the release (4 hours before) matters to customers: at 8:00 the 12:00 window is open.
    const five = ["a", "b", "c", "d", "e"].map((id) => technician(id));
    const fourBusy = ["a", "b", "c", "d"].map((id) => busy(id, "2026-06-03T16:00:00Z", "2026-06-03T18:00:00Z"));
    const at = (now: string) =>
      windows({ now, from: "2026-06-03", technicians: five, busy: fourBusy, scheduling: { leadTimeHours: 2 } }).get(
        "2026-06-03T12:00",
      );
    expect(at("2026-06-03T11:59:00Z")).toMatchObject({ reserveReleased: false, refusal: "reserved" });
    expect(at("2026-06-03T12:00:00Z")).toMatchObject({ reserveReleased: true, bookable: true });
  });

  it("refuses customers a window the lead time cuts in half, and offers Emergency Service its shorter lead time", () => {
    // Now is Monday 9:00; 24 hours ahead is Tuesday 9:00, inside the 8-10 window.
    const tuesday = windows({ now: MONDAY_9AM, from: "2026-06-02" });
    expect(tuesday.get("2026-06-02T08:00")).toMatchObject({ bookable: false, refusal: "leadTime" });
    expect(tuesday.get("2026-06-02T10:00")).toMatchObject({ bookable: true });
    const today = windows({ now: MONDAY_9AM, from: "2026-06-01", serviceType: "Emergency Service" });
    expect(today.get("2026-06-01T08:00")).toMatchObject({ refusal: "past" });
    expect(today.get("2026-06-01T10:00")).toMatchObject({ refusal: "leadTime" });
    expect(today.get("2026-06-01T12:00")).toMatchObject({ bookable: true });
  });

  it("lets staff book inside the lead time and a window under way, never one that has ended", () => {
    const today = windows({ now: MONDAY_9AM, from: "2026-06-01", booker: "staff" });
    expect(today.get("2026-06-01T08:00")).toMatchObject({ bookable: true });
    const atTen = windows({ now: "2026-06-01T14:00:00Z", from: "2026-06-01", booker: "staff" });
    expect(atTen.get("2026-06-01T08:00")).toMatchObject({ refusal: "past" });
    expect(atTen.get("2026-06-01T10:00")).toMatchObject({ bookable: true });
  });

  it("offers the horizon's last day and nothing after it", () => {
    // Monday 1 June plus 60 days is Friday 31 July.
    const edge = windows({ now: MONDAY_9AM, from: "2026-07-31", to: "2026-08-01" });
    expect(edge.get("2026-07-31T16:00")).toMatchObject({ bookable: true });
    expect(edge.get("2026-08-01T08:00")).toMatchObject({ bookable: false, refusal: "beyondHorizon" });
  });

  it("counts the lead time in real hours across the March change (Saturday 7 to Monday 9 March 2026)", () => {
    // Saturday 9:30 AM EST plus 48 real hours is Monday 10:30 AM EDT, not 9:30: the 10-12 window is cut in half.
    const monday = windows({
      now: "2026-03-07T14:30:00Z",
      from: "2026-03-09",
      scheduling: { leadTimeHours: 48 },
    });
    expect(monday.get("2026-03-09T10:00")).toMatchObject({ startsAt: "2026-03-09T14:00:00.000Z", refusal: "leadTime" });
    expect(monday.get("2026-03-09T12:00")).toMatchObject({ bookable: true });
  });

  it("counts the lead time in real hours across the November change (Saturday 31 October to Monday 2 November 2026)", () => {
    // Saturday 8:30 AM EDT plus 48 real hours is Monday 7:30 AM EST: the 8:00 window is already open to book.
    const monday = windows({
      now: "2026-10-31T12:30:00Z",
      from: "2026-11-02",
      scheduling: { leadTimeHours: 48 },
    });
    expect(monday.get("2026-11-02T08:00")).toMatchObject({ startsAt: "2026-11-02T13:00:00.000Z", bookable: true });
  });

  it("counts the horizon from Miami's date across the March change, though UTC is a day ahead", () => {
    // Saturday 7 March 11:30 PM EST is already Sunday in UTC; with a 2-day horizon Monday 9 March is the last day.
    const days = windows({
      now: "2026-03-08T04:30:00Z",
      from: "2026-03-09",
      to: "2026-03-10",
      scheduling: { horizonDays: 2 },
    });
    expect(days.get("2026-03-09T16:00")).toMatchObject({ bookable: true });
    expect(days.get("2026-03-10T08:00")).toMatchObject({ refusal: "beyondHorizon" });
  });

  it("counts the horizon from Miami's date across the November change, though UTC is a day ahead", () => {
    // Saturday 31 October 11:30 PM EDT is already Sunday in UTC; with a 2-day horizon Monday 2 November is the last day.
    const days = windows({
      now: "2026-11-01T03:30:00Z",
      from: "2026-11-02",
      to: "2026-11-03",
      scheduling: { horizonDays: 2 },
    });
    expect(days.get("2026-11-02T08:00")).toMatchObject({ startsAt: "2026-11-02T13:00:00.000Z", bookable: true });
    expect(days.get("2026-11-03T08:00")).toMatchObject({ refusal: "beyondHorizon" });
  });

  it("finds the next bookable windows after a taken one, skipping full windows and closed days", () => {
    const next = nextFreeWindows({
      scheduling: DEFAULT_SCHEDULING,
      technicians: [technician("a")],
      busy: [busy("a", "2026-06-06T14:00:00Z", "2026-06-06T20:00:00Z")],
      now: new Date(MONDAY_9AM),
      from: "2026-06-06",
      to: "2026-06-10",
      serviceType: "AC Repair",
      zones: ["Doral"],
      booker: "self",
      after: "2026-06-06T12:00:00.000Z",
      limit: 3,
    });
    expect(next.map((window) => window.id)).toEqual(["2026-06-08T08:00", "2026-06-08T10:00", "2026-06-08T12:00"]);
  });

  it("refuses a service type the settings give no duration", () => {
    expect(() => windows({ now: MONDAY_9AM, from: "2026-06-03", serviceType: "Pool cleaning" })).toThrow(
      expect.objectContaining({ code: "BAD_INPUT", fieldErrors: { serviceType: "serviceTypeUnknown" } }),
    );
  });
});
