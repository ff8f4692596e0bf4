import { Eye, Pencil, Trash2, UserPlus, Users, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
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

const headCell = "whitespace-nowrap border-b px-2.5 py-2 text-left font-semibold text-muted-foreground";
const cell = "border-b px-2.5 py-3 align-top";

/**
 * The customer table with every column of spec document 2 §2. On a narrow screen it scrolls sideways inside a
 * focusable region, so a keyboard can scroll it too. Every name and note is rendered as text (React escapes it).
 */
export function CustomerTable({ rows, search, busy }: { rows: CustomerListRow[]; search: string; busy: boolean }) {
  const m = useMessages().admin.customers.table;
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={m.scrollRegion}
      aria-busy={busy || undefined}
      className={cn(
        "overflow-x-auto rounded-xl border bg-card shadow-sm transition-opacity focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        busy && "opacity-60",
      )}
    >
      <table className="w-full min-w-[56rem] text-sm">
        <thead>
          <tr>
            <th scope="col" className={headCell}>
              {m.customerNumber}
            </th>
            <th scope="col" className={headCell}>
              {m.name}
            </th>
            <th scope="col" className={headCell}>
              {m.contact}
            </th>
            <th scope="col" className={headCell}>
              {m.location}
            </th>
            <th scope="col" className={headCell}>
              {m.plan}
            </th>
            <th scope="col" className={cn(headCell, "text-right")}>
              {m.balance}
            </th>
            <th scope="col" className={headCell}>
              {m.nextService}
            </th>
            <th scope="col" className={headCell}>
              {m.status}
            </th>
            <th scope="col" className={headCell}>
              {m.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <CustomerRow key={row.id} row={row} search={search} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CustomerRow({ row, search }: { row: CustomerListRow; search: string }) {
  const m = useMessages().admin.customers;
  const locale = useLocale();
  const name = `${row.firstName} ${row.lastName}`.trim();
  const place = [row.city, [row.state, row.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const statusText = (m.statuses as Record<string, string>)[row.status] ?? row.status;
  return (
    <tr data-testid="customer-row" className="hover:bg-muted/40">
      <td className={cn(cell, "whitespace-nowrap font-mono text-xs")}>{row.customerNumber}</td>
      <th scope="row" className={cn(cell, "text-left font-normal")}>
        <span className="block max-w-[12rem] break-words font-semibold">{name}</span>
        <span className="block text-xs text-muted-foreground">
          {format(m.table.joined, { date: formatBusinessDate(row.createdAt, locale) })}
        </span>
      </th>
      <td className={cn(cell, "max-w-[15rem]")}>
        {/* The e-mail and phone links sit one above the other: py-0.5 makes each a 24 px tall target (WCAG 2.2 2.5.8). */}
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
      </td>
      <td className={cn(cell, "max-w-[10rem] break-words")}>
        {place || <span className="text-muted-foreground">{m.table.notGiven}</span>}
      </td>
      <td className={cell}>{row.planName ?? <span className="text-muted-foreground">{m.table.noPlan}</span>}</td>
      <td
        className={cn(
          cell,
          "whitespace-nowrap text-right tabular-nums",
          row.balance > 0 && "font-semibold text-destructive",
        )}
      >
        {formatUsd(row.balance, locale)}
      </td>
      <td className={cn(cell, "whitespace-nowrap")}>
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
      </td>
      <td className={cell}>
        <Badge variant={statusVariant(row.status)}>{statusText}</Badge>
      </td>
      <td className={cn(cell, "whitespace-nowrap")}>
        <div className="flex gap-1">
          <RowAction to={`/admin/customers/${row.id}`} label={format(m.table.viewLabel, { name })} icon={Eye} />
          <RowAction
            to={`/admin/customers/${row.id}?edit=1`}
            label={format(m.table.editLabel, { name })}
            icon={Pencil}
          />
          <RowAction
            to={customersHref(search, { delete: row.id })}
            label={format(m.table.deleteLabel, { name })}
            icon={Trash2}
            destructive
          />
        </div>
      </td>
    </tr>
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
