import { Form, Link, useLocation, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { UrlDialog } from "~/components/ui/url-dialog";
import type { AppointmentRequestRow } from "~/domain/appointments/list-appointment-requests.server";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { requestPersonName } from "./request-table";
import { useServiceTypeName } from "./use-service-type-name";

/** `?cancel=<id>`: the confirmation before a request and its appointment are cancelled (the customer is mailed). */
export function CancelRequestDialog({ request, closeHref }: { request: AppointmentRequestRow; closeHref: string }) {
  const m = useMessages().admin.appointments;
  const serviceName = useServiceTypeName();
  const navigation = useNavigation();
  const location = useLocation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("requestId") === request.id &&
    navigation.formData?.get("status") === "cancelled";
  return (
    <UrlDialog
      title={m.cancelDialog.title}
      description={format(m.cancelDialog.body, {
        service: serviceName(request.serviceType),
        name: requestPersonName(request),
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
        <input type="hidden" name="status" value="cancelled" />
        <input type="hidden" name="requestId" value={request.id} />
        <Link to={closeHref} preventScrollReset className={buttonVariants({ variant: "outline" })}>
          {m.cancelDialog.keep}
        </Link>
        <Button type="submit" variant="destructive" disabled={busy} aria-disabled={busy}>
          {busy ? m.cancelDialog.confirming : m.cancelDialog.confirm}
        </Button>
      </Form>
    </UrlDialog>
  );
}
