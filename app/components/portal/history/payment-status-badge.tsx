import { Badge } from "~/components/ui/badge";
import { useMessages } from "~/i18n/use-messages";

/** Spec document 1 §4: paid uses the default badge, pending the secondary one, overdue the destructive one. */
const VARIANTS = { paid: "default", pending: "secondary", overdue: "destructive" } as const;

export function PaymentStatusBadge({ status }: { status: string }) {
  const labels = useMessages().portal.history.paymentStatuses as Record<string, string>;
  const variant = VARIANTS[status as keyof typeof VARIANTS] ?? "outline";
  return (
    <Badge variant={variant} data-testid="payment-status">
      {labels[status] ?? status}
    </Badge>
  );
}
