import { Badge } from "~/components/ui/badge";
import type { CustomerInvoiceState } from "~/domain/invoice-payments/customer-invoice-view.server";
import type { Messages } from "~/i18n/catalog";

const VARIANTS = { open: "warning", overdue: "destructive", paid: "success", void: "secondary" } as const;

/** An invoice's state as the customer reads it: open amber, overdue red, paid green, void grey. */
export function CustomerInvoiceStateBadge({
  state,
  words,
}: {
  state: CustomerInvoiceState;
  words: Messages["portal"]["invoices"];
}) {
  const m = words;
  return (
    <Badge variant={VARIANTS[state]} data-state={state}>
      {m.states[state]}
    </Badge>
  );
}
