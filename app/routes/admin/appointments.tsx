import { CalendarPlus } from "lucide-react";
import { useEffect } from "react";
import { data, Link, useActionData } from "react-router";
import { requireAdmin } from "~/auth/require-user.server";
import { BookAppointmentDialog } from "~/components/admin/appointments/book-appointment-dialog";
import { CancelRequestDialog } from "~/components/admin/appointments/cancel-request-dialog";
import { requestDialogHref, requestListHref } from "~/components/admin/appointments/request-links";
import {
  appointmentFailureToast,
  appointmentFieldMessages,
  appointmentSuccessToast,
  appointmentValidationToast,
  type AppointmentFormReply,
} from "~/components/admin/appointments/request-form-messages";
import { RequestStatusFilter } from "~/components/admin/appointments/request-status-filter";
import { RequestTable } from "~/components/admin/appointments/request-table";
import { ScheduleRequestDialog } from "~/components/admin/appointments/schedule-request-dialog";
import type { CustomerPickerData } from "~/components/admin/services/customer-picker";
import { appointmentTimeText } from "~/components/portal/appointments/appointment-time-text";
import { showToast } from "~/components/forms/show-toast";
import { ScreenLoadError } from "~/components/screen-load-error";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import {
  appointmentRequestListParamsFrom,
  appointmentRequestListSearch,
} from "~/domain/appointments/appointment-request-list-params";
import { bookAppointmentForCustomer } from "~/domain/appointments/book-appointment-for-customer.server";
import { getAppointmentRequest } from "~/domain/appointments/get-appointment-request.server";
import { listAppointmentRequests } from "~/domain/appointments/list-appointment-requests.server";
import { listTechnicianNames } from "~/domain/appointments/list-technician-names.server";
import { earliestRequestableLocal } from "~/domain/appointments/requested-time-rules";
import { setRequestStatus, type ServiceRecordPrefill } from "~/domain/appointments/set-request-status.server";
import { STAFF_BOOKING_FIELDS, type StaffRequestStatus } from "~/domain/appointments/staff-appointment-schemas";
import { isAppError } from "~/domain/app-error";
import { findCustomerChoice, findCustomerChoices } from "~/domain/customers/find-customer-choices.server";
import { formatCount } from "~/domain/dashboard/dashboard-format";
import type { LiveTopicsHandle } from "~/domain/live-updates/back-office-topics";
import { redirectWithToast } from "~/http/flash-toast.server";
import { readFormData } from "~/http/read-request-body.server";
import { format } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { messagesFromMatches, useLocale, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/appointments";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.appointments.metaTitle }];
}

/** Reloads by itself when one of these changes (issue 13: live updates). */
export const handle = { liveTopics: ["requests"] } satisfies LiveTopicsHandle;

/**
 * The service requests (`?status=&page=`) and the dialog the URL opens: `?schedule=<id>`, `?cancel=<id>` or `?book=1`
 * (whose customer picker searches here with `customerQuery`, as the services screen's does). An unknown request
 * answers 404.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const params = appointmentRequestListParamsFrom(search);
  const scheduleId = search.get("schedule");
  const cancelId = search.get("cancel");
  const booking = !scheduleId && !cancelId && search.has("book");
  const [list, scheduling, cancelling, technicianNames] = await Promise.all([
    listAppointmentRequests({ actor, params }),
    scheduleId ? getAppointmentRequest({ actor, requestId: scheduleId }) : null,
    cancelId ? getAppointmentRequest({ actor, requestId: cancelId }) : null,
    scheduleId || booking ? listTechnicianNames() : [],
  ]);
  let picker: CustomerPickerData | null = null;
  if (booking) {
    const query = (search.get("customerQuery") ?? "").trim().slice(0, 100);
    const selectedId = search.get("customerId");
    const [choices, selected] = await Promise.all([
      findCustomerChoices({ actor, q: query }),
      selectedId ? findCustomerChoice({ actor, customerId: selectedId }) : null,
    ]);
    picker = { query, choices, selected };
  }
  const carried = Object.fromEntries(
    STAFF_BOOKING_FIELDS.filter((name) => name !== "customerId" && search.has(name)).map((name) => [
      name,
      search.get(name) ?? "",
    ]),
  );
  return {
    params,
    list,
    scheduling,
    cancelling,
    technicianNames,
    picker,
    carried,
    minLocal: earliestRequestableLocal(new Date()),
  };
}

/** Where Complete goes next: the service history's add dialog with the visit filled in (staff add the amount). */
function serviceRecordHref(prefill: ServiceRecordPrefill): string {
  const search = new URLSearchParams({ add: "1", customerId: prefill.customerId, serviceType: prefill.serviceType });
  if (prefill.serviceDate) search.set("serviceDate", prefill.serviceDate);
  if (prefill.technicianName) search.set("technicianName", prefill.technicianName);
  return `/admin/services?${search}`;
}

/**
 * Two forms: a status change (intent `status`: Schedule with its dialog's fields, Complete, Cancel) and a booking
 * (intent `book`). Success redirects with the spec's toast (Complete on to the prefilled service record); bad input
 * answers 400 with worded field messages in the dialog; an unknown request 404.
 */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const m = messagesFor(resolveLocale(request, actor.locale)).admin.appointments;
  const t = m.toasts;
  const body = Object.fromEntries(
    [...(await readFormData(request)).entries()].filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
  const intent = body.intent === "book" ? "book" : "status";
  const { intent: _intent, requestId, status, customerId, ...values } = body;
  const params = appointmentRequestListParamsFrom(new URL(request.url).searchParams);
  const reply = (
    code: number,
    toast: AppointmentFormReply["toast"],
    fieldErrors: Record<string, string> = {},
    customer: AppointmentFormReply["customer"] = null,
  ) =>
    data(
      {
        intent,
        requestId,
        fieldErrors,
        values: customerId ? { ...values, customerId } : values,
        toast,
        customer,
      } satisfies AppointmentFormReply,
      { status: code },
    );
  try {
    if (intent === "book") {
      const booked = await bookAppointmentForCustomer({ actor, customerId, input: values });
      const when = appointmentTimeText(booked.appointmentDate, resolveLocale(request, actor.locale));
      return redirectWithToast(
        `/admin/appointments${appointmentRequestListSearch(params, { status: "all", page: 1 })}`,
        appointmentSuccessToast(
          t.bookedTitle,
          format(t.booked, { service: booked.serviceType, name: booked.customerName, date: when }),
        ),
      );
    }
    // The schedule dialog's fields come only with Schedule; Complete and Cancel post the status alone.
    const schedule = "appointmentDate" in values ? values : undefined;
    const result = await setRequestStatus({ actor, requestId, status, schedule });
    const word = m.statusWords[result.status as StaffRequestStatus];
    const toast = appointmentSuccessToast(t.statusUpdatedTitle, format(t.statusUpdated, { status: word }));
    if (result.serviceRecordPrefill) return redirectWithToast(serviceRecordHref(result.serviceRecordPrefill), toast);
    return redirectWithToast(requestListHref(params), toast);
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") throw error;
    if (isAppError(error) && error.code === "BAD_INPUT" && error.fieldErrors) {
      const worded = appointmentFieldMessages(error.fieldErrors, m);
      const title = intent === "book" ? t.bookValidationTitle : t.validationTitle;
      // The chosen customer comes back too: without JavaScript the page is rendered anew from this reply.
      const customer =
        intent === "book" && customerId ? await findCustomerChoice({ actor, customerId }).catch(() => null) : null;
      return reply(400, appointmentValidationToast(title, worded), worded, customer);
    }
    console.error(`[appointments] ${intent} by admin ${actor.id} failed`, error);
    const failed =
      intent === "book"
        ? appointmentFailureToast(t.bookFailedTitle, t.bookFailed)
        : appointmentFailureToast(t.statusFailedTitle, t.statusFailed);
    return reply(isAppError(error) ? error.status : 500, failed);
  }
}

export default function AppointmentsPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.appointments;
  const locale = useLocale();
  const { params, list, scheduling, cancelling, picker } = loaderData;
  const reply = useActionData<typeof action>() as AppointmentFormReply | undefined;
  const closeHref = requestListHref(params);

  useEffect(() => {
    if (reply) showToast(reply.toast);
  }, [reply]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">{m.intro}</p>
        </div>
        <Link
          to={requestDialogHref(params, "book")}
          preventScrollReset
          className={buttonVariants({ variant: "default" })}
        >
          <CalendarPlus aria-hidden />
          {m.book}
        </Link>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RequestStatusFilter params={params} counts={list.counts} />
        <Badge variant="secondary" size="md" data-testid="requests-count">
          {list.total === 1 ? m.countOne : format(m.countMany, { count: formatCount(list.total, locale) })}
        </Badge>
      </div>
      <RequestTable list={list} params={{ ...params, page: list.page }} />
      {scheduling ? (
        <ScheduleRequestDialog
          key={scheduling.id}
          request={scheduling}
          technicianNames={loaderData.technicianNames}
          reply={reply?.intent === "status" && reply.requestId === scheduling.id ? reply : undefined}
          closeHref={closeHref}
        />
      ) : null}
      {cancelling ? <CancelRequestDialog request={cancelling} closeHref={closeHref} /> : null}
      {picker ? (
        <BookAppointmentDialog
          picker={reply?.customer ? { ...picker, selected: reply.customer } : picker}
          values={reply?.intent === "book" ? reply.values : loaderData.carried}
          minLocal={loaderData.minLocal}
          technicianNames={loaderData.technicianNames}
          reply={reply?.intent === "book" ? reply : undefined}
          closeHref={closeHref}
          pickerParams={{ ...Object.fromEntries(new URLSearchParams(appointmentRequestListSearch(params))), book: "1" }}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.appointments;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
