import { ChevronLeft, ChevronRight } from "lucide-react";
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatCount } from "~/domain/dashboard/dashboard-format";
import {
  INVOICE_LIST_FILTERS,
  INVOICE_LIST_PAGE_SIZE,
  invoiceListSearch,
  type InvoiceListParams,
} from "~/domain/invoices/invoice-list-params";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";

const PATH = "/admin/invoices";

/** The status filter as links (each keeps the search) and the search box, which works without JavaScript. */
export function InvoiceListControls({ params }: { params: InvoiceListParams }) {
  const m = useMessages().admin.invoices;
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <nav aria-label={m.filters.label} className="flex flex-wrap gap-2">
        {INVOICE_LIST_FILTERS.map((status) => (
          <Link
            key={status}
            to={`${PATH}${invoiceListSearch(params, { status, page: 1 })}`}
            aria-current={params.status === status ? "page" : undefined}
            className={buttonVariants({ variant: params.status === status ? "default" : "outline", size: "sm" })}
          >
            {status === "all" ? m.filters.all : status === "overdue" ? m.overdue : m.statuses[status]}
          </Link>
        ))}
      </nav>
      <Form method="get" action={PATH} role="search" className="flex items-end gap-2">
        {params.status !== "all" ? <input type="hidden" name="status" value={params.status} /> : null}
        <div className="flex flex-col gap-1">
          <Label htmlFor="invoice-search">{m.search.label}</Label>
          <Input
            id="invoice-search"
            name="q"
            type="search"
            defaultValue={params.q}
            placeholder={m.search.placeholder}
            maxLength={100}
            className="w-full md:w-72"
          />
        </div>
        <Button type="submit" variant="outline">
          {m.search.submit}
        </Button>
      </Form>
    </div>
  );
}

/** "Showing 26–50 of 120", "Page 2 of 5" and Previous/Next links that keep the filter and search. */
export function InvoicePager(props: {
  params: InvoiceListParams;
  page: number;
  pageCount: number;
  total: number;
  shown: number;
}) {
  const m = useMessages().admin.invoices.pager;
  const locale = useLocale();
  const { page, pageCount, total, shown } = props;
  const from = total === 0 ? 0 : (page - 1) * INVOICE_LIST_PAGE_SIZE + 1;
  const href = (to: number) => `${PATH}${invoiceListSearch(props.params, { page: to })}`;
  const link = (to: number | null, label: string, children: React.ReactNode, rel: string) => {
    const classes = buttonVariants({ variant: "outline", size: "sm" });
    return to === null ? (
      <span aria-disabled="true" className={cn(classes, "pointer-events-none opacity-60")}>
        {children}
      </span>
    ) : (
      <Link to={href(to)} aria-label={label} rel={rel} className={classes}>
        {children}
      </Link>
    );
  };
  return (
    <nav aria-label={m.label} className="flex flex-col items-center justify-between gap-3 text-sm sm:flex-row">
      <p className="text-muted-foreground">
        {format(m.showing, {
          from: formatCount(from, locale),
          to: formatCount(from + shown - (shown > 0 ? 1 : 0), locale),
          total: formatCount(total, locale),
        })}
      </p>
      <div className="flex items-center gap-2">
        {link(
          page > 1 ? page - 1 : null,
          m.previousLabel,
          <>
            <ChevronLeft aria-hidden />
            {m.previous}
          </>,
          "prev",
        )}
        <p aria-current="page" className="px-2 font-medium tabular-nums">
          {format(m.pageOf, { page: formatCount(page, locale), pages: formatCount(pageCount, locale) })}
        </p>
        {link(
          page < pageCount ? page + 1 : null,
          m.nextLabel,
          <>
            {m.next}
            <ChevronRight aria-hidden />
          </>,
          "next",
        )}
      </div>
    </nav>
  );
}
