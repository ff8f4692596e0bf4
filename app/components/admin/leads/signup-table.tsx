import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "~/components/admin/data-table";
import { Badge } from "~/components/ui/badge";
import { formatCount } from "~/domain/dashboard/dashboard-format";
import type { LeadListParams } from "~/domain/leads/lead-list-params";
import type { RecentSignup, RecentSignupList } from "~/domain/leads/list-recent-signups.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { formatLeadInstant } from "./lead-dates";
import { leadDialogHref } from "./lead-links";

/** A lead of the page a sign-up may match (the flag on the sign-up's side). */
export type MatchedLead = { id: string; name: string };

/** Recent sign-ups with their real e-mail (DECISIONS.md §4), or the spec's empty state. */
export function SignupTable({
  signups,
  matchedLeads,
  params,
}: {
  signups: RecentSignupList;
  matchedLeads: Map<string, MatchedLead[]>;
  params: LeadListParams;
}) {
  const m = useMessages().admin.leads;
  const locale = useLocale();
  const columns: DataTableColumn<RecentSignup>[] = [
    {
      header: m.signups.name,
      cell: (signup) => (
        <>
          <span className="font-semibold">{signup.name}</span>
          <PotentialMatches matches={matchedLeads.get(signup.userId) ?? []} params={params} />
        </>
      ),
    },
    {
      header: m.signups.email,
      phoneLabel: true,
      className: "[overflow-wrap:anywhere]",
      cell: (signup) => (
        <>
          <a href={`mailto:${signup.email}`} className="text-primary underline underline-offset-4">
            {signup.email}
          </a>
          <span className="ml-2 md:ml-0 md:mt-1 md:block">
            <Badge variant={signup.emailVerified ? "success" : "outline"}>
              {signup.emailVerified ? m.signups.verified : m.signups.unverified}
            </Badge>
          </span>
        </>
      ),
    },
    {
      header: m.signups.signedUp,
      phoneLabel: true,
      className: "tabular-nums md:whitespace-nowrap",
      cell: (signup) => formatLeadInstant(signup.signedUpAt, locale),
    },
    {
      header: m.signups.customer,
      phoneLabel: true,
      cell: (signup) =>
        signup.customerId ? (
          <Link
            to={`/admin/customers/${signup.customerId}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {signup.customerNumber}
          </Link>
        ) : (
          <span className="text-muted-foreground">{m.signups.noRecord}</span>
        ),
    },
  ];
  return (
    <section aria-labelledby="signups-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="signups-heading" className="text-xl font-semibold">
          {m.signups.heading}
        </h2>
        <Badge variant="secondary" size="md" data-testid="signups-count">
          {signups.total === 1
            ? m.signups.countOne
            : format(m.signups.countMany, { count: formatCount(signups.total, locale) })}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {format(m.signups.description, { days: signups.windowDays })}
        {signups.total > signups.rows.length
          ? ` ${format(m.signups.showing, { shown: signups.rows.length, total: formatCount(signups.total, locale) })}`
          : null}
      </p>
      <DataTable
        rows={signups.rows}
        columns={columns}
        rowKey={(signup) => signup.userId}
        rowTestId="signup-row"
        label={m.signups.caption}
        empty={{ text: m.signups.empty, testId: "signups-empty" }}
        layout="stacked"
        widthClassName="md:min-w-[44rem]"
        regionClassName="max-h-[28rem] overflow-auto rounded-lg border bg-card"
      />
    </section>
  );
}

/** The leads of the page this sign-up may be, each opening the dialog that links the two. */
function PotentialMatches({ matches, params }: { matches: MatchedLead[]; params: LeadListParams }) {
  const m = useMessages().admin.leads.leads;
  if (matches.length === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-1 text-xs">
      <Badge variant="warning">{m.potentialMatch}</Badge>
      {matches.map((lead) => (
        <Link
          key={lead.id}
          to={leadDialogHref(params, "link", lead.id)}
          preventScrollReset
          // At least 24 px tall: these sit close together on a phone (WCAG 2.2 AA 2.5.8 target size).
          className="inline-flex min-h-6 items-center text-primary underline underline-offset-4"
        >
          {lead.name}
        </Link>
      ))}
    </span>
  );
}
