import { AuditLogFilters } from "~/components/admin/audit-log/audit-log-filters";
import { AuditLogTable } from "~/components/admin/audit-log/audit-log-table";
import { ScreenLoadError } from "~/components/screen-load-error";
import { requireAdmin } from "~/auth/require-user.server";
import { auditLogParamsFrom } from "~/domain/audit/audit-log-params";
import { listAuditEntries } from "~/domain/audit/list-audit-entries.server";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/audit-log";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.auditLog.metaTitle }];
}

/** The audit log, newest first (`?area=&before=<id>` or `&after=<id>`). Read-only: the screen has no action. */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const params = auditLogParamsFrom(new URL(request.url).searchParams);
  return { params, page: await listAuditEntries({ actor, params }) };
}

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.auditLog;
  const { params, page } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">{m.intro}</p>
      </div>
      <AuditLogFilters params={params} />
      <AuditLogTable page={page} params={params} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.auditLog;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
