import { CalendarPlus, X } from "lucide-react";
import { useEffect } from "react";
import { data, Link, useActionData } from "react-router";
import { ScreenLoadError } from "~/components/screen-load-error";
import { requireCustomer } from "~/auth/require-user.server";
import { showToast } from "~/components/forms/show-toast";
import { AppointmentAside } from "~/components/portal/appointments/appointment-aside";
import { AppointmentForm, type AppointmentFormReply } from "~/components/portal/appointments/appointment-form";
import {
  failureToast,
  fieldMessagesOf,
  successToast,
  validationToast,
} from "~/components/portal/appointments/appointment-form-messages";
import { AppointmentList } from "~/components/portal/appointments/appointment-list";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { buttonVariants } from "~/components/ui/button";
import { AppError, isAppError } from "~/domain/app-error";
import { cancelAppointment } from "~/domain/appointments/cancel-appointment.server";
import { createAppointmentRequest } from "~/domain/appointments/create-appointment-request.server";
import { editAppointment } from "~/domain/appointments/edit-appointment.server";
import { listCustomerAppointments } from "~/domain/appointments/list-customer-appointments.server";
import { earliestRequestableLocal } from "~/domain/appointments/requested-time-rules";
import { isAppointmentServiceType } from "~/config/service-types";
import { businessHoursLines } from "~/domain/settings/business-hours-text";
import { getSettings } from "~/domain/settings/get-settings.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { readFormData } from "~/http/read-request-body.server";
import { format } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/appointments";

const PAGE_PATH = "/customer/appointments";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).portal.appointments.metaTitle }];
}

/**
 * The list, and the form's state from the URL (so everything works without JavaScript): `?new=1` opens the request
 * form (`&service=<type>` chooses its service type, as 'Book a Visit' does), `?edit=<id>` the edit form, `?cancel=<id>` the cancel confirmation. An id that is not one of the user's
 * own appointments answers 404.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const locale = resolveLocale(request, user.locale);
  const t = messagesFor(locale).portal.appointments.toasts;
  const now = new Date();
  const [appointments, settings] = await Promise.all([listCustomerAppointments({ user, now }), getSettings()]);
  const params = new URL(request.url).searchParams;
  const own = (id: string | null) => {
    if (id === null) return null;
    const found = appointments.find((appointment) => appointment.id === id);
    if (!found) throw new AppError("NOT_FOUND", "No such appointment");
    return found;
  };
  const editing = own(params.get("edit"));
  const cancelling = own(params.get("cancel"));
  const service = params.get("service");
  const phone = { phone: settings.mainPhone };
  if (editing && !editing.canEdit)
    throw redirectWithToast(PAGE_PATH, failureToast(t.notEditableTitle, format(t.notEditable, phone)));
  if (cancelling && !cancelling.canCancel)
    throw redirectWithToast(PAGE_PATH, failureToast(t.notCancellableTitle, format(t.notCancellable, phone)));
  return {
    appointments,
    editingId: editing?.id ?? null,
    cancellingId: cancelling?.id ?? null,
    formOpen: params.has("new") || editing !== null,
    presetServiceType: isAppointmentServiceType(service) ? service : null,
    minLocal: earliestRequestableLocal(now),
    serviceCallFeeCents: settings.serviceCallFeeCents,
    hoursLines: businessHoursLines(settings.businessHours, locale),
    requestHoursText: businessHoursLines({ ...settings.businessHours, emergencyLine24x7: false }, locale).join(", "),
    emergencyPhone: settings.emergencyPhone,
    mainPhone: settings.mainPhone,
  };
}

/**
 * One action for the screen's three forms (intent create / edit / cancel). Success redirects with the spec's toast;
 * bad input answers 400 with worded field messages; a refused change 409; another customer's id 404 (AppError
 * NOT_FOUND escapes to the shared mapping). Status, customer id or prices in the body are never read.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireCustomer(request);
  const locale = resolveLocale(request, user.locale);
  const m = messagesFor(locale).portal.appointments;
  const t = m.toasts;
  const body = Object.fromEntries(
    [...(await readFormData(request)).entries()].filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
  const intent = body.intent === "edit" || body.intent === "cancel" ? body.intent : "create";
  const settings = await getSettings();
  const hoursText = businessHoursLines({ ...settings.businessHours, emergencyLine24x7: false }, locale).join(", ");
  const { intent: _intent, ...values } = body;
  const reply = (status: number, toast: AppointmentFormReply["toast"], fieldErrors: Record<string, string> = {}) =>
    data({ intent, appointmentId: body.appointmentId, fieldErrors, values, toast } satisfies AppointmentFormReply, {
      status,
    });
  try {
    if (intent === "create") {
      const created = await createAppointmentRequest({ user, input: body });
      const toast =
        created.status === "confirmed"
          ? successToast(t.confirmedTitle, t.confirmed)
          : successToast(t.scheduledTitle, t.scheduled);
      return redirectWithToast(PAGE_PATH, toast);
    }
    if (intent === "edit") {
      await editAppointment({ user, appointmentId: body.appointmentId, input: body });
      return redirectWithToast(PAGE_PATH, successToast(t.updatedTitle, t.updated));
    }
    await cancelAppointment({ user, appointmentId: body.appointmentId });
    return redirectWithToast(PAGE_PATH, successToast(t.cancelledTitle, t.cancelled));
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") throw error;
    if (isAppError(error) && error.code === "BAD_INPUT" && error.fieldErrors) {
      return reply(
        400,
        validationToast(error.fieldErrors, m, hoursText),
        fieldMessagesOf(error.fieldErrors, m, hoursText),
      );
    }
    if (isAppError(error) && error.code === "CONFLICT") {
      const phone = { phone: settings.mainPhone };
      const toast =
        intent === "cancel"
          ? failureToast(t.notCancellableTitle, format(t.notCancellable, phone))
          : failureToast(t.notEditableTitle, format(t.notEditable, phone));
      return reply(409, toast);
    }
    console.error(`[appointments] ${intent} by user ${user.id} failed`, error);
    const failed = {
      create: failureToast(t.createFailedTitle, t.createFailed),
      edit: failureToast(t.updateFailedTitle, t.updateFailed),
      cancel: failureToast(t.cancelFailedTitle, t.cancelFailed),
    };
    return reply(isAppError(error) ? error.status : 500, failed[intent]);
  }
}

export default function AppointmentsPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().portal.appointments;
  const reply = useActionData<typeof action>() as AppointmentFormReply | undefined;
  const formReply = reply && reply.intent !== "cancel" ? reply : undefined;
  const editing =
    loaderData.appointments.find(
      (appointment) =>
        appointment.id === (formReply?.intent === "edit" ? formReply.appointmentId : loaderData.editingId),
    ) ?? null;
  const formOpen = loaderData.formOpen || formReply !== undefined;

  useEffect(() => {
    if (reply) showToast(reply.toast);
  }, [reply]);

  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
          <p className="mt-1 text-muted-foreground">{m.intro}</p>
        </div>
        {formOpen ? (
          <Link to="." preventScrollReset className={buttonVariants({ variant: "outline" })}>
            <X aria-hidden />
            {m.closeForm}
          </Link>
        ) : (
          <Link to="?new=1" preventScrollReset className={buttonVariants({ variant: "accent" })}>
            <CalendarPlus aria-hidden />
            {m.openForm}
          </Link>
        )}
      </div>
      {reply && reply.intent === "cancel" ? <ReplyAlert reply={reply} /> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {formOpen ? (
            <>
              {formReply && Object.keys(formReply.fieldErrors).length === 0 ? <ReplyAlert reply={formReply} /> : null}
              <AppointmentForm
                key={editing?.id ?? "new"}
                editing={editing}
                minLocal={loaderData.minLocal}
                hoursText={loaderData.requestHoursText}
                reply={formReply}
                presetServiceType={editing ? null : loaderData.presetServiceType}
                closeHref="."
              />
            </>
          ) : null}
          <AppointmentList
            appointments={loaderData.appointments}
            cancellingId={loaderData.cancellingId}
            mainPhone={loaderData.mainPhone}
          />
        </div>
        <AppointmentAside
          feeCents={loaderData.serviceCallFeeCents}
          hoursLines={loaderData.hoursLines}
          emergencyPhone={loaderData.emergencyPhone}
        />
      </div>
    </div>
  );
}

/** A refusal that is not about one field stays on the page too (the toast needs JavaScript; this does not). */
function ReplyAlert({ reply }: { reply: AppointmentFormReply }) {
  return (
    <Alert variant="destructive">
      <p className="mb-1 font-semibold leading-none">{reply.toast.title}</p>
      <AlertDescription>{reply.toast.description}</AlertDescription>
    </Alert>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().portal.appointments;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
