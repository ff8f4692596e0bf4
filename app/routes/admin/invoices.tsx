import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { requireAdmin } from "~/auth/require-user.server";
import { InvoiceListControls, InvoicePager } from "~/components/admin/invoices/invoice-list-controls";
import { InvoiceTable } from "~/components/admin/invoices/invoice-table";
import { PaymentsToRefund } from "~/components/admin/refunds/payments-to-refund";
import { useFormReply } from "~/components/forms/use-form-reply";
import { ScreenLoadError } from "~/components/screen-load-error";
import { buttonVariants } from "~/components/ui/button";
import { invoiceListParamsFrom, invoiceListSearch } from "~/domain/invoices/invoice-list-params";
import { listInvoices } from "~/domain/invoices/list-invoices.server";
import { listPaymentsToRefund } from "~/domain/refunds/list-payments-to-refund.server";
import { formAction } from "~/form-actions/form-action.server";
import { markRefundedIntent } from "~/form-actions/mark-refunded-intent.server";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/invoices";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.invoices.metaTitle }];
}

/** The invoice list (issue 38): status filter, search and page from the URL (`?status=&q=&page=`), done by the database. */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const params = invoiceListParamsFrom(new URL(request.url).searchParams);
  const [list, refunds] = await Promise.all([listInvoices({ actor, params }), listPaymentsToRefund({ actor })]);
  return { params, list, refunds };
}

/** "Mark refunded" of a row of "Payments to refund" (invoice payments and quote deposits alike); back to this view. */
export const action = formAction({
  scope: "invoices",
  guard: requireAdmin,
  words: (messages) => messages.admin.invoices,
  intents: {
    "mark-refunded": markRefundedIntent(
      ({ url }) => `/admin/invoices${invoiceListSearch(invoiceListParamsFrom(url.searchParams))}`,
    ),
  },
});

export default function InvoicesPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.invoices;
  const { params, list, refunds } = loaderData;
  const reply = useFormReply();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">{m.intro}</p>
        </div>
        <Link to="/admin/price-book" className={buttonVariants({ variant: "outline" })}>
          <BookOpen aria-hidden />
          {m.priceBookLink}
        </Link>
      </div>
      <PaymentsToRefund rows={refunds} variant="list" reply={reply} />
      <InvoiceListControls params={params} />
      <InvoiceTable rows={list.rows} />
      {list.total > 0 ? (
        <InvoicePager
          params={{ ...params, page: list.page }}
          page={list.page}
          pageCount={list.pageCount}
          total={list.total}
          shown={list.rows.length}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.invoices;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
