import { Eye } from "lucide-react";
import { Link } from "react-router";
import { LeadStatusBadge } from "~/components/admin/leads/lead-badges";
import { formatLeadInstant } from "~/components/admin/leads/lead-dates";
import { leadDialogHref, leadListHref } from "~/components/admin/leads/lead-links";
import { CellLabel, stacked } from "~/components/admin/leads/stacked-table";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import type { ContactSubmission, ContactSubmissionList } from "~/domain/analytics/list-contact-submissions.server";
import { formatCount } from "~/domain/dashboard/dashboard-format";
import { DEFAULT_LEAD_LIST_PARAMS } from "~/domain/leads/lead-list-params";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";

const MESSAGE_EXCERPT_CHARACTERS = 140;

/** The first words of a message on one line; the lead's dialog shows all of it. */
function excerpt(message: string): string {
  const oneLine = message.replace(/\s+/g, " ").trim();
  if (oneLine.length <= MESSAGE_EXCERPT_CHARACTERS) return oneLine;
  const cut = oneLine.slice(0, MESSAGE_EXCERPT_CHARACTERS);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > MESSAGE_EXCERPT_CHARACTERS / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * Recent Contact Submissions (spec document 2 §2): the newest contact-page leads, "Showing 10 of N submissions", or
 * the spec's empty state; null when they could not be read ('Failed to load contact submissions').
 */
export function ContactSubmissions({ list }: { list: ContactSubmissionList | null }) {
  const m = useMessages().admin.analytics;
  const locale = useLocale();
  return (
    <section aria-labelledby="contact-submissions-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div>
          <h2 id="contact-submissions-heading" className="text-xl font-semibold">
            {m.submissions.heading}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{m.submissions.intro}</p>
        </div>
        {list && list.total > 0 ? (
          <Link
            to={leadListHref({ ...DEFAULT_LEAD_LIST_PARAMS, source: "contact_form" })}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {m.submissions.allLeads}
          </Link>
        ) : null}
      </div>
      {list === null ? (
        <Alert variant="destructive" data-testid="contact-submissions-error">
          <AlertDescription>{m.contactSubmissionsLoadFailed}</AlertDescription>
        </Alert>
      ) : list.items.length === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center" data-testid="contact-submissions-empty">
          <p className="font-semibold">{m.noContactSubmissions}</p>
        </div>
      ) : (
        <>
          <div
            className="rounded-lg border bg-card md:overflow-x-auto"
            tabIndex={0}
            role="region"
            aria-label={m.submissions.caption}
          >
            <table className={cn(stacked.table, "md:min-w-[48rem]")}>
              <caption className="sr-only">{m.submissions.caption}</caption>
              <thead className={stacked.head}>
                <tr>
                  {[m.submissions.name, m.submissions.contact, m.submissions.date, m.submissions.message, ""].map(
                    (heading, index) => (
                      <th key={index} scope="col" className={stacked.headCell}>
                        {heading || <span className="sr-only">{m.submissions.open}</span>}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody className={stacked.body}>
                {list.items.map((item) => (
                  <SubmissionRow key={item.id} item={item} />
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-sm text-muted-foreground" data-testid="contact-submissions-count">
            {format(m.showingContactSubmissions, {
              shown: formatCount(list.items.length, locale),
              total: formatCount(list.total, locale),
            })}
          </p>
        </>
      )}
    </section>
  );
}

function SubmissionRow({ item }: { item: ContactSubmission }) {
  const m = useMessages().admin.analytics.submissions;
  const locale = useLocale();
  const cell = stacked.cell;
  return (
    <tr data-testid="contact-submission" className={stacked.row}>
      <td className={cn(cell, "md:max-w-[14rem]")}>
        <span className="block break-words font-semibold">{item.name}</span>
        <span className="mt-1 block">
          <LeadStatusBadge status={item.status} />
        </span>
      </td>
      <td className={cn(cell, "md:min-w-[16rem] [overflow-wrap:anywhere]")}>
        <CellLabel>{m.contact}</CellLabel>
        {item.email ? (
          <a
            href={`mailto:${item.email}`}
            className="font-medium text-primary underline-offset-4 hover:underline md:block"
          >
            {item.email}
          </a>
        ) : null}{" "}
        <span className={cn("whitespace-nowrap md:block", !item.phone && "text-muted-foreground")}>
          {item.phone ?? m.noPhone}
        </span>
      </td>
      <td className={cn(cell, "tabular-nums md:whitespace-nowrap")}>
        <CellLabel>{m.date}</CellLabel>
        {formatLeadInstant(item.createdAt, locale)}
      </td>
      <td className={cn(cell, "md:max-w-[22rem] [overflow-wrap:anywhere]")}>
        <CellLabel>{m.message}</CellLabel>
        {item.message ? (
          <span data-testid="contact-submission-message">{excerpt(item.message)}</span>
        ) : (
          <span className="text-muted-foreground">{m.noMessage}</span>
        )}
      </td>
      <td className={cell}>
        <Link
          to={leadDialogHref(DEFAULT_LEAD_LIST_PARAMS, "lead", item.id)}
          aria-label={format(m.openLabel, { name: item.name })}
          className={buttonVariants({ variant: "ghost", size: "sm" })}
        >
          <Eye aria-hidden />
          {m.open}
        </Link>
      </td>
    </tr>
  );
}
