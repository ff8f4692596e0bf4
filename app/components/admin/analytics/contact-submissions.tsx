import { Eye } from "lucide-react";
import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "~/components/admin/data-table";
import { LeadStatusBadge } from "~/components/admin/leads/lead-badges";
import { formatLeadInstant } from "~/components/admin/leads/lead-dates";
import { leadDialogHref, leadListHref } from "~/components/admin/leads/lead-links";
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
  const columns: DataTableColumn<ContactSubmission>[] = [
    {
      header: m.submissions.name,
      className: "md:max-w-[14rem]",
      cell: (item) => (
        <>
          <span className="block break-words font-semibold">{item.name}</span>
          <span className="mt-1 block">
            <LeadStatusBadge status={item.status} />
          </span>
        </>
      ),
    },
    {
      header: m.submissions.contact,
      phoneLabel: true,
      className: "md:min-w-[16rem] [overflow-wrap:anywhere]",
      cell: (item) => (
        <>
          {item.email ? (
            <a
              href={`mailto:${item.email}`}
              className="font-medium text-primary underline-offset-4 hover:underline md:block"
            >
              {item.email}
            </a>
          ) : null}{" "}
          <span className={cn("whitespace-nowrap md:block", !item.phone && "text-muted-foreground")}>
            {item.phone ?? m.submissions.noPhone}
          </span>
        </>
      ),
    },
    {
      header: m.submissions.date,
      phoneLabel: true,
      className: "tabular-nums md:whitespace-nowrap",
      cell: (item) => formatLeadInstant(item.createdAt, locale),
    },
    {
      header: m.submissions.message,
      phoneLabel: true,
      className: "md:max-w-[22rem] [overflow-wrap:anywhere]",
      cell: (item) =>
        item.message ? (
          <span data-testid="contact-submission-message">{excerpt(item.message)}</span>
        ) : (
          <span className="text-muted-foreground">{m.submissions.noMessage}</span>
        ),
    },
    {
      header: m.submissions.open,
      headerHidden: true,
      cell: (item) => (
        <Link
          to={leadDialogHref(DEFAULT_LEAD_LIST_PARAMS, "lead", item.id)}
          aria-label={format(m.submissions.openLabel, { name: item.name })}
          className={buttonVariants({ variant: "ghost", size: "sm" })}
        >
          <Eye aria-hidden />
          {m.submissions.open}
        </Link>
      ),
    },
  ];
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
      ) : (
        <>
          <DataTable
            rows={list.items}
            columns={columns}
            rowKey={(item) => item.id}
            rowTestId="contact-submission"
            label={m.submissions.caption}
            empty={{ text: m.noContactSubmissions, testId: "contact-submissions-empty" }}
            layout="stacked"
            widthClassName="md:min-w-[48rem]"
          />
          {list.items.length > 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="contact-submissions-count">
              {format(m.showingContactSubmissions, {
                shown: formatCount(list.items.length, locale),
                total: formatCount(list.total, locale),
              })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
