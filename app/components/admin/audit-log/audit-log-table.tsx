import { ChevronLeft, ChevronRight, ChevronsLeft, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "~/components/admin/data-table";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { isKnownAuditAction } from "~/config/audit-actions";
import { auditLogSearch, type AuditLogParams } from "~/domain/audit/audit-log-params";
import type { AuditEntryPage, AuditEntryRow } from "~/domain/audit/list-audit-entries.server";
import { formatBusinessDate, formatBusinessTime } from "~/domain/dashboard/dashboard-format";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { AUDIT_LOG_PATH } from "./audit-log-filters";

/** The entries as a read-only table (scrolls sideways on a phone), or the empty state. */
export function AuditLogTable({ page, params }: { page: AuditEntryPage; params: AuditLogParams }) {
  const m = useMessages().admin.auditLog;
  const locale = useLocale();
  const entityName = (row: AuditEntryRow) => m.entities[row.entity] ?? row.entity;
  const columns: DataTableColumn<AuditEntryRow>[] = [
    {
      header: m.table.when,
      className: "whitespace-nowrap tabular-nums",
      cell: (row) => (
        <time dateTime={row.at}>
          {formatBusinessDate(row.at, locale)}
          <span className="block text-xs text-muted-foreground">{formatBusinessTime(row.at, locale)}</span>
        </time>
      ),
    },
    {
      header: m.table.who,
      className: "max-w-[14rem]",
      cell: (row) =>
        row.actor ? (
          <>
            <span className="block truncate font-medium">{row.actor.name || row.actor.email}</span>
            <span className="block truncate text-xs text-muted-foreground">{row.actor.email}</span>
          </>
        ) : (
          <span className="text-muted-foreground">{m.table.system}</span>
        ),
    },
    {
      header: m.table.what,
      cell: (row) => (
        <>
          <span className="font-medium">{isKnownAuditAction(row.action) ? m.actions[row.action] : row.action}</span>
          {isKnownAuditAction(row.action) ? (
            <span className="block font-mono text-xs text-muted-foreground">{row.action}</span>
          ) : null}
        </>
      ),
    },
    {
      header: m.table.which,
      className: "whitespace-nowrap",
      cell: (row) =>
        row.href ? (
          <Link
            to={row.href}
            aria-label={format(m.table.openLabel, { entity: entityName(row) })}
            className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
          >
            <ExternalLink aria-hidden />
            {m.table.open}
          </Link>
        ) : (
          <span className="text-xs text-muted-foreground">
            {row.entityId ? `${entityName(row)} ${row.entityId.slice(0, 8)}` : entityName(row)}
          </span>
        ),
    },
    {
      header: m.table.details,
      className: "max-w-md",
      cell: (row) =>
        row.details.length === 0 ? (
          <span aria-hidden>{m.table.noDetails}</span>
        ) : (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-xs">
            {row.details.map((detail) => (
              <div key={detail.key} className="contents">
                <dt className="font-medium text-muted-foreground">{detail.key}:</dt>
                <dd className="break-words">{detail.value}</dd>
              </div>
            ))}
          </dl>
        ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <DataTable
        rows={page.rows}
        columns={columns}
        rowKey={(row) => row.id}
        rowTestId="audit-entry"
        label={m.table.caption}
        empty={{ text: m.empty, hint: m.emptyHint, testId: "audit-empty" }}
        widthClassName="min-w-[60rem]"
      />
      <AuditPagination page={page} params={params} />
    </div>
  );
}

/** Newest / Newer / Older: keyset links, so an old page costs what the first does. */
function AuditPagination({ page, params }: { page: AuditEntryPage; params: AuditLogParams }) {
  const m = useMessages().admin.auditLog.pagination;
  const atNewest = params.before === null && params.after === null;
  if (atNewest && page.olderCursor === null) return null;
  const button = buttonVariants({ variant: "outline", size: "sm" });
  const end = cn(button, "pointer-events-none opacity-50");
  const href = (changes: Partial<AuditLogParams>) =>
    `${AUDIT_LOG_PATH}${auditLogSearch(params, { before: null, after: null, ...changes })}`;
  return (
    <nav aria-label={m.label} className="flex flex-wrap justify-end gap-2 text-sm">
      {atNewest ? null : (
        <Link to={href({})} className={button}>
          <ChevronsLeft aria-hidden />
          {m.newest}
        </Link>
      )}
      {page.newerCursor !== null ? (
        <Link to={href({ after: page.newerCursor })} rel="prev" className={button}>
          <ChevronLeft aria-hidden />
          {m.newer}
        </Link>
      ) : (
        <span aria-disabled="true" className={end}>
          <ChevronLeft aria-hidden />
          {m.newer}
        </span>
      )}
      {page.olderCursor !== null ? (
        <Link to={href({ before: page.olderCursor })} rel="next" className={button}>
          {m.older}
          <ChevronRight aria-hidden />
        </Link>
      ) : (
        <span aria-disabled="true" className={end}>
          {m.older}
          <ChevronRight aria-hidden />
        </span>
      )}
    </nav>
  );
}
