import { Badge } from "~/components/ui/badge";
import { useMessages } from "~/i18n/use-messages";

type Variant = "default" | "secondary" | "destructive" | "success" | "outline" | "warning";

/** A badge for a stored status: its word in the page's language, or the value itself when it is not one we know. */
function StatusBadge({
  status,
  labels,
  variants,
}: {
  status: string;
  labels: Record<string, string>;
  variants: Record<string, Variant>;
}) {
  return <Badge variant={variants[status] ?? "outline"}>{labels[status] ?? status}</Badge>;
}

/** Spec document 2 §4: Active, Inactive, Suspended; any other value shown as it is. */
export function CustomerStatusBadge({ status }: { status: string }) {
  const m = useMessages().admin.customerDetail;
  return (
    <StatusBadge
      status={status}
      labels={m.statuses}
      variants={{ active: "success", inactive: "secondary", suspended: "destructive" }}
    />
  );
}

/** The portal's colours for the same states: scheduled and confirmed default, completed secondary, cancelled destructive. */
export function AppointmentStatusBadge({ status }: { status: string }) {
  const m = useMessages().admin.customerDetail.appointments;
  return (
    <StatusBadge
      status={status}
      labels={m.statuses}
      variants={{ scheduled: "default", confirmed: "default", completed: "secondary", cancelled: "destructive" }}
    />
  );
}

/** Spec document 2 §4: paid, pending, overdue (other values neutral). */
export function PaymentStatusBadge({ status }: { status: string }) {
  const m = useMessages().admin.customerDetail.history;
  return (
    <StatusBadge
      status={status}
      labels={m.paymentStatuses}
      variants={{ paid: "success", pending: "secondary", overdue: "destructive" }}
    />
  );
}

export function OrderStatusBadge({ status }: { status: string }) {
  const m = useMessages().admin.customerDetail.orders;
  return <StatusBadge status={status} labels={m.statuses} variants={{ paid: "success" }} />;
}

export function RewardClaimStatusBadge({ status }: { status: string }) {
  const m = useMessages().admin.customerDetail.rewards;
  return (
    <StatusBadge status={status} labels={m.statuses} variants={{ requested: "secondary", fulfilled: "success" }} />
  );
}

export function DueSoonBadge() {
  const m = useMessages().admin.customerDetail;
  return <Badge variant="warning">{m.dueSoon}</Badge>;
}
