import { Badge } from "~/components/ui/badge";
import type { InvoiceListRow } from "~/domain/invoices/list-invoices.server";
import { useMessages } from "~/i18n/use-messages";

const VARIANTS = { draft: "outline", open: "warning", paid: "success", void: "secondary" } as const;

/** An invoice's status in words and colour: a draft outlined, open amber, paid green, void grey. */
export function InvoiceStatusBadge({ status }: { status: InvoiceListRow["status"] }) {
  const m = useMessages().admin.invoices;
  return (
    <Badge variant={VARIANTS[status]} data-status={status}>
      {m.statuses[status]}
    </Badge>
  );
}
