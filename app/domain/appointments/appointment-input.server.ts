import type { z } from "zod";
import { AppError } from "~/domain/app-error";
import { firstIssuePerField } from "~/domain/form-field-errors";
import type { BusinessHours } from "~/config/settings-shapes";
import { businessLocalToInstant, keepsVisitTime, requestedTimeProblem } from "./requested-time-rules";

/**
 * Parses a request or an edit with the form's own schema, then checks the requested time against the clock and
 * the business hours, unless it is the time the visit already has (`keptTime`: an edit of the address, phone or
 * notes of a visit the office may have booked outside the self-service hours). Refusals are AppError BAD_INPUT whose
 * field errors are message keys of the screen (`portal.appointments.validation`), in the spec's order, so the route
 * words them in the customer's language.
 */
export function parseAppointmentInput<
  Schema extends z.ZodType<{ appointmentDate: string; durationMinutes: number }>,
>(input: {
  schema: Schema;
  value: unknown;
  hours: BusinessHours;
  now: Date;
  keptTime?: { appointmentDate: Date; durationMinutes: number };
}): z.infer<Schema> & { appointmentInstant: Date } {
  const parsed = input.schema.safeParse(input.value);
  if (!parsed.success) {
    throw new AppError(
      "BAD_INPUT",
      "The appointment form has invalid fields",
      firstIssuePerField(parsed.error, "appointmentDate") as Record<string, string>,
    );
  }
  const data = parsed.data as z.infer<Schema>;
  const instant = businessLocalToInstant(data.appointmentDate);
  const kept =
    instant !== null &&
    input.keptTime !== undefined &&
    keepsVisitTime(input.keptTime, { appointmentDate: instant, durationMinutes: data.durationMinutes });
  const problem = kept
    ? null
    : requestedTimeProblem({
        value: data.appointmentDate,
        durationMinutes: data.durationMinutes,
        hours: input.hours,
        now: input.now,
      });
  if (problem)
    throw new AppError("BAD_INPUT", `The requested time is refused: ${problem}`, { appointmentDate: problem });
  return { ...data, appointmentInstant: instant! };
}
