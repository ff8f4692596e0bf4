import { Eye, Pencil, Trash2, UserPlus, Users, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "~/components/admin/data-table";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { formatBusinessDate, formatCalendarDate, formatUsd } from "~/domain/dashboard/dashboard-format";
import type { CustomerListRow } from "~/domain/customers/list-customers.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { customersHref } from "./customer-list-links";

/** Spec document 2 §4: Active, Inactive and Suspended badges; any other value shown as it is. */
function statusVariant(status: string): "success" | "secondary" | "destructive" | "outline" {
  if (status === "active") return "success";
  if (status === "inactive") return "secondary";
  if (status === "suspended") return "destructive";
  return "outline";
}

/**
 * The customer table with every column of spec document 2 §2. On a narrow screen it scrolls sideways inside a
 * focusable region, so a keyboard can scroll it too. Every name and note is rendered as text (React escapes it).
 */
export function CustomerTable({ rows, search, busy }: { rows: CustomerListRow[]; search: string; busy: boolean }) {
  const m = useMessages().admin.customers;
  const locale = useLocale();
  const notGiven = <span className="text-muted-foreground">{m.table.notGiven}</span>;
  const columns: DataTableColumn<CustomerListRow>[] = [
    {
      header: m.table.customerNumber,
      cell: (row) => row.customerNumber,
      className: "whitespace-nowrap font-mono text-xs",
    },
    {
      header: m.table.name,
      rowHeader: true,
      cell: (row) => (
        <>
          <span className="block max-w-[12rem] break-words font-semibold">{fullName(row)}</span>
          <span className="block text-xs text-muted-foreground">
            {format(m.table.joined, { date: formatBusinessDate(row.createdAt, locale) })}
          </span>
        </>
      ),
    },
    {
      header: m.table.contact,
      className: "max-w-[15rem]",
      // The e-mail and phone links sit one above the other: py-0.5 makes each a 24 px tall target (WCAG 2.2 2.5.8).
      cell: (row) => (
        <>
          {row.email ? (
            <a
              href={`mailto:${row.email}`}
              className="block break-words py-0.5 text-primary underline-offset-4 hover:underline"
            >
              <EmailText email={row.email} />
            </a>
          ) : (
            <span className="block text-muted-foreground">{m.table.notGiven}</span>
          )}
          {row.phone ? (
            <a
              href={`tel:${row.phone.replace(/[^\d+]/g, "")}`}
              className="block whitespace-nowrap py-0.5 text-muted-foreground underline-offset-4 hover:underline"
            >
              {row.phone}
            </a>
          ) : null}
        </>
      ),
    },
    {
      header: m.table.location,
      className: "max-w-[10rem] break-words",
      cell: (row) =>
        [row.city, [row.state, row.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ") || notGiven,
    },
    {
      header: m.table.plan,
      cell: (row) => row.planName ?? <span className="text-muted-foreground">{m.table.noPlan}</span>,
    },
    {
      header: m.table.balance,
      align: "right",
      className: (row) => cn("whitespace-nowrap tabular-nums", row.balance > 0 && "font-semibold text-destructive"),
      cell: (row) => formatUsd(row.balance, locale),
    },
    {
      header: m.table.nextService,
      className: "whitespace-nowrap",
      cell: (row) => (
        <>
          <span className="block">
            {row.nextServiceDue ? (
              formatCalendarDate(row.nextServiceDue, locale)
            ) : (
              <span className="text-muted-foreground">{m.table.noDate}</span>
            )}
          </span>
          {row.dueSoon ? (
            <span className="mt-1 block">
              <Badge variant="warning">{m.table.dueSoon}</Badge>
            </span>
          ) : null}
        </>
      ),
    },
    {
      header: m.table.status,
      cell: (row) => (
        <Badge variant={statusVariant(row.status)}>
          {(m.statuses as Record<string, string>)[row.status] ?? row.status}
        </Badge>
      ),
    },
    {
      header: m.table.actions,
      className: "whitespace-nowrap",
      cell: (row) => <RowActions row={row} search={search} />,
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      rowTestId="customer-row"
      rowClassName="hover:bg-muted/40"
      label={m.table.scrollRegion}
      caption={false}
      widthClassName="min-w-[56rem]"
      regionClassName={cn(
        "overflow-x-auto rounded-xl border bg-card shadow-sm transition-opacity focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        busy && "opacity-60",
      )}
      busy={busy}
      dense
    />
  );
}

function fullName(row: CustomerListRow): string {
  return `${row.firstName} ${row.lastName}`.trim();
}

/** View, Edit and Delete of one customer. */
function RowActions({ row, search }: { row: CustomerListRow; search: string }) {
  const m = useMessages().admin.customers.table;
  const name = fullName(row);
  return (
    <div className="flex gap-1">
      <RowAction to={`/admin/customers/${row.id}`} label={format(m.viewLabel, { name })} icon={Eye} />
      <RowAction to={`/admin/customers/${row.id}?edit=1`} label={format(m.editLabel, { name })} icon={Pencil} />
      <RowAction
        to={customersHref(search, { delete: row.id })}
        label={format(m.deleteLabel, { name })}
        icon={Trash2}
        destructive
      />
    </div>
  );
}

/** An address that may break after its "@" before anywhere else: "maria.rodriguez@" / "example.com". */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** An icon button of a row; its name says which customer ("Delete Ana Ruiz"), its tooltip the same. */
function RowAction({
  to,
  label,
  icon: Icon,
  destructive = false,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  destructive?: boolean;
}) {
  return (
    <Link
      to={to}
      preventScrollReset={destructive}
      aria-label={label}
      title={label}
      className={cn(
        buttonVariants({ variant: "ghost", size: "icon" }),
        "size-8",
        destructive && "text-destructive hover:text-destructive",
      )}
    >
      <Icon aria-hidden />
    </Link>
  );
}

/** No customer at all (the spec's empty state), or none for this search. */
export function CustomerListEmpty({
  query,
  addHref,
  clearHref,
}: {
  query: string;
  addHref: string;
  clearHref: string;
}) {
  const m = useMessages().admin.customers;
  return (
    <div className="rounded-xl border border-dashed bg-card p-8 text-center">
      <Users aria-hidden className="mx-auto mb-2 size-8 text-muted-foreground" />
      {query ? (
        <>
          <p className="font-medium">{m.empty.noMatches}</p>
          <p className="mt-1 break-words text-sm text-muted-foreground">
            {format(m.empty.noMatchesHint, { q: query })}
          </p>
          <Link to={clearHref} className={cn(buttonVariants({ variant: "outline" }), "mt-4")}>
            {m.search.clear}
          </Link>
        </>
      ) : (
        <>
          <p className="font-medium">{m.empty.noCustomers}</p>
          <Link to={addHref} preventScrollReset className={cn(buttonVariants(), "mt-4")}>
            <UserPlus aria-hidden />
            {m.actions.add}
          </Link>
        </>
      )}
    </div>
  );
}
