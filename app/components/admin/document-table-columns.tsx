import { Link } from "react-router";
import type { DataTableColumn } from "~/components/admin/data-table";
import { format } from "~/i18n/catalog";

type NumberedDocumentRow = { id: string; number: string | null; customerId: string; customerName: string };

/**
 * The first two columns of a numbered document's list (invoices, quotes): its number ("Draft" before it is sent)
 * linking to the document, then the customer linking to their page.
 */
export function numberedDocumentColumns<Row extends NumberedDocumentRow>(input: {
  basePath: "/admin/invoices" | "/admin/quotes";
  words: { number: string; customer: string; draft: string; open: string };
}): DataTableColumn<Row>[] {
  const { basePath, words } = input;
  return [
    {
      header: words.number,
      rowHeader: true,
      phoneLabel: true,
      className: "whitespace-nowrap font-mono text-xs",
      cell: (row) => (
        <Link
          to={`${basePath}/${row.id}`}
          className="font-semibold text-primary underline-offset-4 hover:underline"
          aria-label={format(words.open, { number: row.number ?? words.draft })}
        >
          {row.number ?? words.draft}
        </Link>
      ),
    },
    {
      header: words.customer,
      phoneLabel: true,
      className: "max-w-[14rem] break-words",
      cell: (row) => (
        <Link to={`/admin/customers/${row.customerId}`} className="underline-offset-4 hover:underline">
          {row.customerName}
        </Link>
      ),
    },
  ];
}
