import { CalendarPlus } from "lucide-react";
import { Link } from "react-router";
import { requireAdmin } from "~/auth/require-user.server";
import { BookAppointmentDialog } from "~/components/admin/appointments/book-appointment-dialog";
import { CancelRequestDialog } from "~/components/admin/appointments/cancel-request-dialog";
import { requestDialogHref, requestListHref } from "~/components/admin/appointments/request-links";
import { CompleteRequestDialog } from "~/components/admin/appointments/complete-request-dialog";
import type { AppointmentFormReply } from "~/components/admin/appointments/request-form-messages";
import { RequestStatusFilter } from "~/components/admin/appointments/request-status-filter";
import { RequestTable } from "~/components/admin/appointments/request-table";
import { ScheduleRequestDialog } from "~/components/admin/appointments/schedule-request-dialog";
import type { CustomerPickerData } from "~/components/admin/services/customer-picker";
import { appointmentTimeText } from "~/components/portal/appointments/appointment-time-text";
import { useFormReply } from "~/components/forms/use-form-reply";
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
import { findCustomerChoice, findCustomerChoices } from "~/domain/customers/find-customer-choices.server";
import { formatCount } from "~/domain/dashboard/dashboard-format";
import type { LiveTopicsHandle } from "~/domain/live-updates/back-office-topics";
import { redirectWithToast } from "~/http/flash-toast.server";
import { failureToast, successToast, validationToast } from "~/http/form-toast";
import { formAction } from "~/form-actions/form-action.server";
import { format } from "~/i18n/catalog";
import { messagesFromMatches, useLocale, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/appointments";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.appointments.metaTitle }];
}

/** Reloads by itself when one of these changes (issue 13: live updates). */
export const handle = { liveTopics: ["requests"] } satisfies LiveTopicsHandle;

/**
 * The service requests (`?status=&page=`) and the dialog the URL opens: `?schedule=<id>`, `?cancel=<id>`,
 * `?complete=<id>` (completing a visit before its start time) or `?book=1`
 * (whose customer picker searches here with `customerQuery`, as the services screen's does). An unknown request
 * answers 404.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const params = appointmentRequestListParamsFrom(search);
  const scheduleId = search.get("schedule");
  const cancelId = search.get("cancel");
  const completeId = !scheduleId && !cancelId ? search.get("complete") : null;
  const booking = !scheduleId && !cancelId && !completeId && search.has("book");
  const [list, scheduling, cancelling, completing, technicianNames] = await Promise.all([
    listAppointmentRequests({ actor, params }),
    scheduleId ? getAppointmentRequest({ actor, requestId: scheduleId }) : null,
    cancelId ? getAppointmentRequest({ actor, requestId: cancelId }) : null,
    completeId ? getAppointmentRequest({ actor, requestId: completeId }) : null,
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
  const now = new Date();
  return {
    params,
    list,
    scheduling,
    cancelling,
    completing,
    technicianNames,
    picker,
    carried,
    minLocal: earliestRequestableLocal(now),
    /** The clock the rows' Complete controls are drawn against (a visit not started yet asks first). */
    now: now.toISOString(),
  };
}

/** Where Complete goes next: the service history's add dialog with the visit filled in (staff add the amount). */
function serviceRecordHref(prefill: ServiceRecordPrefill): string {
  const search = new URLSearchParams({ add: "1", customerId: prefill.customerId, serviceType: prefill.serviceType });
  if (prefill.serviceDate) search.set("serviceDate", prefill.serviceDate);
  if (prefill.technicianName) search.set("technicianName", prefill.technicianName);
  return `/admin/services?${search}`;
}

/** The schedule dialog's fields: they come only with Schedule; Complete and Cancel post the status alone. */
const SCHEDULE_FIELDS = ["appointmentDate", "technicianName", "technicianNotes"] as const;

/**
 * Two forms: a status change (intent `status`: Schedule with its dialog's fields, Complete, with `completedToday` from
 * the early-completion dialog, Cancel) and a booking (intent `book`). Success redirects with the spec's toast
 * (Complete on to the prefilled service record); bad input answers 400 with worded field messages (in the dialog, or
 * the toast for a row's button); an unknown request 404.
 */
export const action = formAction({
  scope: "appointments",
  guard: requireAdmin,
  words: (messages) => messages.admin.appointments,
  defaultIntent: "status",
  intents: {
    status: {
      run: async ({ actor, fields, url, words }) => {
        const schedule = "appointmentDate" in fields ? pick(fields, SCHEDULE_FIELDS) : undefined;
        const result = await setRequestStatus({
          actor,
          requestId: fields.requestId,
          status: fields.status,
          schedule,
          completedToday: fields.completedToday === "1",
        });
        const word = words.statusWords[result.status as StaffRequestStatus];
        const toast = successToast(
          words.toasts.statusUpdatedTitle,
          format(words.toasts.statusUpdated, { status: word }),
        );
        // A visit's record is written with its completion (issue 35): staff go on to add its amount; an older request
        // without an appointment still goes to a new record filled in from it.
        const back = result.serviceRecordId
          ? `/admin/services?edit=${encodeURIComponent(result.serviceRecordId)}`
          : result.serviceRecordPrefill
            ? serviceRecordHref(result.serviceRecordPrefill)
            : requestListHref(appointmentRequestListParamsFrom(url.searchParams));
        return redirectWithToast(back, toast);
      },
      invalidToast: (messages, { words }) => validationToast(words.toasts.validationTitle, messages),
      failedToast: ({ words }) => failureToast(words.toasts.statusFailedTitle, words.toasts.statusFailed),
      refusedExtra: ({ fields }) => ({ requestId: fields.requestId }),
    },
    book: {
      run: async ({ actor, fields, url, locale, words }) => {
        const { intent: _intent, requestId: _requestId, status: _status, customerId, ...values } = fields;
        const booked = await bookAppointmentForCustomer({ actor, customerId, input: values });
        const when = appointmentTimeText(booked.appointmentDate, locale);
        const params = appointmentRequestListParamsFrom(url.searchParams);
        return redirectWithToast(
          `/admin/appointments${appointmentRequestListSearch(params, { status: "all", page: 1 })}`,
          successToast(
            words.toasts.bookedTitle,
            format(words.toasts.booked, { service: booked.serviceType, name: booked.customerName, date: when }),
          ),
        );
      },
      invalidToast: (messages, { words }) => validationToast(words.toasts.bookValidationTitle, messages),
      failedToast: ({ words }) => failureToast(words.toasts.bookFailedTitle, words.toasts.bookFailed),
      // The chosen customer comes back too: without JavaScript the page is rendered anew from this reply.
      refusedExtra: async ({ actor, fields }) => ({
        customer: fields.customerId
          ? await findCustomerChoice({ actor, customerId: fields.customerId }).catch(() => null)
          : null,
      }),
    },
  },
});

function pick(fields: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.filter((name) => name in fields).map((name) => [name, fields[name]!]));
}

export default function AppointmentsPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.appointments;
  const locale = useLocale();
  const { params, list, scheduling, cancelling, completing, picker } = loaderData;
  const reply = useFormReply<AppointmentFormReply>();
  const closeHref = requestListHref(params);

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
      <RequestTable list={list} params={{ ...params, page: list.page }} now={loaderData.now} />
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
      {completing ? <CompleteRequestDialog request={completing} closeHref={closeHref} /> : null}
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
