import type { ReactNode } from "react";
import { Link } from "react-router";
import { Link2 } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { UrlDialog } from "~/components/ui/url-dialog";
import type { LeadDetail } from "~/domain/leads/get-lead.server";
import type { LeadListParams } from "~/domain/leads/lead-list-params";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { CRM_HOST_NAME, LeadActions } from "./lead-actions";
import { LeadStatusBadge, useSourceLabel } from "./lead-badges";
import { formatLeadInstant } from "./lead-dates";
import { leadDialogHref } from "./lead-links";

/** `?lead=<id>`: everything the lead says, its message with its line breaks, and its actions. Text is shown as text. */
export function LeadDetailDialog({
  lead,
  params,
  closeHref,
}: {
  lead: LeadDetail;
  params: LeadListParams;
  closeHref: string;
}) {
  const m = useMessages().admin.leads;
  const locale = useLocale();
  const sourceLabel = useSourceLabel();
  const none = <span className="text-muted-foreground">{m.leads.noValue}</span>;
  return (
    <UrlDialog
      title={format(m.detail.title, { name: lead.name })}
      description={format(m.detail.description, {
        date: formatLeadInstant(lead.createdAt, locale),
        source: sourceLabel(lead.source).toLowerCase(),
      })}
      closeHref={closeHref}
      closeLabel={m.detail.close}
    >
      <div className="flex flex-col gap-5" data-testid="lead-detail">
        <section aria-labelledby="lead-message-heading">
          <h3 id="lead-message-heading" className="mb-1 text-sm font-semibold">
            {m.detail.message}
          </h3>
          {lead.notes ? (
            <p
              className="max-h-64 overflow-y-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-3 text-sm"
              data-testid="lead-message"
            >
              {lead.notes}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">{m.detail.noMessage}</p>
          )}
        </section>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Fact term={m.detail.email}>
            {lead.email ? (
              <a href={`mailto:${lead.email}`} className="break-all text-primary underline-offset-4 hover:underline">
                {lead.email}
              </a>
            ) : (
              none
            )}
          </Fact>
          <Fact term={m.detail.phone}>
            {lead.phone ? (
              <a
                href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {lead.phone}
              </a>
            ) : (
              none
            )}
          </Fact>
          <Fact term={m.detail.address}>
            {lead.address ? <span className="break-words">{lead.address}</span> : none}
          </Fact>
          <Fact term={m.detail.zipCode}>{lead.zipCode ?? none}</Fact>
          <Fact term={m.detail.source}>{sourceLabel(lead.source)}</Fact>
          <Fact term={m.detail.status}>
            <LeadStatusBadge status={lead.status} />
          </Fact>
          <Fact term={format(m.detail.mondayItem, { host: CRM_HOST_NAME })}>
            {lead.mondayItemId ?? <span className="text-muted-foreground">{m.detail.notSynced}</span>}
          </Fact>
          <Fact term={m.detail.customer}>
            {lead.customerId ? (
              <Link
                to={`/admin/customers/${lead.customerId}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {lead.customerNumber}
              </Link>
            ) : (
              <span className="text-muted-foreground">{m.detail.notLinked}</span>
            )}
          </Fact>
        </dl>
        {lead.matches.length > 0 ? (
          <section aria-labelledby="lead-matches-heading" className="rounded-md border border-warning/60 p-3">
            <h3 id="lead-matches-heading" className="text-sm font-semibold">
              {m.detail.matchesHeading}
            </h3>
            <p className="mt-1 text-sm">{lead.matches.map((match) => `${match.name} (${match.email})`).join(", ")}</p>
            <Link
              to={leadDialogHref(params, "link", lead.id)}
              preventScrollReset
              className={`${buttonVariants({ variant: "default", size: "sm" })} mt-3`}
            >
              <Link2 aria-hidden />
              {m.leads.linkAccounts}
            </Link>
          </section>
        ) : null}
        <LeadActions lead={lead} />
      </div>
    </UrlDialog>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-muted-foreground">{term}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}
