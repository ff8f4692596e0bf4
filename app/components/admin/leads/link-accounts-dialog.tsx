import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { UrlDialog } from "~/components/ui/url-dialog";
import type { LeadDetail } from "~/domain/leads/get-lead.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { formatLeadInstant } from "./lead-dates";
import { LeadActionForm } from "./lead-action-form";

/**
 * `?link=<id>`: Link Accounts. Each recent sign-up the lead may belong to, with what linking will do to its customer
 * record; one button per sign-up, so choosing is also confirming.
 */
export function LinkAccountsDialog({ lead, closeHref }: { lead: LeadDetail; closeHref: string }) {
  const m = useMessages().admin.leads.link;
  const locale = useLocale();
  return (
    <UrlDialog
      title={m.title}
      description={format(m.description, { name: lead.name })}
      closeHref={closeHref}
      closeLabel={m.close}
      className="max-w-xl"
    >
      {lead.matches.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.noMatches}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="link-choices">
          {lead.matches.map((match) => (
            <li
              key={match.userId}
              className="flex flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold">{match.name}</p>
                <p className="break-all">{match.email}</p>
                <p className="text-muted-foreground">
                  {format(m.signedUp, { date: formatLeadInstant(match.signedUpAt, locale) })}
                </p>
                <p className="text-muted-foreground">
                  {match.customerNumber ? format(m.hasRecord, { number: match.customerNumber }) : m.newRecord}
                </p>
              </div>
              <LeadActionForm
                intent="link"
                fields={{ leadId: lead.id, userId: match.userId }}
                label={m.choose}
                busyLabel={m.linking}
                ariaLabel={format(m.chooseLabel, { name: match.name, email: match.email })}
                variant="default"
              />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6 flex justify-end">
        <Link to={closeHref} preventScrollReset className={buttonVariants({ variant: "outline" })}>
          {m.cancel}
        </Link>
      </div>
    </UrlDialog>
  );
}
