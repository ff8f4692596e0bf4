import type { VisitState } from "./visit-states";

/** One visit as the technician's screen shows it (issue 35): everything needed at the door, and the state. */
export type TechnicianVisit = {
  id: string;
  /** The business date, YYYY-MM-DD. */
  date: string;
  startsAt: string;
  /** The arrival window's end, when it was booked into one. */
  windowEnd: string | null;
  durationMinutes: number;
  customerName: string;
  address: string;
  phone: string;
  serviceType: string;
  customerNotes: string | null;
  technicianNotes: string | null;
  equipment: { type: string | null; brand: string | null; model: string | null; installedOn: string | null } | null;
  /** The customer's plan code when they have one (Comfort Club member). */
  plan: string | null;
  /** The customer's most recent service record other than this visit's. */
  lastVisit: { date: string; serviceType: string; notes: string | null; technicianName: string | null } | null;
  state: VisitState;
};
