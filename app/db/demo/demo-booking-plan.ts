import type { AppointmentServiceType } from "~/config/service-types";
import { DEMO_LOGIN_NEXT_VISIT_DAYS } from "./demo-customers";

/** What the demo's two weeks of bookings are made of (planDemoBookings places them): the story's visits, the rush. */
type NotedBooking = {
  customerIndex: number;
  serviceType: AppointmentServiceType;
  /** Days from today (under two weeks); the window tried first, then the day's others, then the next days'. */
  day: number;
  start: string;
  status: "scheduled" | "confirmed";
  customerNotes: string | null;
  /** Staff named a technician who speaks the customer's language, as the office would. */
  preferLocale?: "es";
};

/** The visits the rest of the demo talks about (the demo login's, and the customers with notes), booked first. */
export const NOTED_BOOKINGS: NotedBooking[] = [
  {
    customerIndex: 0,
    serviceType: "Maintenance",
    day: DEMO_LOGIN_NEXT_VISIT_DAYS,
    start: "10:00",
    status: "confirmed",
    customerNotes: "Bi-annual Premium Care visit. Please also check the upstairs vent, it has been noisy.",
    preferLocale: "es",
  },
  {
    customerIndex: 3,
    serviceType: "AC Repair",
    day: 2,
    start: "14:00",
    status: "scheduled",
    customerNotes: "Upstairs will not cool below 80°F since yesterday.",
  },
  {
    customerIndex: 5,
    serviceType: "Installation",
    day: 4,
    start: "08:00",
    status: "scheduled",
    customerNotes: "Quote to replace the old window units with a ductless mini-split.",
  },
  { customerIndex: 8, serviceType: "Maintenance", day: 9, start: "10:00", status: "confirmed", customerNotes: null },
  {
    customerIndex: 12,
    serviceType: "Consultation",
    day: 13,
    start: "14:00",
    status: "confirmed",
    customerNotes: "Looking at a more efficient system for a 2,200 sq ft house.",
  },
];

/** Windows booked until every technician working then is taken, so the demo shows full windows. */
export const RUSH_WINDOWS = [
  { day: 1, start: "14:00" },
  { day: 3, start: "08:00" },
  { day: 8, start: "10:00" },
];

/** Miami's mix of online bookings: mostly maintenance and AC repair. */
export const BOOKED_SERVICE_TYPES: AppointmentServiceType[] = [
  "Maintenance",
  "Maintenance",
  "Maintenance",
  "AC Repair",
  "AC Repair",
  "AC Repair",
  "Heating Repair",
  "Consultation",
  "Installation",
  "Emergency Service",
];
