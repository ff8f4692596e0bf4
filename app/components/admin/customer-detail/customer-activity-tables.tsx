import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import {
  formatBusinessDate,
  formatBusinessTime,
  formatCalendarDate,
  formatUsd,
} from "~/domain/dashboard/dashboard-format";
import type { CustomerDetail } from "~/domain/customers/get-customer-detail.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import {
  AppointmentStatusBadge,
  OrderStatusBadge,
  PaymentStatusBadge,
  RewardClaimStatusBadge,
} from "./customer-detail-badges";

type InvoiceStatusKey = keyof ReturnType<typeof useMessages>["admin"]["invoices"]["statuses"];

const headCell = "whitespace-nowrap border-b px-3 py-2 text-left font-medium text-muted-foreground";
const cell = "border-b px-3 py-2 align-top";

/** The customer's appointments, service history, orders and reward claims, newest first, each as a table. */
export function CustomerActivityTables({ customer }: { customer: CustomerDetail }) {
  const m = useMessages().admin.customerDetail;
  const locale = useLocale();
  const serviceTypes = m.serviceTypes as Record<string, string>;
  const service = (type: string) => serviceTypes[type] ?? type;
  const rewardNames = m.rewards.names as Record<string, string>;
  const invoiceWords = useMessages().admin.invoices;

  return (
    <div className="flex flex-col gap-4">
      <ActivityTable
        id="appointments"
        title={m.appointments.heading}
        empty={m.appointments.empty}
        total={customer.counts.appointments}
        columns={[
          m.appointments.date,
          m.appointments.service,
          m.appointments.duration,
          m.appointments.address,
          m.appointments.status,
        ]}
        rows={customer.appointments.map((a) => [
          <span key="d" className="whitespace-nowrap">
            {formatBusinessDate(a.appointmentDate, locale)}, {formatBusinessTime(a.appointmentDate, locale)}
          </span>,
          service(a.serviceType),
          <span key="m" className="whitespace-nowrap">
            {format(m.appointments.minutes, { minutes: a.durationMinutes })}
          </span>,
          <span key="a" className="break-words">
            {a.serviceAddress}
          </span>,
          <AppointmentStatusBadge key="s" status={a.status} />,
        ])}
        rowKeys={customer.appointments.map((a) => a.id)}
      />
      <ActivityTable
        id="service-history"
        title={m.history.heading}
        empty={m.history.empty}
        total={customer.counts.serviceHistory}
        action={
          <Link
            to={`/admin/services?customer=${customer.id}`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {m.history.manage}
          </Link>
        }
        columns={[m.history.date, m.history.service, m.history.technician, m.history.amount, m.history.payment]}
        numericColumn={3}
        rows={customer.serviceHistory.map((h) => [
          <span key="d" className="whitespace-nowrap">
            {formatCalendarDate(h.serviceDate, locale)}
          </span>,
          <span key="s" className="break-words">
            {service(h.serviceType)}
            {h.description ? <span className="block text-xs text-muted-foreground">{h.description}</span> : null}
          </span>,
          h.technicianName ?? m.notSet,
          formatUsd(h.amountCharged, locale),
          <span key="p" className="flex flex-col items-start gap-1">
            <PaymentStatusBadge status={h.paymentStatus} />
            {h.invoice ? (
              <Link
                to={`/admin/invoices/${h.invoice.id}`}
                className="whitespace-nowrap text-xs text-primary underline-offset-4 hover:underline"
              >
                {h.invoice.number ?? invoiceWords.table.draft} ·{" "}
                {invoiceWords.statuses[h.invoice.status as InvoiceStatusKey]}
              </Link>
            ) : null}
          </span>,
        ])}
        rowKeys={customer.serviceHistory.map((h) => h.id)}
      />
      <ActivityTable
        id="orders"
        title={m.orders.heading}
        empty={m.orders.empty}
        total={customer.counts.orders}
        columns={[m.orders.date, m.orders.description, m.orders.amount, m.orders.status]}
        numericColumn={2}
        rows={customer.orders.map((o) => [
          <span key="d" className="whitespace-nowrap">
            {formatBusinessDate(o.createdAt, locale)}
          </span>,
          o.serviceType,
          formatUsd(o.amountCents / 100, locale),
          <OrderStatusBadge key="s" status={o.status} />,
        ])}
        rowKeys={customer.orders.map((o) => o.id)}
      />
      <ActivityTable
        id="reward-claims"
        title={m.rewards.heading}
        empty={m.rewards.empty}
        total={customer.counts.rewardClaims}
        columns={[m.rewards.reward, m.rewards.year, m.rewards.claimed, m.rewards.status]}
        rows={customer.rewardClaims.map((r) => [
          rewardNames[r.rewardCode] ?? r.rewardCode,
          String(r.claimYear),
          <span key="c" className="whitespace-nowrap">
            {formatBusinessDate(r.claimedAt, locale)}
          </span>,
          <RewardClaimStatusBadge key="s" status={r.status} />,
        ])}
        rowKeys={customer.rewardClaims.map((r) => r.id)}
      />
    </div>
  );
}

/** One titled table of the customer page (its activity lists, and the invoices). */
export function ActivityTable(props: {
  id: string;
  title: string;
  empty: string;
  total: number;
  columns: string[];
  rows: ReactNode[][];
  rowKeys: string[];
  numericColumn?: number;
  action?: ReactNode;
}) {
  const m = useMessages().admin.customerDetail;
  const headingId = `${props.id}-heading`;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-3">
        <CardTitle id={headingId} className="text-base">
          {props.title}
        </CardTitle>
        {props.action}
      </CardHeader>
      <CardContent>
        {props.rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{props.empty}</p>
        ) : (
          <>
            {/* On a phone the table may scroll sideways: the region takes focus so a keyboard can scroll it too. */}
            <div
              className="overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              tabIndex={0}
              role="region"
              aria-label={format(m.tableRegion, { table: props.title })}
            >
              <table className="w-full min-w-[34rem] text-sm" aria-labelledby={headingId}>
                <thead>
                  <tr>
                    {props.columns.map((column, index) => (
                      <th
                        key={column}
                        scope="col"
                        className={index === props.numericColumn ? `${headCell} text-right` : headCell}
                      >
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {props.rows.map((row, rowIndex) => (
                    <tr key={props.rowKeys[rowIndex]}>
                      {row.map((value, index) => (
                        <td
                          key={index}
                          className={index === props.numericColumn ? `${cell} text-right tabular-nums` : cell}
                        >
                          {value}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {props.total > props.rows.length ? (
              <p className="mt-2 text-xs text-muted-foreground">
                {format(m.showingLatest, { shown: props.rows.length, total: props.total })}
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
