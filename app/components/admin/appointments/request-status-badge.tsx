import { Badge } from "~/components/ui/badge";
import { useMessages } from "~/i18n/use-messages";

/** Spec document 2 §4's request statuses; pending stands out, as it waits for staff. Any other value shown as is. */
const VARIANTS = { pending: "warning", scheduled: "default", completed: "success", cancelled: "destructive" } as const;

export function RequestStatusBadge({ status }: { status: string }) {
  const labels = useMessages().admin.appointments.statuses as Record<string, string>;
  const variant = VARIANTS[status as keyof typeof VARIANTS] ?? "outline";
  return (
    <Badge variant={variant} data-testid="request-status">
      {labels[status] ?? status}
    </Badge>
  );
}
