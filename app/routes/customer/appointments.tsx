import { CalendarPlus, X } from "lucide-react";
import { Link, redirect, useSearchParams } from "react-router";
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
import { RescheduleForm } from "~/components/portal/appointments/reschedule-form";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { buttonVariants } from "~/components/ui/button";
import { AppError } from "~/domain/app-error";
import { bookPortalVisit } from "~/domain/appointments/book-portal-visit.server";
import { cancelPortalVisit, editPortalVisit } from "~/domain/appointments/change-portal-visit.server";
import { listCustomerAppointments } from "~/domain/appointments/list-customer-appointments.server";
import { getPortalBookingForm } from "~/domain/appointments/portal-booking-form.server";
import { isAppointmentServiceType } from "~/config/service-types";
import { businessHoursLines } from "~/domain/settings/business-hours-text";
import { getSettings } from "~/domain/settings/get-settings.server";
import { clientAddress } from "~/http/client-ip.server";
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
 * The list, and the form's state from the URL (so everything works without JavaScript): `?new=1` opens the booking
 * form (`&service=<type>` chooses its service type, as 'Book a Visit' does; `&zip=` a zip code when the customer
 * record has none; `&from=<date>` a page of dates), `?reschedule=<id>` the picker for one visit, `?cancel=<id>` the
 * cancel confirmation. An id that is not one of the user's own appointments answers 404.
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
  const rescheduling = own(params.get("reschedule"));
  const cancelling = own(params.get("cancel"));
  const service = params.get("service");
  const phone = { phone: settings.mainPhone };
  if (rescheduling && !rescheduling.canEdit)
    throw redirectWithToast(PAGE_PATH, failureToast(t.notEditableTitle, format(t.notEditable, phone)));
  if (cancelling && !cancelling.canCancel)
    throw redirectWithToast(PAGE_PATH, failureToast(t.notCancellableTitle, format(t.notCancellable, phone)));
  const formOpen = params.has("new") || rescheduling !== null;
  const presetServiceType = isAppointmentServiceType(service) ? service : null;
  const booking = formOpen
    ? await getPortalBookingForm({
        user,
        serviceType: rescheduling?.serviceType ?? presetServiceType,
        askedZipCode: params.get("zip"),
        visitZipCode: rescheduling?.zipCode,
        from: params.get("from"),
        now,
      })
    : null;
  return {
    appointments,
    reschedulingId: rescheduling?.id ?? null,
    cancellingId: cancelling?.id ?? null,
    formOpen,
    booking,
    presetServiceType,
    serviceCallFeeCents: settings.serviceCallFeeCents,
    hoursLines: businessHoursLines(settings.businessHours, locale),
    requestHoursText: businessHoursLines({ ...settings.businessHours, emergencyLine24x7: false }, locale).join(", "),
    emergencyPhone: settings.emergencyPhone,
    mainPhone: settings.mainPhone,
  };
}

/** The booking form again for another service type, zip code or page of dates (a GET the form's links make). */
function bookingHref(current: URLSearchParams, change: { service?: string; zip?: string; from?: string | null }) {
  const next = new URLSearchParams(current);
  next.delete("index");
  if (!next.has("reschedule")) next.set("new", "1");
  if (change.service !== undefined) {
    if (change.service) next.set("service", change.service);
    else next.delete("service");
  }
  if (change.zip !== undefined) next.set("zip", change.zip);
  if (change.from === null) next.delete("from");
  else if (change.from !== undefined) next.set("from", change.from);
  return `?${next.toString()}`;
}

/**
 * One action for the screen's forms (intent create / reschedule / cancel, and windows: the no-JavaScript "Show free
 * windows" that reloads the picker for the chosen service type and zip code). Success redirects with the spec's
 * toast; bad input answers 400 with worded field messages ("That window was just taken" 409 under the picker, which
 * the reloaded page offers the next free windows in); a refused change 409; another customer's id 404 (AppError
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
  fieldWords: (keys, { words }) => fieldMessagesOf(keys, words, words.hoursText, words.phone.phone),
  invalidToast: (_worded, { words }, keys) => validationToast(keys, words, words.hoursText, words.phone.phone),
  intents: {
    windows: {
      run: async ({ fields, url }) =>
        redirect(
          `${PAGE_PATH}${bookingHref(url.searchParams, {
            service: isAppointmentServiceType(fields.serviceType) ? fields.serviceType : "",
            ...(fields.zipCode ? { zip: fields.zipCode.slice(0, 10) } : {}),
            from: null,
          })}`,
        ),
    },
    create: {
      run: async ({ actor, fields, words, locale, request }) => {
        const booked = await bookPortalVisit({
          user: actor,
          input: fields,
          consent: { locale, clientAddress: clientAddress(request) },
        });
        const t = words.toasts;
        const toast =
          booked.status === "confirmed"
            ? successToast(t.confirmedTitle, t.confirmed)
            : successToast(t.scheduledTitle, t.scheduled);
        return redirectWithToast(PAGE_PATH, toast);
      },
      failedToast: ({ words }) => failureToast(words.toasts.createFailedTitle, words.toasts.createFailed),
    },
    reschedule: {
      run: async ({ actor, fields, words }) => {
        const edited = await editPortalVisit({ user: actor, appointmentId: fields.appointmentId, input: fields });
        const t = words.toasts;
        const body = !edited.moved ? t.updatedDetails : edited.status === "confirmed" ? t.updated : t.updatedScheduled;
        return redirectWithToast(PAGE_PATH, successToast(t.updatedTitle, body));
      },
      refusedExtra: ({ fields }) => ({ appointmentId: fields.appointmentId }),
      conflictToast: ({ words }) =>
        failureToast(words.toasts.notEditableTitle, format(words.toasts.notEditable, words.phone)),
      failedToast: ({ words }) => failureToast(words.toasts.updateFailedTitle, words.toasts.updateFailed),
    },
    cancel: {
      run: async ({ actor, fields, words }) => {
        await cancelPortalVisit({ user: actor, appointmentId: fields.appointmentId });
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
  const [searchParams] = useSearchParams();
  const formReply = reply && reply.intent !== "cancel" ? reply : undefined;
  const rescheduling =
    loaderData.appointments.find(
      (appointment) =>
        appointment.id === (formReply?.intent === "reschedule" ? formReply.appointmentId : loaderData.reschedulingId),
    ) ?? null;
  const formOpen = loaderData.formOpen || formReply !== undefined;
  const booking = loaderData.booking;
  const hrefFor = (change: { service?: string; from?: string | null }) => bookingHref(searchParams, change);

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
          {formOpen && booking ? (
            <>
              {formReply && Object.keys(formReply.fieldErrors).length === 0 ? <ReplyAlert reply={formReply} /> : null}
              {rescheduling ? (
                <RescheduleForm
                  key={rescheduling.id}
                  appointment={rescheduling}
                  booking={booking}
                  mainPhone={loaderData.mainPhone}
                  reply={formReply}
                  closeHref="."
                  pageHref={(from) => hrefFor({ from })}
                />
              ) : (
                <AppointmentForm
                  key="new"
                  booking={booking}
                  hoursText={loaderData.requestHoursText}
                  mainPhone={loaderData.mainPhone}
                  reply={formReply}
                  presetServiceType={loaderData.presetServiceType}
                  closeHref="."
                  hrefFor={hrefFor}
                />
              )}
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
