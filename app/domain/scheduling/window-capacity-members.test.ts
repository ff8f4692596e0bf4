import { describe, expect, it } from "vitest";
import { DEFAULT_SCHEDULING } from "~/config/business-defaults";
import type { SchedulingSettings, WeeklyHours } from "~/config/settings-shapes";
import { decideMemberBenefits } from "~/domain/plans/member-benefits";
import { freeWindows } from "./free-windows";
import type { Booker, BusyInterval, MemberPriority, SchedulingTechnician, WindowAvailability } from "./window-types";

/** Plan members' priority in capacity (issue 37 item 5): the member lead time and a repair's use of the reserve. */

const WEEKDAYS_8_TO_18: WeeklyHours = {
  sunday: null,
  monday: { start: "08:00", end: "18:00" },
  tuesday: { start: "08:00", end: "18:00" },
  wednesday: { start: "08:00", end: "18:00" },
  thursday: { start: "08:00", end: "18:00" },
  friday: { start: "08:00", end: "18:00" },
  saturday: null,
};

function technician(id: string): SchedulingTechnician {
  return {
    id,
    name: `Tech ${id}`,
    active: true,
    serviceTypes: ["Maintenance", "AC Repair", "Heating Repair", "Installation", "Emergency Service"],
    zones: ["Doral"],
    weeklyHours: WEEKDAYS_8_TO_18,
    daysOff: [],
  };
}

// Monday 1 June 2026, 9:00 AM in Miami (EDT).
const MONDAY_9AM = "2026-06-01T13:00:00Z";
const PREMIUM: MemberPriority = { priorityScheduling: true, emergencyReserve: true };
const BASIC: MemberPriority = { priorityScheduling: true, emergencyReserve: false };

function windowAt(
  id: string,
  options: {
    now?: string;
    member?: MemberPriority;
    serviceType?: string;
    booker?: Booker;
    technicians?: SchedulingTechnician[];
    busy?: BusyInterval[];
    scheduling?: Partial<SchedulingSettings>;
  } = {},
): WindowAvailability {
  const date = id.slice(0, 10);
  const days = freeWindows({
    scheduling: { ...DEFAULT_SCHEDULING, ...options.scheduling },
    technicians: options.technicians ?? [technician("a")],
    busy: options.busy ?? [],
    now: new Date(options.now ?? MONDAY_9AM),
    from: date,
    to: date,
    serviceType: options.serviceType ?? "Maintenance",
    zones: ["Doral"],
    booker: options.booker ?? "self",
    member: options.member,
  });
  return days.flatMap((day) => day.windows).find((window) => window.id === id)!;
}

// Five technicians at 20%: one place reserved; four busy on Wednesday morning, so the one free place is the reserve.
const five = ["a", "b", "c", "d", "e"].map(technician);
const fourBusy = ["a", "b", "c", "d"].map((id) => ({
  technicianId: id,
  start: new Date("2026-06-03T12:00:00Z"),
  end: new Date("2026-06-03T14:00:00Z"),
}));
const reserveOnly = { technicians: five, busy: fourBusy };

describe("plan members' priority in capacity", () => {
  it("lets a member with priority scheduling book a window 5 hours ahead, which a non-member may not", () => {
    // 9:00 now; the 14:00 window starts 5 hours ahead: inside 24 hours, outside the member's 4.
    expect(windowAt("2026-06-01T14:00")).toMatchObject({ bookable: false, refusal: "leadTime" });
    expect(windowAt("2026-06-01T14:00", { member: PREMIUM })).toMatchObject({ bookable: true, refusal: null });
    expect(windowAt("2026-06-01T14:00", { member: BASIC })).toMatchObject({ bookable: true });
  });

  it("still refuses a member a window closer than the member lead time", () => {
    // The 12:00 window starts 3 hours ahead.
    expect(windowAt("2026-06-01T12:00", { member: PREMIUM })).toMatchObject({ refusal: "leadTime" });
  });

  it("never makes a member wait longer than everyone: the shorter of the two lead times holds", () => {
    const scheduling = { leadTimeHours: 2, memberLeadTimeHours: 4 };
    expect(windowAt("2026-06-01T12:00", { member: PREMIUM, scheduling })).toMatchObject({ bookable: true });
  });

  it("keeps Emergency Service's own lead time for members", () => {
    const emergency = { member: PREMIUM, serviceType: "Emergency Service" };
    expect(windowAt("2026-06-01T10:00", emergency)).toMatchObject({ refusal: "leadTime" });
    expect(windowAt("2026-06-01T12:00", emergency)).toMatchObject({ bookable: true });
  });

  it("lets a member with priority emergency service take the reserve for a repair", () => {
    for (const serviceType of ["AC Repair", "Heating Repair"])
      expect(windowAt("2026-06-03T08:00", { ...reserveOnly, serviceType, member: PREMIUM })).toMatchObject({
        reserve: 1,
        freeTechnicians: 1,
        bookable: true,
      });
  });

  it("keeps the reserve from a member's planned work and from a repair by a member without the benefit or none", () => {
    expect(windowAt("2026-06-03T08:00", { ...reserveOnly, serviceType: "Maintenance", member: PREMIUM })).toMatchObject(
      { refusal: "reserved" },
    );
    expect(windowAt("2026-06-03T08:00", { ...reserveOnly, serviceType: "AC Repair", member: BASIC })).toMatchObject({
      refusal: "reserved",
    });
    expect(windowAt("2026-06-03T08:00", { ...reserveOnly, serviceType: "AC Repair" })).toMatchObject({
      refusal: "reserved",
    });
  });

  it("gives a Basic member's priority scheduling for 12 months after the order, and then no more", () => {
    const basicPaidOn = (createdAt: string) =>
      decideMemberBenefits({
        subscriptions: [],
        basicOrders: [{ status: "paid", createdAt: new Date(createdAt) }],
        discounts: { basic: 10 },
        now: new Date(MONDAY_9AM),
      });
    const withinYear = basicPaidOn("2025-06-02T15:00:00Z");
    const pastYear = basicPaidOn("2025-05-31T15:00:00Z");
    expect(windowAt("2026-06-01T14:00", { member: withinYear })).toMatchObject({ bookable: true });
    expect(windowAt("2026-06-01T14:00", { member: pastYear })).toMatchObject({ refusal: "leadTime" });
  });

  it("gives staff nothing from the member's benefits they do not already have", () => {
    expect(windowAt("2026-06-01T10:00", { booker: "staff" })).toMatchObject({ bookable: true });
    expect(windowAt("2026-06-03T08:00", { ...reserveOnly, booker: "staff" })).toMatchObject({ bookable: true });
  });
});
