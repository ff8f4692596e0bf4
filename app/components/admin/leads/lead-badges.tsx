import { Badge } from "~/components/ui/badge";
import type { LeadSource, LeadStatus } from "~/domain/leads/lead-list-params";
import { useMessages } from "~/i18n/use-messages";

/** Spec document 2 §4: new counts as pending (the one that needs someone), converted is done. */
const STATUS_VARIANTS = {
  new: "warning",
  synced_to_monday: "secondary",
  contacted: "outline",
  converted: "success",
} as const;

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const labels = useMessages().admin.leads.statuses;
  return (
    <Badge variant={STATUS_VARIANTS[status] ?? "outline"} data-testid="lead-status">
      {labels[status] ?? status}
    </Badge>
  );
}

export function useSourceLabel(): (source: LeadSource) => string {
  const labels = useMessages().admin.leads.sources;
  return (source) => labels[source] ?? source;
}
