import { Form, Link } from "react-router";
import { RangePager } from "~/components/admin/lists/range-pager";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  INVOICE_LIST_FILTERS,
  INVOICE_LIST_PAGE_SIZE,
  invoiceListSearch,
  type InvoiceListParams,
} from "~/domain/invoices/invoice-list-params";
import { useMessages } from "~/i18n/use-messages";

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

/** The invoice list's pager: its links keep the filter and search. */
export function InvoicePager({
  params,
  ...counts
}: {
  params: InvoiceListParams;
  page: number;
  pageCount: number;
  total: number;
  shown: number;
}) {
  return (
    <RangePager
      words={useMessages().admin.invoices.pager}
      pageSize={INVOICE_LIST_PAGE_SIZE}
      hrefOf={(page) => `${PATH}${invoiceListSearch(params, { page })}`}
      {...counts}
    />
  );
}
