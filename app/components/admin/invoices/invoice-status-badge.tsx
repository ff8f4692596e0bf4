import { Badge } from "~/components/ui/badge";
import type { InvoiceListRow } from "~/domain/invoices/list-invoices.server";
import { useMessages } from "~/i18n/use-messages";

const VARIANTS = { draft: "outline", open: "warning", paid: "success", void: "secondary" } as const;

/**
 * An invoice's status in words and colour: a draft outlined, open amber, paid green, void grey; an open invoice past
 * its due date says Overdue in red (derived from the due date, not a status of its own).
 */
export function InvoiceStatusBadge({
  status,
  overdue = false,
}: {
  status: InvoiceListRow["status"];
  overdue?: boolean;
}) {
  const m = useMessages().admin.invoices;
  if (overdue && status === "open")
    return (
      <Badge variant="destructive" data-status="overdue">
        {m.overdue}
      </Badge>
    );
  return (
    <Badge variant={VARIANTS[status]} data-status={status}>
      {m.statuses[status]}
    </Badge>
  );
}
