import { Eye, Link2 } from "lucide-react";
import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "~/components/admin/data-table";
import { ListPagination } from "~/components/admin/services/list-pagination";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { formatCount } from "~/domain/dashboard/dashboard-format";
import type { LeadListParams } from "~/domain/leads/lead-list-params";
import type { LeadList, LeadRow } from "~/domain/leads/list-leads.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { LeadActions } from "./lead-actions";
import { LeadStatusBadge, useSourceLabel } from "./lead-badges";
import { formatLeadInstant } from "./lead-dates";
import { LeadFilters } from "./lead-filters";
import { leadDialogHref, leadListHref } from "./lead-links";

/** All leads, newest first, filtered and paged in the URL, or the spec's empty state. */
export function LeadTable({ list, params }: { list: LeadList; params: LeadListParams }) {
  const m = useMessages().admin.leads;
  const locale = useLocale();
  const sourceLabel = useSourceLabel();
  const filtered = params.status !== "all" || params.source !== "all";
  const columns: DataTableColumn<LeadRow>[] = [
    {
      header: m.leads.name,
      className: "md:max-w-[16rem]",
      cell: (lead) => (
        <>
          <span className="break-words font-semibold">{lead.name}</span>
          {lead.customerId ? (
            <Link
              to={`/admin/customers/${lead.customerId}`}
              className="mt-0.5 block text-xs font-medium text-primary underline-offset-4 hover:underline"
            >
              {format(m.leads.linkedTo, { number: lead.customerNumber ?? "" })}
            </Link>
          ) : null}
          {lead.matches.length > 0 ? (
            <span className="mt-1 flex flex-col items-start gap-1 text-xs" data-testid="lead-match">
              <Badge variant="warning">{m.leads.potentialMatch}</Badge>
              <span className="text-muted-foreground">
                {format(m.leads.matchNames, {
                  names: lead.matches.map((match) => `${match.name} (${match.email})`).join(", "),
                })}
              </span>
            </span>
          ) : null}
        </>
      ),
    },
    {
      header: m.leads.contact,
      phoneLabel: true,
      className: "md:min-w-[11rem] md:max-w-[15rem] [overflow-wrap:anywhere]",
      cell: (lead) => (
        <>
          {lead.email ? <span className="md:block">{lead.email} </span> : null}
          {lead.phone ? <span className="whitespace-nowrap md:block">{lead.phone}</span> : null}
          {!lead.email && !lead.phone ? <span className="text-muted-foreground">{m.leads.noValue}</span> : null}
        </>
      ),
    },
    { header: m.leads.source, phoneLabel: true, cell: (lead) => sourceLabel(lead.source) },
    { header: m.leads.status, phoneLabel: true, cell: (lead) => <LeadStatusBadge status={lead.status} /> },
    {
      header: m.leads.date,
      phoneLabel: true,
      className: "tabular-nums md:whitespace-nowrap",
      cell: (lead) => formatLeadInstant(lead.createdAt, locale),
    },
    {
      header: m.leads.actions,
      className: "md:w-48 md:min-w-[11rem]",
      cell: (lead) => <LeadRowActions lead={lead} params={params} />,
    },
  ];
  return (
    <section aria-labelledby="leads-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="leads-heading" className="text-xl font-semibold">
          {m.leads.heading}
        </h2>
        <Badge variant="secondary" size="md" data-testid="leads-count">
          {list.total === 1 ? m.leads.countOne : format(m.leads.countMany, { count: formatCount(list.total, locale) })}
        </Badge>
      </div>
      <LeadFilters params={params} />
      <DataTable
        rows={list.rows}
        columns={columns}
        rowKey={(lead) => lead.id}
        rowTestId="lead-row"
        label={m.leads.caption}
        empty={{
          text: m.leads.empty,
          hint: filtered ? m.leads.emptyFilteredHint : m.leads.emptyHint,
          testId: "leads-empty",
        }}
        layout="stacked"
        widthClassName="md:min-w-[60rem]"
      />
      <ListPagination
        page={list.page}
        pageCount={list.pageCount}
        hrefFor={(page) => leadListHref(params, { page })}
        words={m.pagination}
      />
    </section>
  );
}

/** View, Link Accounts when the lead may be a known customer, then the lead's status actions. */
function LeadRowActions({ lead, params }: { lead: LeadRow; params: LeadListParams }) {
  const m = useMessages().admin.leads.leads;
  return (
    // Stacked on a desktop too, so the row's actions stay inside a laptop-wide table instead of scrolling away.
    <div className="flex flex-wrap items-center gap-2 max-md:pt-1 md:flex-col md:items-stretch md:gap-1.5 md:[&_a]:justify-start md:[&_button]:w-full md:[&_button]:justify-start">
      <Link
        to={leadDialogHref(params, "lead", lead.id)}
        preventScrollReset
        aria-label={format(m.viewLabel, { name: lead.name })}
        className={buttonVariants({ variant: "ghost", size: "sm" })}
      >
        <Eye aria-hidden />
        {m.view}
      </Link>
      {lead.matches.length > 0 ? (
        <Link
          to={leadDialogHref(params, "link", lead.id)}
          preventScrollReset
          aria-label={format(m.linkLabel, { name: lead.name })}
          className={buttonVariants({ variant: "default", size: "sm" })}
        >
          <Link2 aria-hidden />
          {m.linkAccounts}
        </Link>
      ) : null}
      <LeadActions lead={lead} className="contents" />
    </div>
  );
}
