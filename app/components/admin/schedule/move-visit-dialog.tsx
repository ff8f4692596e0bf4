import { Form, Link, useNavigation } from "react-router";
import { useServiceTypeName } from "~/components/admin/appointments/use-service-type-name";
import { appointmentTimeText } from "~/components/portal/appointments/appointment-time-text";
import { Alert } from "~/components/ui/alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { UrlDialog } from "~/components/ui/url-dialog";
import type { DispatchCard, DispatchDay } from "~/domain/dispatch/dispatch-types";
import type { FormReply } from "~/http/form-reply";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { windowRangeText } from "./schedule-format";

const SELECT =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";

/**
 * `?move=<id>`, or a refused move: the keyboard's way to assign or move a visit. A move that would overbook comes
 * back with the `override` field's words, and the dialog then asks for the explicit "Book over capacity" tick.
 * Works without JavaScript (a plain form); with it, focus moves in, stays in and Escape closes (UrlDialog).
 */
export function MoveVisitDialog({
  day,
  card,
  reply,
  closeHref,
}: {
  day: DispatchDay;
  card: DispatchCard;
  reply: FormReply | undefined;
  closeHref: string;
}) {
  const m = useMessages().admin.schedule;
  const locale = useLocale();
  const serviceName = useServiceTypeName();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("appointmentId") === card.id;
  const values = reply?.values ?? {};
  const errors = reply?.fieldErrors ?? {};
  const needsOverride = Boolean(errors.override);
  const start = values.start ?? day.windows.find((window) => window.id === card.windowId)?.start ?? "";
  return (
    <UrlDialog
      title={format(m.move.title, { name: card.customerName })}
      description={format(m.move.description, {
        service: serviceName(card.serviceType),
        when: appointmentTimeText(card.startsAt, locale),
      })}
      closeHref={closeHref}
      closeLabel={m.move.close}
      className="max-w-lg"
    >
      <Form method="post" action={closeHref} className="flex flex-col gap-4" data-testid="move-dialog">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="appointmentId" value={card.id} />
        {errors.form ? <Alert variant="destructive">{errors.form}</Alert> : null}
        <div className="flex flex-col gap-1">
          <Label htmlFor="move-technician">{m.move.technician}</Label>
          <select
            id="move-technician"
            name="technicianId"
            defaultValue={values.technicianId ?? card.technicianId ?? ""}
            className={SELECT}
            aria-invalid={errors.technicianId ? true : undefined}
            aria-describedby={errors.technicianId ? "move-technician-error" : undefined}
          >
            <option value="" disabled>
              —
            </option>
            {day.technicians.map((technician) => (
              <option key={technician.id} value={technician.id}>
                {technician.name}
              </option>
            ))}
          </select>
          {errors.technicianId ? (
            <p id="move-technician-error" className="text-sm text-destructive">
              {errors.technicianId}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="move-date">{m.move.date}</Label>
          <Input id="move-date" name="date" type="date" required defaultValue={values.date ?? day.date} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="move-window">{m.move.window}</Label>
          <select
            id="move-window"
            name="start"
            defaultValue={start}
            className={SELECT}
            aria-invalid={errors.window ? true : undefined}
            aria-describedby={errors.window ? "move-window-error" : undefined}
          >
            {day.windows.map((window) => (
              <option key={window.id} value={window.start}>
                {windowRangeText(window, locale)}
              </option>
            ))}
          </select>
          {errors.window ? (
            <p id="move-window-error" className="text-sm text-destructive">
              {errors.window}
            </p>
          ) : null}
        </div>
        {needsOverride ? (
          <div className="flex flex-col gap-2 rounded-md border border-warning p-3" data-testid="override-question">
            <p role="alert" className="text-sm font-medium">
              {errors.override}
            </p>
            <div className="flex items-center gap-2">
              <input id="move-override" name="override" type="checkbox" className="size-4" required />
              <Label htmlFor="move-override">{m.move.override}</Label>
            </div>
            <p className="text-xs text-muted-foreground">{m.move.overrideHint}</p>
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={closeHref} preventScrollReset className={buttonVariants({ variant: "outline" })}>
            {m.move.cancel}
          </Link>
          <Button type="submit" disabled={busy} aria-disabled={busy}>
            {busy ? m.move.moving : needsOverride ? m.move.submitOverride : m.move.submit}
          </Button>
        </div>
      </Form>
    </UrlDialog>
  );
}
