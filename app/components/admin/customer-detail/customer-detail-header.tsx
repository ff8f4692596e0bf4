import { ArrowLeft, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { formatBusinessDate } from "~/domain/dashboard/dashboard-format";
import type { CustomerDetail } from "~/domain/customers/get-customer-detail.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { CustomerStatusBadge, DueSoonBadge } from "./customer-detail-badges";

/** The page's heading: name, number, joined date, status, and the Edit, Delete and Back actions (all links, so no JavaScript is needed). */
export function CustomerDetailHeader({ customer, editing }: { customer: CustomerDetail; editing: boolean }) {
  const m = useMessages().admin.customerDetail;
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-3">
      <Link to="/admin/customers" className={buttonVariants({ variant: "link", className: "h-auto self-start px-0" })}>
        <ArrowLeft aria-hidden />
        {m.backToCustomers}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold tracking-tight md:text-3xl">
            {customer.firstName} {customer.lastName}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
            <span className="font-mono font-medium text-foreground">
              {format(m.customerNumber, { number: customer.customerNumber })}
            </span>
            <span>{format(m.joined, { date: formatBusinessDate(customer.createdAt, locale) })}</span>
            {customer.source ? <span data-testid="customer-source">{m.sources[customer.source]}</span> : null}
            <CustomerStatusBadge status={customer.status} />
            {customer.dueSoon ? <DueSoonBadge /> : null}
          </div>
        </div>
        {editing ? null : (
          <nav aria-label={m.actions.label} className="flex flex-wrap gap-2">
            <Link to="?edit=1" preventScrollReset className={buttonVariants({ variant: "outline" })}>
              <Pencil aria-hidden />
              {m.actions.edit}
            </Link>
            <Link to="?delete=1" preventScrollReset className={buttonVariants({ variant: "destructive" })}>
              <Trash2 aria-hidden />
              {m.actions.delete}
            </Link>
          </nav>
        )}
      </div>
    </div>
  );
}
