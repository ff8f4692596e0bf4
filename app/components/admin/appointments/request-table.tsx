import { CalendarCheck, CalendarClock, CheckCircle2, XCircle } from "lucide-react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { DataTable, type DataTableColumn } from "~/components/admin/data-table";
import { ListPagination } from "~/components/admin/services/list-pagination";
import { appointmentTimeText } from "~/components/portal/appointments/appointment-time-text";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import type { AppointmentRequestListParams } from "~/domain/appointments/appointment-request-list-params";
import { visitHasStarted } from "~/domain/appointments/requested-time-rules";
import type {
  AppointmentRequestList,
  AppointmentRequestRow,
} from "~/domain/appointments/list-appointment-requests.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { requestDialogHref, requestListHref } from "./request-links";
import { RequestStatusBadge } from "./request-status-badge";
import { useServiceTypeName } from "./use-service-type-name";

/**
 * The requests as a table (scrolls sideways on a phone), or the spec's empty state. `now` is the server's clock when
 * the page was loaded, so the server and the browser draw the same Complete control.
 */
export function RequestTable({
  list,
  params,
  now: nowIso,
}: {
  list: AppointmentRequestList;
  params: AppointmentRequestListParams;
  now: string;
}) {
  const m = useMessages().admin.appointments;
  const locale = useLocale();
  const serviceName = useServiceTypeName();
  const now = new Date(nowIso);
  const none = <span className="text-muted-foreground">{m.table.noValue}</span>;
  const columns: DataTableColumn<AppointmentRequestRow>[] = [
    {
      header: m.table.customer,
      className: "w-40 min-w-[9rem]",
      cell: (row) => (
        <>
          {row.customer ? (
            <>
              <Link
                to={`/admin/customers/${row.customer.id}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {row.customer.name || row.contactName}
              </Link>
              <span className="block text-xs text-muted-foreground">{row.customer.customerNumber}</span>
            </>
          ) : (
            <span className="font-medium">{row.contactName}</span>
          )}
          {row.email ? <span className="block break-all text-xs text-muted-foreground">{row.email}</span> : null}
        </>
      ),
    },
    {
      header: m.table.service,
      className: "min-w-[11rem]",
      cell: (row) => (
        <>
          <span className="font-medium">{serviceName(row.serviceType)}</span>
          {row.appointment ? (
            <span className="block tabular-nums">
              {appointmentTimeText(row.appointment.appointmentDate, locale)} ·{" "}
              {format(m.table.minutes, { minutes: row.appointment.durationMinutes })}
            </span>
          ) : (
            <span className="block text-muted-foreground">{m.table.noAppointment}</span>
          )}
          <span className="block text-xs text-muted-foreground">
            {format(m.table.requested, { date: appointmentTimeText(row.createdAt, locale) })}
          </span>
        </>
      ),
    },
    {
      header: m.table.contact,
      className: "min-w-[9rem] max-w-[12rem]",
      cell: (row) => (
        <>
          {row.address ? <span className="block break-words">{row.address}</span> : null}
          {row.phone ? <span className="block whitespace-nowrap">{row.phone}</span> : null}
          {!row.address && !row.phone ? none : null}
        </>
      ),
    },
    {
      header: m.table.notes,
      className: "min-w-[8rem] max-w-[12rem]",
      cell: (row) =>
        row.notes ? <span className="line-clamp-3 whitespace-pre-line break-words">{row.notes}</span> : none,
    },
    {
      header: m.table.status,
      className: "min-w-[9rem] max-w-[12rem]",
      cell: (row) => (
        <>
          <RequestStatusBadge status={row.status} />
          <span className="mt-1 block text-xs text-muted-foreground">
            {format(m.table.updatedAt, { date: appointmentTimeText(row.updatedAt, locale) })}
          </span>
          {row.appointment?.technicianName ? (
            <span className="mt-2 block" data-testid="request-technician">
              <span className="text-muted-foreground">{m.table.technician}: </span>
              <span className="font-medium">{row.appointment.technicianName}</span>
            </span>
          ) : null}
          {row.appointment?.technicianNotes ? (
            <span className="mt-0.5 line-clamp-2 whitespace-pre-line break-words text-xs text-muted-foreground">
              {row.appointment.technicianNotes}
            </span>
          ) : null}
        </>
      ),
    },
    {
      header: m.table.actions,
      align: "right",
      className: "w-40",
      cell: (row) => (
        <RowActions
          row={row}
          params={params}
          described={{ service: serviceName(row.serviceType), name: requestPersonName(row) }}
          now={now}
        />
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <DataTable
        rows={list.rows}
        columns={columns}
        rowKey={(row) => row.id}
        rowTestId="request-row"
        rowData={(row) => ({ "data-request-id": row.id })}
        label={m.table.caption}
        empty={{ text: m.empty, hint: m.emptyHint, testId: "requests-empty" }}
        widthClassName="min-w-[56rem]"
      />
      <ListPagination
        page={list.page}
        pageCount={list.pageCount}
        hrefFor={(page) => requestListHref(params, { page })}
        words={m.pagination}
      />
    </div>
  );
}

/** The name staff know the request by: the customer record's, else the name it was made under. */
export function requestPersonName(row: AppointmentRequestRow): string {
  return row.customer?.name || row.contactName;
}

/** Schedule / Complete / Cancel, the current status's button disabled (spec document 2 §4). */
function RowActions({
  row,
  params,
  described,
  now,
}: {
  row: AppointmentRequestRow;
  params: AppointmentRequestListParams;
  described: { service: string; name: string };
  now: Date;
}) {
  const m = useMessages().admin.appointments.table;
  const navigation = useNavigation();
  const location = useLocation();
  const small = buttonVariants({ variant: "outline", size: "sm" });
  const completing =
    navigation.state !== "idle" &&
    navigation.formData?.get("requestId") === row.id &&
    navigation.formData?.get("status") === "completed";
  return (
    <div className="flex flex-col items-stretch gap-1.5 [&_a]:justify-start [&_button]:w-full [&_button]:justify-start">
      {row.status === "scheduled" ? (
        <Button type="button" variant="outline" size="sm" disabled>
          <CalendarCheck aria-hidden />
          {m.schedule}
        </Button>
      ) : (
        <Link
          to={requestDialogHref(params, "schedule", row.id)}
          preventScrollReset
          aria-label={format(m.scheduleLabel, described)}
          className={small}
        >
          <CalendarCheck aria-hidden />
          {m.schedule}
        </Link>
      )}
      {row.status !== "completed" && row.appointment && !visitHasStarted(row.appointment.appointmentDate, now) ? (
        // Before its start time a visit is completed only as done today, chosen in its own dialog (issue 33).
        <Link
          to={requestDialogHref(params, "complete", row.id)}
          preventScrollReset
          aria-label={format(m.completeLabel, described)}
          className={small}
        >
          <CheckCircle2 aria-hidden />
          {m.complete}
        </Link>
      ) : (
        <Form
          method="post"
          action={`${location.pathname}${location.search}`}
          onSubmit={(event) => {
            if (completing) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="requestId" value={row.id} />
          <input type="hidden" name="status" value="completed" />
          <Button
            type="submit"
            variant="outline"
            size="sm"
            disabled={row.status === "completed" || completing}
            aria-label={format(m.completeLabel, described)}
          >
            <CheckCircle2 aria-hidden />
            {completing ? m.completing : m.complete}
          </Button>
        </Form>
      )}
      {row.status === "cancelled" ? (
        <Button type="button" variant="outline" size="sm" disabled>
          <XCircle aria-hidden />
          {m.cancel}
        </Button>
      ) : (
        <Link
          to={requestDialogHref(params, "cancel", row.id)}
          preventScrollReset
          aria-label={format(m.cancelLabel, described)}
          className={cn(small, "text-destructive")}
        >
          <XCircle aria-hidden />
          {m.cancel}
        </Link>
      )}
      {row.status === "scheduled" && row.appointment ? (
        <Link
          to={requestDialogHref(params, "schedule", row.id)}
          preventScrollReset
          aria-label={format(m.rescheduleLabel, described)}
          className={buttonVariants({ variant: "ghost", size: "sm" })}
        >
          <CalendarClock aria-hidden />
          {m.reschedule}
        </Link>
      ) : null}
    </div>
  );
}
