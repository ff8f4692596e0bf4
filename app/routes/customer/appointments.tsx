import { CalendarPlus, X } from "lucide-react";
import { Link } from "react-router";
import { ScreenLoadError } from "~/components/screen-load-error";
import { requireCustomer } from "~/auth/require-user.server";
import { useFormReply } from "~/components/forms/use-form-reply";
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
import { AppError } from "~/domain/app-error";
import { cancelAppointment } from "~/domain/appointments/cancel-appointment.server";
import { createAppointmentRequest } from "~/domain/appointments/create-appointment-request.server";
import { editAppointment } from "~/domain/appointments/edit-appointment.server";
import { listCustomerAppointments } from "~/domain/appointments/list-customer-appointments.server";
import { earliestRequestableLocal } from "~/domain/appointments/requested-time-rules";
import { isAppointmentServiceType } from "~/config/service-types";
import { businessHoursLines } from "~/domain/settings/business-hours-text";
import { getSettings } from "~/domain/settings/get-settings.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { formAction } from "~/form-actions/form-action.server";
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
export const action = formAction({
  scope: "appointments",
  guard: requireCustomer,
  // The refusals quote the self-service hours and the office's phone.
  words: async (messages, locale) => {
    const settings = await getSettings();
    const hoursText = businessHoursLines({ ...settings.businessHours, emergencyLine24x7: false }, locale).join(", ");
    return { ...messages.portal.appointments, hoursText, phone: { phone: settings.mainPhone } };
  },
  fieldWords: (keys, { words }) => fieldMessagesOf(keys, words, words.hoursText),
  invalidToast: (_worded, { words }, keys) => validationToast(keys, words, words.hoursText),
  intents: {
    create: {
      run: async ({ actor, fields, words }) => {
        const created = await createAppointmentRequest({ user: actor, input: fields });
        const t = words.toasts;
        const toast =
          created.status === "confirmed"
            ? successToast(t.confirmedTitle, t.confirmed)
            : successToast(t.scheduledTitle, t.scheduled);
        return redirectWithToast(PAGE_PATH, toast);
      },
      refusedExtra: ({ fields }) => ({ appointmentId: fields.appointmentId }),
      conflictToast: ({ words }) =>
        failureToast(words.toasts.notEditableTitle, format(words.toasts.notEditable, words.phone)),
      failedToast: ({ words }) => failureToast(words.toasts.createFailedTitle, words.toasts.createFailed),
    },
    edit: {
      run: async ({ actor, fields, words }) => {
        await editAppointment({ user: actor, appointmentId: fields.appointmentId, input: fields });
        return redirectWithToast(PAGE_PATH, successToast(words.toasts.updatedTitle, words.toasts.updated));
      },
      refusedExtra: ({ fields }) => ({ appointmentId: fields.appointmentId }),
      conflictToast: ({ words }) =>
        failureToast(words.toasts.notEditableTitle, format(words.toasts.notEditable, words.phone)),
      failedToast: ({ words }) => failureToast(words.toasts.updateFailedTitle, words.toasts.updateFailed),
    },
    cancel: {
      run: async ({ actor, fields, words }) => {
        await cancelAppointment({ user: actor, appointmentId: fields.appointmentId });
        return redirectWithToast(PAGE_PATH, successToast(words.toasts.cancelledTitle, words.toasts.cancelled));
      },
      refusedExtra: ({ fields }) => ({ appointmentId: fields.appointmentId }),
      conflictToast: ({ words }) =>
        failureToast(words.toasts.notCancellableTitle, format(words.toasts.notCancellable, words.phone)),
      failedToast: ({ words }) => failureToast(words.toasts.cancelFailedTitle, words.toasts.cancelFailed),
    },
  },
  defaultIntent: "create",
});

export default function AppointmentsPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().portal.appointments;
  const reply = useFormReply<AppointmentFormReply>();
  const formReply = reply && reply.intent !== "cancel" ? reply : undefined;
  const editing =
    loaderData.appointments.find(
      (appointment) =>
        appointment.id === (formReply?.intent === "edit" ? formReply.appointmentId : loaderData.editingId),
    ) ?? null;
  const formOpen = loaderData.formOpen || formReply !== undefined;

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
