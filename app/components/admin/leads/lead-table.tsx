import { Eye, Link2 } from "lucide-react";
import { Link } from "react-router";
import { ListPagination } from "~/components/admin/services/list-pagination";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
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
import { CellLabel, stacked } from "./stacked-table";

const cell = stacked.cell;

/** All leads, newest first, filtered and paged in the URL, or the spec's empty state. */
export function LeadTable({ list, params }: { list: LeadList; params: LeadListParams }) {
  const m = useMessages().admin.leads;
  const locale = useLocale();
  const filtered = params.status !== "all" || params.source !== "all";
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
      {list.rows.length === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center" data-testid="leads-empty">
          <p className="font-semibold">{m.leads.empty}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {filtered ? m.leads.emptyFilteredHint : m.leads.emptyHint}
          </p>
        </div>
      ) : (
        <>
          <div
            className="rounded-lg border bg-card md:overflow-x-auto"
            tabIndex={0}
            role="region"
            aria-label={m.leads.caption}
          >
            <table className={cn(stacked.table, "md:min-w-[60rem]")}>
              <caption className="sr-only">{m.leads.caption}</caption>
              <thead className={stacked.head}>
                <tr>
                  {[m.leads.name, m.leads.contact, m.leads.source, m.leads.status, m.leads.date, m.leads.actions].map(
                    (heading) => (
                      <th key={heading} scope="col" className={stacked.headCell}>
                        {heading}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody className={stacked.body}>
                {list.rows.map((lead) => (
                  <LeadTableRow key={lead.id} lead={lead} params={params} />
                ))}
              </tbody>
            </table>
          </div>
          <ListPagination
            page={list.page}
            pageCount={list.pageCount}
            hrefFor={(page) => leadListHref(params, { page })}
            words={m.pagination}
          />
        </>
      )}
    </section>
  );
}

function LeadTableRow({ lead, params }: { lead: LeadRow; params: LeadListParams }) {
  const m = useMessages().admin.leads.leads;
  const locale = useLocale();
  const sourceLabel = useSourceLabel();
  return (
    <tr data-testid="lead-row" className={stacked.row}>
      <td className={cn(cell, "md:max-w-[16rem]")}>
        <span className="break-words font-semibold">{lead.name}</span>
        {lead.customerId ? (
          <Link
            to={`/admin/customers/${lead.customerId}`}
            className="mt-0.5 block text-xs font-medium text-primary underline-offset-4 hover:underline"
          >
            {format(m.linkedTo, { number: lead.customerNumber ?? "" })}
          </Link>
        ) : null}
        {lead.matches.length > 0 ? (
          <span className="mt-1 flex flex-col items-start gap-1 text-xs" data-testid="lead-match">
            <Badge variant="warning">{m.potentialMatch}</Badge>
            <span className="text-muted-foreground">
              {format(m.matchNames, {
                names: lead.matches.map((match) => `${match.name} (${match.email})`).join(", "),
              })}
            </span>
          </span>
        ) : null}
      </td>
      <td className={cn(cell, "md:min-w-[11rem] md:max-w-[15rem] [overflow-wrap:anywhere]")}>
        <CellLabel>{m.contact}</CellLabel>
        {lead.email ? <span className="md:block">{lead.email} </span> : null}
        {lead.phone ? <span className="whitespace-nowrap md:block">{lead.phone}</span> : null}
        {!lead.email && !lead.phone ? <span className="text-muted-foreground">{m.noValue}</span> : null}
      </td>
      <td className={cell}>
        <CellLabel>{m.source}</CellLabel>
        {sourceLabel(lead.source)}
      </td>
      <td className={cell}>
        <CellLabel>{m.status}</CellLabel>
        <LeadStatusBadge status={lead.status} />
      </td>
      <td className={cn(cell, "tabular-nums md:whitespace-nowrap")}>
        <CellLabel>{m.date}</CellLabel>
        {formatLeadInstant(lead.createdAt, locale)}
      </td>
      <td className={cn(cell, "md:w-48 md:min-w-[11rem]")}>
        {/* Stacked on a desktop too, so the row's actions stay inside a laptop-wide table instead of scrolling away. */}
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
      </td>
    </tr>
  );
}
