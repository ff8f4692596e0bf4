import { Badge } from "~/components/ui/badge";
import { useMessages } from "~/i18n/use-messages";

/** Spec document 2 §4: paid, pending, overdue; any other value shown as it is, neutral. */
const VARIANTS = { paid: "success", pending: "secondary", overdue: "destructive" } as const;

export function ServicePaymentBadge({ status }: { status: string }) {
  const labels = useMessages().admin.services.paymentStatuses as Record<string, string>;
  const variant = VARIANTS[status as keyof typeof VARIANTS] ?? "outline";
  return (
    <Badge variant={variant} data-testid="payment-status">
      {labels[status] ?? status}
    </Badge>
  );
}
