import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "~/components/admin/data-table";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import type { TechnicianRow } from "~/domain/team/list-technicians.server";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { TeamActionButton } from "./team-action-button";
import { technicianHref } from "./team-links";

/** The technicians as the back office's one table (ADR 072), with each row's actions; or the empty state. */
export function TeamTable({ technicians }: { technicians: readonly TechnicianRow[] }) {
  const m = useMessages().admin.team;
  const t = m.table;
  const columns: DataTableColumn<TechnicianRow>[] = [
    // Name, phone and e-mail in one cell (as the customer lists show a name with its number): the actions then fit
    // beside them on a laptop without scrolling sideways.
    {
      header: t.name,
      rowHeader: true,
      cell: (row) => (
        <div className="flex flex-col gap-0.5">
          <span className="font-semibold">{row.name}</span>
          <span className="whitespace-nowrap text-muted-foreground">
            <span className="sr-only">{t.phone}: </span>
            {row.phone}
          </span>
          <span className="text-muted-foreground [overflow-wrap:anywhere]">
            <span className="sr-only">{t.email}: </span>
            {row.email}
          </span>
        </div>
      ),
    },
    {
      header: t.serviceTypes,
      cell: (row) => row.serviceTypes.map((type) => m.serviceTypes[type] ?? type).join(", "),
    },
    { header: t.zones, cell: (row) => row.zones.join(", ") },
    {
      header: t.rota,
      cell: (row) => (row.onEmergencyRota ? <Badge variant="warning">{t.onRota}</Badge> : t.notOnRota),
    },
    {
      header: t.status,
      cell: (row) => (
        <Badge variant={row.active ? "success" : "outline"} data-testid="technician-status">
          {row.active ? t.active : t.inactive}
        </Badge>
      ),
    },
    {
      header: t.login,
      cell: (row) => (
        <span data-testid="technician-login">
          {row.login ? (row.login.verified ? t.loginActive : t.loginInvited) : t.noLogin}
        </span>
      ),
    },
    {
      header: t.actions,
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          <Link
            to={technicianHref(row.id)}
            className={buttonVariants({ size: "sm", variant: "outline" })}
            aria-label={format(t.editLabel, { name: row.name })}
          >
            {t.edit}
          </Link>
          <TeamActionButton
            intent={row.active ? "deactivate" : "activate"}
            technicianId={row.id}
            label={row.active ? t.deactivate : t.activate}
            accessibleLabel={format(row.active ? t.deactivateLabel : t.activateLabel, { name: row.name })}
          />
          {row.login ? (
            <TeamActionButton
              intent="remove-login"
              technicianId={row.id}
              label={t.removeLogin}
              accessibleLabel={format(t.removeLoginLabel, { name: row.name })}
            />
          ) : row.active ? (
            <TeamActionButton
              intent="give-login"
              technicianId={row.id}
              label={t.giveLogin}
              accessibleLabel={format(t.giveLoginLabel, { name: row.name })}
            />
          ) : null}
          {row.hasCalendarFeed ? (
            <TeamActionButton
              intent="revoke-calendar-feed"
              technicianId={row.id}
              label={t.revokeCalendarFeed}
              accessibleLabel={format(t.revokeCalendarFeedLabel, { name: row.name })}
            />
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      rows={technicians}
      columns={columns}
      rowKey={(row) => row.id}
      rowTestId="technician-row"
      rowData={(row) => ({ "data-technician-id": row.id })}
      label={t.caption}
      empty={{ text: m.empty, hint: m.emptyHint, testId: "team-empty" }}
      widthClassName="min-w-[58rem]"
      dense
    />
  );
}
