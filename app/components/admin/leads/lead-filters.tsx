import { Filter } from "lucide-react";
import { Form, Link } from "react-router";
import { SELECT_CLASSES } from "~/components/admin/services/service-filters";
import { Button, buttonVariants } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { LEAD_SOURCE_VALUES, LEAD_STATUS_VALUES, type LeadListParams } from "~/domain/leads/lead-list-params";
import { useMessages } from "~/i18n/use-messages";
import { LEADS_PATH, leadListHref } from "./lead-links";

/** Status and source filters: a GET form, so the view is in the URL, bookmarkable and works without JavaScript. */
export function LeadFilters({ params }: { params: LeadListParams }) {
  const m = useMessages().admin.leads;
  const filtered = params.status !== "all" || params.source !== "all";
  return (
    <Form
      method="get"
      action={LEADS_PATH}
      aria-label={m.filters.label}
      className="grid gap-3 sm:grid-cols-[14rem_14rem_auto] sm:items-end"
    >
      <div className="space-y-2">
        <Label htmlFor="leads-status">{m.filters.status}</Label>
        <select id="leads-status" name="status" defaultValue={params.status} className={SELECT_CLASSES}>
          <option value="all">{m.filters.allStatuses}</option>
          {LEAD_STATUS_VALUES.map((status) => (
            <option key={status} value={status}>
              {m.statuses[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-2">
        <Label htmlFor="leads-source">{m.filters.source}</Label>
        <select id="leads-source" name="source" defaultValue={params.source} className={SELECT_CLASSES}>
          <option value="all">{m.filters.allSources}</option>
          {LEAD_SOURCE_VALUES.map((source) => (
            <option key={source} value={source}>
              {m.sources[source]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="default">
          <Filter aria-hidden />
          {m.filters.apply}
        </Button>
        {filtered ? (
          <Link
            to={leadListHref(params, { status: "all", source: "all", page: 1 })}
            className={buttonVariants({ variant: "ghost" })}
          >
            {m.filters.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
