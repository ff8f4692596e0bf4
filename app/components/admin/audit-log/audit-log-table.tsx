import { ChevronLeft, ChevronRight, ChevronsLeft, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { isKnownAuditAction } from "~/config/audit-actions";
import { auditLogSearch, type AuditLogParams } from "~/domain/audit/audit-log-params";
import type { AuditEntryPage, AuditEntryRow } from "~/domain/audit/list-audit-entries.server";
import { formatBusinessDate, formatBusinessTime } from "~/domain/dashboard/dashboard-format";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { AUDIT_LOG_PATH } from "./audit-log-filters";

const headCell = "border-b px-3 py-2 text-left font-semibold text-muted-foreground";
const cell = "border-b px-3 py-3 align-top";

/** The entries as a read-only table (scrolls sideways on a phone), or the empty state. */
export function AuditLogTable({ page, params }: { page: AuditEntryPage; params: AuditLogParams }) {
  const m = useMessages().admin.auditLog;
  if (page.rows.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <div className="rounded-lg border border-dashed p-8 text-center" data-testid="audit-empty">
          <p className="font-semibold">{m.empty}</p>
          <p className="mt-1 text-sm text-muted-foreground">{m.emptyHint}</p>
        </div>
        <AuditPagination page={page} params={params} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div
        className="overflow-x-auto rounded-lg border bg-card"
        tabIndex={0}
        role="region"
        aria-label={m.table.caption}
      >
        <table className="w-full min-w-[60rem] text-sm">
          <caption className="sr-only">{m.table.caption}</caption>
          <thead>
            <tr>
              {[m.table.when, m.table.who, m.table.what, m.table.which, m.table.details].map((label) => (
                <th key={label} scope="col" className={headCell}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <EntryRow key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      <AuditPagination page={page} params={params} />
    </div>
  );
}

function EntryRow({ row }: { row: AuditEntryRow }) {
  const m = useMessages().admin.auditLog;
  const locale = useLocale();
  const entityName = m.entities[row.entity] ?? row.entity;
  return (
    <tr data-testid="audit-entry">
      <td className={cn(cell, "whitespace-nowrap tabular-nums")}>
        <time dateTime={row.at}>
          {formatBusinessDate(row.at, locale)}
          <span className="block text-xs text-muted-foreground">{formatBusinessTime(row.at, locale)}</span>
        </time>
      </td>
      <td className={cn(cell, "max-w-[14rem]")}>
        {row.actor ? (
          <>
            <span className="block truncate font-medium">{row.actor.name || row.actor.email}</span>
            <span className="block truncate text-xs text-muted-foreground">{row.actor.email}</span>
          </>
        ) : (
          <span className="text-muted-foreground">{m.table.system}</span>
        )}
      </td>
      <td className={cell}>
        <span className="font-medium">{isKnownAuditAction(row.action) ? m.actions[row.action] : row.action}</span>
        {isKnownAuditAction(row.action) ? (
          <span className="block font-mono text-xs text-muted-foreground">{row.action}</span>
        ) : null}
      </td>
      <td className={cn(cell, "whitespace-nowrap")}>
        {row.href ? (
          <Link
            to={row.href}
            aria-label={format(m.table.openLabel, { entity: entityName })}
            className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
          >
            <ExternalLink aria-hidden />
            {m.table.open}
          </Link>
        ) : (
          <span className="text-xs text-muted-foreground">
            {row.entityId ? `${entityName} ${row.entityId.slice(0, 8)}` : entityName}
          </span>
        )}
      </td>
      <td className={cn(cell, "max-w-md")}>
        {row.details.length === 0 ? (
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
        )}
      </td>
    </tr>
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
