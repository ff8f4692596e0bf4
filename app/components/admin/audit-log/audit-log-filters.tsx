import { Filter } from "lucide-react";
import { Form } from "react-router";
import { SELECT_CLASSES } from "~/components/admin/services/service-filters";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { AUDIT_AREAS } from "~/config/audit-actions";
import type { AuditLogParams } from "~/domain/audit/audit-log-params";
import { useMessages } from "~/i18n/use-messages";

export const AUDIT_LOG_PATH = "/admin/audit";

/** The area filter: a GET form (the view lives in the URL and works without JavaScript); a new area starts at the newest. */
export function AuditLogFilters({ params }: { params: AuditLogParams }) {
  const m = useMessages().admin.auditLog;
  return (
    <Form
      method="get"
      action={AUDIT_LOG_PATH}
      role="search"
      aria-label={m.filters.label}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="w-full space-y-2 sm:w-64">
        <Label htmlFor="audit-area">{m.filters.area}</Label>
        <select id="audit-area" name="area" defaultValue={params.area} className={SELECT_CLASSES}>
          <option value="all">{m.filters.allAreas}</option>
          {AUDIT_AREAS.map((area) => (
            <option key={area} value={area}>
              {m.areas[area]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="default">
        <Filter aria-hidden />
        {m.filters.apply}
      </Button>
    </Form>
  );
}
