import type { appointments, serviceRequests } from "../schema";
import type { DemoCalendar } from "./demo-calendar";
import { oneLineAddress, type DemoCustomerRow } from "./demo-customers";
import type { AppointmentServiceType } from "~/config/service-types";

type Status = "scheduled" | "confirmed" | "completed" | "cancelled";

type Scenario = {
  customerIndex: number;
  serviceType: AppointmentServiceType;
  /** Days from today (negative: in the past); moved off Sundays. */
  day: number;
  hour: number;
  durationMinutes: number;
  status: Status;
  /** How many days before the appointment the customer asked for it. */
  requestedDaysBefore: number;
  customerNotes: string | null;
  technicianNotes: string | null;
};

// Past visits and a cancelled one, without windows (booked before issue 34); the visits ahead are booked into
// arrival windows with technicians by demo-bookings.ts.
const SCENARIOS: Scenario[] = [
  {
    customerIndex: 0,
    serviceType: "Maintenance",
    day: -45,
    hour: 9,
    durationMinutes: 60,
    status: "completed",
    requestedDaysBefore: 7,
    customerNotes: "Seasonal tune-up before summer.",
    technicianNotes: "Cleaned the coils and replaced the filter; system running within spec.",
  },
  {
    customerIndex: 10,
    serviceType: "Maintenance",
    day: -3,
    hour: 13,
    durationMinutes: 60,
    status: "completed",
    requestedDaysBefore: 9,
    customerNotes: null,
    technicianNotes: "Annual maintenance done; recommended a coil cleaning next visit.",
  },
  {
    customerIndex: 14,
    serviceType: "AC Repair",
    day: -20,
    hour: 11,
    durationMinutes: 90,
    status: "completed",
    requestedDaysBefore: 2,
    customerNotes: "Outdoor unit hums but the fan does not spin.",
    technicianNotes: "Replaced the run capacitor; unit cooling normally.",
  },
  {
    customerIndex: 17,
    serviceType: "Emergency Service",
    day: -61,
    hour: 8,
    durationMinutes: 120,
    status: "completed",
    requestedDaysBefore: 1,
    customerNotes: "Water leaking from the air handler closet.",
    technicianNotes: "Cleared a clogged condensate line and replaced the float switch.",
  },
  {
    customerIndex: 19,
    serviceType: "Heating Repair",
    day: 8,
    hour: 10,
    durationMinutes: 60,
    status: "cancelled",
    requestedDaysBefore: 6,
    customerNotes: "Heat pump blows cold air in heat mode.",
    technicianNotes: null,
  },
];

/** A request's status follows its appointment's (DECISIONS.md §4: scheduling a request confirms the visit). */
const REQUEST_STATUS: Record<Status, "pending" | "scheduled" | "completed" | "cancelled"> = {
  scheduled: "pending",
  confirmed: "scheduled",
  completed: "completed",
  cancelled: "cancelled",
};

export type DemoVisit = {
  customerIndex: number;
  request: Omit<typeof serviceRequests.$inferInsert, "customerId">;
  appointment: Omit<typeof appointments.$inferInsert, "customerId" | "serviceRequestId">;
};

export function buildDemoVisits(customers: DemoCustomerRow[], calendar: DemoCalendar): DemoVisit[] {
  return SCENARIOS.map((scenario) => {
    const customer = customers[scenario.customerIndex]!;
    const day = calendar.workday(scenario.day);
    const appointmentDate = calendar.at(day, scenario.hour);
    const requestedAt = calendar.at(day - scenario.requestedDaysBefore, 19, 15);
    const requestCreatedAt = requestedAt < calendar.now ? requestedAt : calendar.ago(0.2);
    // Staff touched the request when they confirmed, completed or cancelled it.
    const touchedAt =
      scenario.status === "scheduled"
        ? requestCreatedAt
        : new Date(Math.min(appointmentDate.getTime(), calendar.now.getTime() - 3_600_000));
    const updatedAt = touchedAt < requestCreatedAt ? requestCreatedAt : touchedAt;
    return {
      customerIndex: scenario.customerIndex,
      request: {
        name: `${customer.firstName} ${customer.lastName}`,
        email: customer.email,
        phone: customer.phone,
        serviceType: scenario.serviceType,
        message: scenario.customerNotes,
        status: REQUEST_STATUS[scenario.status],
        createdAt: requestCreatedAt,
        updatedAt,
      },
      appointment: {
        serviceType: scenario.serviceType,
        appointmentDate,
        durationMinutes: scenario.durationMinutes,
        serviceAddress: oneLineAddress(customer),
        phone: customer.phone,
        customerNotes: scenario.customerNotes,
        technicianNotes: scenario.technicianNotes,
        status: scenario.status,
        createdAt: requestCreatedAt,
        updatedAt,
      },
    };
  });
}
