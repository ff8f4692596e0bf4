import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/class-names";
import { formatCount } from "~/domain/dashboard/dashboard-format";
import type { LeadListParams } from "~/domain/leads/lead-list-params";
import type { RecentSignup, RecentSignupList } from "~/domain/leads/list-recent-signups.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { formatLeadInstant } from "./lead-dates";
import { leadDialogHref } from "./lead-links";
import { CellLabel, stacked } from "./stacked-table";

const headCell = stacked.headCell;
const cell = stacked.cell;

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
  const m = useMessages().admin.leads.signups;
  const locale = useLocale();
  return (
    <section aria-labelledby="signups-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="signups-heading" className="text-xl font-semibold">
          {m.heading}
        </h2>
        <Badge variant="secondary" size="md" data-testid="signups-count">
          {signups.total === 1 ? m.countOne : format(m.countMany, { count: formatCount(signups.total, locale) })}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {format(m.description, { days: signups.windowDays })}
        {signups.total > signups.rows.length
          ? ` ${format(m.showing, { shown: signups.rows.length, total: formatCount(signups.total, locale) })}`
          : null}
      </p>
      {signups.rows.length === 0 ? (
        <div className="rounded-lg border border-dashed p-6 text-center" data-testid="signups-empty">
          <p className="font-semibold">{m.empty}</p>
        </div>
      ) : (
        <div
          className="max-h-[28rem] overflow-auto rounded-lg border bg-card"
          tabIndex={0}
          role="region"
          aria-label={m.caption}
        >
          <table className={cn(stacked.table, "md:min-w-[44rem]")}>
            <caption className="sr-only">{m.caption}</caption>
            <thead className={stacked.head}>
              <tr>
                <th scope="col" className={headCell}>
                  {m.name}
                </th>
                <th scope="col" className={headCell}>
                  {m.email}
                </th>
                <th scope="col" className={headCell}>
                  {m.signedUp}
                </th>
                <th scope="col" className={headCell}>
                  {m.customer}
                </th>
              </tr>
            </thead>
            <tbody className={stacked.body}>
              {signups.rows.map((signup) => (
                <SignupRow
                  key={signup.userId}
                  signup={signup}
                  matches={matchedLeads.get(signup.userId) ?? []}
                  params={params}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function SignupRow({
  signup,
  matches,
  params,
}: {
  signup: RecentSignup;
  matches: MatchedLead[];
  params: LeadListParams;
}) {
  const m = useMessages().admin.leads;
  const locale = useLocale();
  return (
    <tr data-testid="signup-row" className={stacked.row}>
      <td className={cell}>
        <span className="font-semibold">{signup.name}</span>
        {matches.length > 0 ? (
          <span className="mt-1 flex flex-wrap items-center gap-1 text-xs">
            <Badge variant="warning">{m.leads.potentialMatch}</Badge>
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
        ) : null}
      </td>
      <td className={cn(cell, "[overflow-wrap:anywhere]")}>
        <CellLabel>{m.signups.email}</CellLabel>
        <a href={`mailto:${signup.email}`} className="text-primary underline underline-offset-4">
          {signup.email}
        </a>
        <span className="ml-2 md:ml-0 md:mt-1 md:block">
          <Badge variant={signup.emailVerified ? "success" : "outline"}>
            {signup.emailVerified ? m.signups.verified : m.signups.unverified}
          </Badge>
        </span>
      </td>
      <td className={cn(cell, "tabular-nums md:whitespace-nowrap")}>
        <CellLabel>{m.signups.signedUp}</CellLabel>
        {formatLeadInstant(signup.signedUpAt, locale)}
      </td>
      <td className={cell}>
        <CellLabel>{m.signups.customer}</CellLabel>
        {signup.customerId ? (
          <Link
            to={`/admin/customers/${signup.customerId}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {signup.customerNumber}
          </Link>
        ) : (
          <span className="text-muted-foreground">{m.signups.noRecord}</span>
        )}
      </td>
    </tr>
  );
}
