import type { Endpoint } from "./endpoint-catalogue";
import { technicianFormFields } from "./technician-login";

/** A technician id nobody has: the Team screen's row forms look it up and answer 404, changing nothing. */
const UNKNOWN_TECHNICIAN = "00000000-0000-4000-8000-000000000000";

/**
 * The Team screen's forms (issue 34) for the endpoint catalogue: saving a technician makes a new one with an address
 * nobody uses; the row forms name a technician nobody has.
 */
export const TEAM_ENDPOINTS: readonly Endpoint[] = [
  {
    name: "Staff add a technician",
    module: "app/routes/admin/team.tsx",
    intent: "save",
    who: "admin",
    encoding: "form",
    path: () => "/admin/team",
    body: (t) => technicianFormFields("Fuzz Technician", t.email("technician")),
    textFields: ["name", "phone", "email", "locale", "serviceTypes", "zones", "monday.start", "monday.end"],
    makesTargets: true,
  },
  ...(["activate", "deactivate", "delete", "give-login", "remove-login", "revoke-calendar-feed"] as const).map(
    (intent): Endpoint => ({
      name: `Staff ${intent} a technician`,
      module: "app/routes/admin/team.tsx",
      intent,
      who: "admin",
      encoding: "form",
      path: () => "/admin/team",
      body: () => ({ intent, technicianId: UNKNOWN_TECHNICIAN }),
      textFields: ["technicianId"],
    }),
  ),
  ...(["add-day-off", "remove-day-off"] as const).map((intent): Endpoint => ({
    name: `Staff ${intent === "add-day-off" ? "add" : "remove"} a technician's day off`,
    module: "app/routes/admin/team.tsx",
    intent,
    who: "admin",
    encoding: "form",
    path: () => "/admin/team",
    body: () => ({ intent, technicianId: UNKNOWN_TECHNICIAN, day: "2031-03-04" }),
    textFields: ["technicianId", "day"],
  })),
];
