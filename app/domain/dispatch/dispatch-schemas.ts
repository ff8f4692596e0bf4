import { z } from "zod";

/**
 * A move on the dispatch board (issue 35 item 1), as the Move dialog and a drag and drop post it: the technician,
 * the arrival window ("YYYY-MM-DDTHH:MM", the booking's window id) and staff's explicit override. Its issues are
 * message keys (`admin.schedule.validation`).
 */
export type MoveVisitValidationKey =
  | "technicianRequired"
  | "windowRequired"
  | "windowInvalid"
  | "windowFull"
  | "technicianBusy"
  | "technicianNotEligible"
  | "notMovable";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WINDOW_ID = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export const MoveVisitSchema = z.object({
  technicianId: z
    .string({ error: "technicianRequired" })
    .trim()
    .min(1, "technicianRequired")
    .regex(UUID, "technicianRequired"),
  window: z.string({ error: "windowRequired" }).trim().min(1, "windowRequired").regex(WINDOW_ID, "windowInvalid"),
  // A checkbox: present ("on", "true") when staff ticked "Book over capacity".
  override: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
});

export type MoveVisitInput = z.input<typeof MoveVisitSchema>;

/**
 * The move form's fields as MoveVisitSchema reads them: the dialog and a drop post the day and the window's start
 * separately (a date input and a select), which make the booking's window id; a `window` posted whole is kept.
 */
export function moveVisitFormInput(fields: Record<string, string | undefined>): MoveVisitInput {
  const window = fields.window || (fields.date && fields.start ? `${fields.date}T${fields.start}` : "");
  return { technicianId: fields.technicianId ?? "", window, override: fields.override };
}
