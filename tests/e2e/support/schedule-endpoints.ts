import type { Endpoint } from "./endpoint-catalogue";

/** Ids nobody has: the dispatch board looks the visit up first and answers 404, changing nothing. */
const UNKNOWN_VISIT = "00000000-0000-4000-8000-000000000000";
const UNKNOWN_TECHNICIAN = "00000000-0000-4000-8000-000000000001";

/** The dispatch board's one form (issue 35): the Move dialog and a drag and drop post it alike. */
export const SCHEDULE_ENDPOINTS: readonly Endpoint[] = [
  {
    name: "Staff move a visit on the dispatch board",
    module: "app/routes/admin/schedule.tsx",
    intent: "move",
    who: "admin",
    encoding: "form",
    path: () => "/admin/schedule",
    body: () => ({
      intent: "move",
      appointmentId: UNKNOWN_VISIT,
      technicianId: UNKNOWN_TECHNICIAN,
      date: "2031-03-04",
      start: "10:00",
      override: "on",
    }),
    textFields: ["appointmentId", "technicianId", "date", "start"],
  },
];
