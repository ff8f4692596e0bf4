import { Form, Link, useLocation, useNavigation } from "react-router";
import { appointmentTimeText } from "~/components/portal/appointments/appointment-time-text";
import { Button, buttonVariants } from "~/components/ui/button";
import { UrlDialog } from "~/components/ui/url-dialog";
import type { AppointmentRequestRow } from "~/domain/appointments/list-appointment-requests.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { requestPersonName } from "./request-table";
import { useServiceTypeName } from "./use-service-type-name";

/**
 * `?complete=<id>`: a visit that has not started yet is completed only by staff's explicit choice that the work was
 * done today (issue 33); its service record is then dated today, never the visit's day ahead.
 */
export function CompleteRequestDialog({ request, closeHref }: { request: AppointmentRequestRow; closeHref: string }) {
  const m = useMessages().admin.appointments;
  const locale = useLocale();
  const serviceName = useServiceTypeName();
  const navigation = useNavigation();
  const location = useLocation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("requestId") === request.id &&
    navigation.formData?.get("status") === "completed";
  const starts = request.appointment ? appointmentTimeText(request.appointment.appointmentDate, locale) : "";
  return (
    <UrlDialog
      title={m.completeDialog.title}
      description={format(m.completeDialog.body, {
        service: serviceName(request.serviceType),
        name: requestPersonName(request),
        date: starts,
      })}
      closeHref={closeHref}
      closeLabel={m.dialog.close}
      className="max-w-lg"
    >
      <Form
        method="post"
        action={`${location.pathname}${location.search}`}
        onSubmit={(event) => {
          if (busy) event.preventDefault();
        }}
        className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
      >
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="status" value="completed" />
        <input type="hidden" name="completedToday" value="1" />
        <input type="hidden" name="requestId" value={request.id} />
        <Link to={closeHref} preventScrollReset className={buttonVariants({ variant: "outline" })}>
          {m.completeDialog.keep}
        </Link>
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {busy ? m.completeDialog.confirming : m.completeDialog.confirm}
        </Button>
      </Form>
    </UrlDialog>
  );
}
