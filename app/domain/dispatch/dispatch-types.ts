import type { WindowFacts } from "~/domain/scheduling/window-types";

/**
 * What the dispatch board shows (issue 35 item 1), as plain data: the screens import these view types, never the
 * database's. Instants are ISO strings; business dates are "YYYY-MM-DD".
 */

/** A column of the board: an active technician and their shift that day (null when they do not work it). */
export type DispatchTechnician = {
  id: string;
  name: string;
  zones: readonly string[];
  serviceTypes: readonly string[];
  shift: { start: string; end: string } | null;
  dayOff: boolean;
};

/** A visit on the board. `windowId` is the arrival window its start falls in (null for a visit at a free time). */
export type DispatchCard = {
  id: string;
  serviceRequestId: string | null;
  customerName: string;
  serviceType: string;
  zone: string | null;
  status: string;
  startsAt: string;
  windowId: string | null;
  technicianId: string | null;
  technicianName: string | null;
  onMyWayAt: string | null;
  arrivedAt: string | null;
  completedAt: string | null;
  planMember: boolean;
  emergency: boolean;
  overCapacity: boolean;
  /** Only scheduled and confirmed visits may be moved (a completed or cancelled one is history). */
  movable: boolean;
};

/**
 * One window's places: `provided` technicians work then, `used` of them (or more, when staff booked past capacity)
 * have a visit overlapping it, `free` are left, `reserved` of them are the emergency reserve, opened to everyone once
 * `reserveReleased`.
 */
export type WindowCapacity = {
  provided: number;
  used: number;
  free: number;
  reserved: number;
  reserveReleased: boolean;
  overCapacity: boolean;
};

export type DispatchWindow = WindowFacts & { capacity: WindowCapacity };

/**
 * The capacity report of a day or a week: places (a technician in a window) provided, booked, held in reserve and
 * released from it; and technician minutes on shift against minutes of visits booked.
 */
export type CapacityFigures = {
  providedPlaces: number;
  bookedPlaces: number;
  reservedPlaces: number;
  releasedPlaces: number;
  providedMinutes: number;
  bookedMinutes: number;
};

export type DispatchDay = {
  date: string;
  today: string;
  technicians: DispatchTechnician[];
  windows: DispatchWindow[];
  /** Visits assigned to one of the columns, in start order. */
  cards: DispatchCard[];
  /** Scheduled or confirmed visits of the day with no technician (or one no longer active), for staff to assign. */
  tray: DispatchCard[];
  capacity: CapacityFigures;
};

/** One day of the week view: its visits per technician, the unassigned ones, and its capacity. */
export type DispatchWeekDay = {
  date: string;
  windows: number;
  visitsByTechnician: Record<string, number>;
  unassigned: number;
  capacity: CapacityFigures;
};

export type DispatchWeek = {
  from: string;
  to: string;
  today: string;
  technicians: { id: string; name: string }[];
  days: DispatchWeekDay[];
  capacity: CapacityFigures;
};
