import { Check, RefreshCw, Undo2 } from "lucide-react";
import type { LeadRow } from "~/domain/leads/list-leads.server";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { LeadActionForm } from "./lead-action-form";

/** The CRM's name in the spec's messages ({host}). */
export const CRM_HOST_NAME = "monday.com";

/**
 * Mark contacted (or back to new) and Sync to monday.com for one lead. A converted lead has no status button (it
 * belongs to a customer record now); a lead already on the board keeps a disabled Sync button with its item id.
 */
export function LeadActions({
  lead,
  className,
}: {
  lead: Pick<LeadRow, "id" | "name" | "status" | "mondayItemId">;
  className?: string;
}) {
  const m = useMessages().admin.leads.leads;
  const host = CRM_HOST_NAME;
  return (
    <div className={className ?? "flex flex-wrap items-center gap-2"}>
      {lead.status === "converted" ? null : lead.status === "contacted" ? (
        <LeadActionForm
          intent="status"
          fields={{ leadId: lead.id, status: "new" }}
          label={m.markNew}
          busyLabel={m.saving}
          icon={<Undo2 aria-hidden />}
          variant="ghost"
        />
      ) : (
        <LeadActionForm
          intent="status"
          fields={{ leadId: lead.id, status: "contacted" }}
          label={m.markContacted}
          busyLabel={m.saving}
          icon={<Check aria-hidden />}
        />
      )}
      <LeadActionForm
        intent="sync"
        fields={{ leadId: lead.id }}
        label={format(m.sync, { host })}
        busyLabel={m.syncing}
        icon={<RefreshCw aria-hidden />}
        disabled={lead.mondayItemId !== null}
      />
      {lead.mondayItemId ? (
        <span className="text-xs text-muted-foreground" data-testid="lead-monday-item">
          {format(m.syncedAs, { id: lead.mondayItemId })}
        </span>
      ) : null}
    </div>
  );
}
