import type { AppointmentServiceType } from "~/config/service-types";
import { WEEKDAYS, type TimeRange, type WeeklyHours } from "~/config/settings-shapes";
import type { technicians } from "../schema";
import type { DemoCalendar } from "./demo-calendar";
import { DEMO_TECH_EMAIL } from "./demo-logins";

/** The demo company's own domain (its logins are admin@ and customer@ there): the technicians' work addresses. */
const DEMO_COMPANY_DOMAIN = "awac.example";

type DemoTechnician = {
  firstName: string;
  lastName: string;
  locale: "en" | "es";
  serviceTypes: AppointmentServiceType[];
  zones: string[];
  weeklyHours: WeeklyHours;
  onEmergencyRota: boolean;
};

const hours = (start: string, end: string): TimeRange => ({ start, end });

function week(weekday: TimeRange | null, saturday: TimeRange | null, monday: TimeRange | null = weekday): WeeklyHours {
  return {
    sunday: null,
    monday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
    saturday,
  };
}

/**
 * Four technicians who together cover all 17 zones (issue 34, item 9), most zones by two or three of them, so a busy
 * window can be full in one zone and open in the next. Two speak Spanish at work; one is on the emergency rota; their
 * hours differ (an early finisher misses the 4 PM window, one works Tuesday to Saturday), and Coral Gables, the demo
 * customer's zone, has three of them for maintenance.
 */
export const DEMO_TECHNICIANS: readonly DemoTechnician[] = [
  {
    firstName: "Luis",
    lastName: "Herrera",
    locale: "es",
    serviceTypes: ["AC Repair", "Heating Repair", "Emergency Service", "Maintenance"],
    zones: ["City of Miami", "Coral Gables", "Coconut Grove", "South Miami", "Key Biscayne"],
    weeklyHours: week(hours("08:00", "18:00"), hours("08:00", "14:00")),
    onEmergencyRota: true,
  },
  {
    firstName: "Daniela",
    lastName: "Castillo",
    locale: "es",
    serviceTypes: ["Maintenance", "Consultation", "Installation", "AC Repair"],
    zones: ["Coral Gables", "Kendall", "Pinecrest", "Gables by the Sea", "Palmetto Bay", "Homestead", "South Miami"],
    weeklyHours: week(hours("07:30", "16:30"), null),
    onEmergencyRota: false,
  },
  {
    firstName: "Kevin",
    lastName: "Brooks",
    locale: "en",
    serviceTypes: ["Installation", "AC Repair", "Heating Repair", "Maintenance"],
    zones: ["Miami Beach", "Surfside", "Bal Harbour", "Aventura", "City of Miami", "Key Biscayne"],
    weeklyHours: week(hours("08:00", "18:00"), hours("08:00", "12:00")),
    onEmergencyRota: false,
  },
  {
    firstName: "Yolanda",
    lastName: "Pierre",
    locale: "en",
    serviceTypes: ["Maintenance", "Consultation", "AC Repair", "Emergency Service"],
    zones: ["Doral", "Hialeah", "Miami Lakes", "City of Miami", "Kendall", "Coral Gables"],
    weeklyHours: week(hours("08:00", "17:00"), hours("08:00", "17:00"), null),
    onEmergencyRota: false,
  },
];

/**
 * Whose login the demo has (`tech@awac.example`, issue 35 item 5): Kevin Brooks, in English, who works Monday to
 * Saturday, so his day has visits on every business day; his work address is the login's.
 */
export const DEMO_LOGIN_TECHNICIAN = 2;

/** Which technician takes a day off in the coming two weeks (a weekday they would work). */
const DAY_OFF_TECHNICIAN = 1;

export type DemoTechnicianRow = typeof technicians.$inferInsert & { name: string };

export function buildDemoTechnicians(nextPhone: () => string): DemoTechnicianRow[] {
  return DEMO_TECHNICIANS.map((technician, index) => ({
    name: `${technician.firstName} ${technician.lastName}`,
    phone: nextPhone(),
    email:
      index === DEMO_LOGIN_TECHNICIAN
        ? DEMO_TECH_EMAIL
        : `${technician.firstName}.${technician.lastName}@${DEMO_COMPANY_DOMAIN}`.toLowerCase(),
    locale: technician.locale,
    serviceTypes: technician.serviceTypes,
    zones: technician.zones,
    weeklyHours: technician.weeklyHours,
    onEmergencyRota: technician.onEmergencyRota,
  }));
}

/**
 * The one day off of the demo: the first day at least three days ahead that the technician would work, so it falls
 * inside the booking strip and shows as fewer places that day.
 */
export function demoDayOff(calendar: DemoCalendar): { technicianName: string; day: string } {
  const { firstName, lastName, weeklyHours } = DEMO_TECHNICIANS[DAY_OFF_TECHNICIAN]!;
  for (let offset = 3; ; offset++) {
    const day = calendar.date(offset);
    const weekday = WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]!;
    if (weeklyHours[weekday]) return { technicianName: `${firstName} ${lastName}`, day };
  }
}
