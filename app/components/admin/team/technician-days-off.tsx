import { Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { FieldError, Label } from "~/components/ui/label";
import type { TechnicianRow } from "~/domain/team/list-technicians.server";
import type { FormReply } from "~/http/form-reply";
import { format, type Locale } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { TeamActionButton } from "./team-action-button";

/** A calendar date (YYYY-MM-DD) as the page's language writes it, with its weekday. */
function dayText(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The technician's days off from today on, each with its Remove button, and the form that adds one. */
export function TechnicianDaysOff({ technician, reply }: { technician: TechnicianRow; reply: FormReply | undefined }) {
  const m = useMessages().admin.team.daysOff;
  const locale = useLocale();
  const busy = useNavigation().formData?.get("intent") === "add-day-off";
  const error = reply?.intent === "add-day-off" ? reply.fieldErrors.day : undefined;
  return (
    <section aria-labelledby="days-off-title" className="space-y-3">
      <h3 id="days-off-title" className="text-lg font-semibold">
        {m.title}
      </h3>
      <p className="text-sm text-muted-foreground">{m.intro}</p>
      {technician.daysOff.length === 0 ? (
        <p className="text-sm" data-testid="days-off-none">
          {m.none}
        </p>
      ) : (
        <ul className="divide-y rounded-lg border" data-testid="days-off">
          {technician.daysOff.map((day) => (
            <li key={day} className="flex items-center justify-between gap-3 px-3 py-2" data-day={day}>
              <span>{dayText(day, locale)}</span>
              <TeamActionButton
                intent="remove-day-off"
                technicianId={technician.id}
                day={day}
                label={m.remove}
                accessibleLabel={format(m.removeLabel, { day: dayText(day, locale) })}
                variant="ghost"
                icon={<Trash2 aria-hidden />}
              />
            </li>
          ))}
        </ul>
      )}
      <Form method="post" noValidate className="flex flex-wrap items-end gap-3" aria-label={m.add}>
        <input type="hidden" name="intent" value="add-day-off" />
        <input type="hidden" name="technicianId" value={technician.id} />
        <div className="space-y-2">
          <Label htmlFor="day-off-date">{m.day}</Label>
          <Input
            id="day-off-date"
            type="date"
            name="day"
            className="w-48"
            defaultValue={reply?.intent === "add-day-off" ? (reply.values.day ?? "") : ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "day-off-date-error" : undefined}
          />
        </div>
        <Button type="submit" variant="outline" disabled={busy} aria-disabled={busy}>
          {m.add}
        </Button>
        <FieldError id="day-off-date-error" message={error} />
      </Form>
    </section>
  );
}
