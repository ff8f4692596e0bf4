import type { Endpoint } from "./endpoint-catalogue";

/** A visit nobody has: the technician's action looks it up among their own first and answers 404, changing nothing. */
const UNKNOWN_VISIT = "00000000-0000-4000-8000-000000000000";
const KEY = "7b2a1d3f-4c5e-4f60-9a1b-2c3d4e5f6a7b";

const COMPLETION = {
  intent: "completed",
  idempotencyKey: KEY,
  workDone: "Cleaned the coil and the drain line",
  partsUsed: "1 filter 16x25",
  amountCharged: "120",
  paymentStatus: "paid",
  technicianNotes: "Change the filter every three months.",
  // One price book row (issue 38); the form posts these repeated, one pair per row.
  lineCode: "part_filter",
  lineQuantity: "1",
};
const COMPLETION_TEXT = [
  "idempotencyKey",
  "workDone",
  "partsUsed",
  "amountCharged",
  "paymentStatus",
  "technicianNotes",
  "lineCode",
  "lineQuantity",
];

/** The technician's visit actions (issue 35): the page's forms, and the offline queue's JSON twin of them. */
export const TECH_VISIT_ENDPOINTS: readonly Endpoint[] = [
  ...(["on_my_way", "arrived"] as const).map((intent): Endpoint => ({
    name: `A technician marks a visit (${intent})`,
    module: "app/routes/tech/visit.tsx",
    intent,
    who: "technician",
    encoding: "multipart",
    path: () => `/tech/visits/${UNKNOWN_VISIT}`,
    body: () => ({ intent, idempotencyKey: KEY }),
    textFields: ["idempotencyKey"],
  })),
  {
    name: "A technician completes a visit (completed)",
    module: "app/routes/tech/visit.tsx",
    intent: "completed",
    who: "technician",
    encoding: "multipart",
    path: () => `/tech/visits/${UNKNOWN_VISIT}`,
    body: () => COMPLETION,
    textFields: COMPLETION_TEXT,
  },
  {
    name: "A technician's phone sends a queued completion",
    module: "app/routes/tech/visit-send.ts",
    who: "technician",
    encoding: "multipart",
    path: () => `/tech/visits/${UNKNOWN_VISIT}/send`,
    body: () => COMPLETION,
    textFields: COMPLETION_TEXT,
  },
];
