import { useMemo } from "react";
import { requireAdmin } from "~/auth/require-user.server";
import { CRM_HOST_NAME } from "~/components/admin/leads/lead-actions";
import { LeadDetailDialog } from "~/components/admin/leads/lead-detail-dialog";
import { leadListHref } from "~/components/admin/leads/lead-links";
import { LeadTable } from "~/components/admin/leads/lead-table";
import { leadErrorText, leadInfoToast } from "~/components/admin/leads/lead-toasts";
import { LinkAccountsDialog } from "~/components/admin/leads/link-accounts-dialog";
import { SignupTable, type MatchedLead } from "~/components/admin/leads/signup-table";
import { useFormReply } from "~/components/forms/use-form-reply";
import { ScreenLoadError } from "~/components/screen-load-error";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { getLead } from "~/domain/leads/get-lead.server";
import { leadListParamsFrom, leadListSearch } from "~/domain/leads/lead-list-params";
import { linkLeadToSignup } from "~/domain/leads/link-lead-to-signup.server";
import { listLeads } from "~/domain/leads/list-leads.server";
import { listRecentSignups } from "~/domain/leads/list-recent-signups.server";
import { setLeadStatus } from "~/domain/leads/set-lead-status.server";
import { syncLeadToCrm } from "~/domain/leads/sync-lead-to-crm.server";
import type { LiveTopicsHandle } from "~/domain/live-updates/back-office-topics";
import { redirectWithToast } from "~/http/flash-toast.server";
import { formAction } from "~/form-actions/form-action.server";
import { failureToast, successToast, type FormToast } from "~/http/form-toast";
import { format, type Messages } from "~/i18n/catalog";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/leads";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.leads.metaTitle }];
}

/** Reloads by itself when one of these changes (issue 13: live updates). */
export const handle = { liveTopics: ["leads", "signups"] } satisfies LiveTopicsHandle;

/**
 * Recent sign-ups and one page of leads (`?status=&source=&page=`), and the dialog the URL opens: `?lead=<id>` (the
 * lead's full text) or `?link=<id>` (Link Accounts). An unknown lead answers 404.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const params = leadListParamsFrom(search);
  const linkId = search.get("link");
  const leadId = linkId ?? search.get("lead");
  const [signups, list, detail] = await Promise.all([
    listRecentSignups({ actor }),
    listLeads({ actor, params }),
    leadId ? getLead({ actor, leadId }) : null,
  ]);
  return { params, signups, list, detail, dialog: detail ? (linkId ? ("link" as const) : ("lead" as const)) : null };
}

/** Where an action goes back to: the same list, with the lead's detail dialog still open if it was. */
function backHref(url: URL, keepLead: boolean): string {
  const search = new URLSearchParams(leadListSearch(leadListParamsFrom(url.searchParams)));
  const lead = url.searchParams.get("lead");
  if (keepLead && lead) search.set("lead", lead);
  const text = search.toString();
  return `/admin/leads${text ? `?${text}` : ""}`;
}

type LeadWords = Messages["admin"]["leads"];

/** A refused lead button's toast: its form's failure title over the reason. */
function refusedToast(intent: string, description: string, words: LeadWords): FormToast {
  const t = words.toasts;
  const title = intent === "link" ? t.linkFailedTitle : intent === "sync" ? t.syncFailedTitle : t.statusFailedTitle;
  return failureToast(title, description);
}

/**
 * One action for the lead buttons (intent link / status / sync). Success redirects back with a toast; a refusal
 * answers its status (400 bad status, 404 unknown sign-up, 409 conflict) with the reason worded; an unknown lead 404.
 */
export const action = formAction({
  scope: "leads",
  guard: requireAdmin,
  words: (messages) => messages.admin.leads,
  // Every lead button words its refusals the same way: the domain's reason keys under their fields.
  fieldWords: (keys, { words }) =>
    Object.fromEntries(
      Object.entries(keys).map(([field, key]) => [
        field,
        leadErrorText(key, words, CRM_HOST_NAME) ?? words.toasts.unexpected,
      ]),
    ),
  invalidToast: (worded, { intent, words }) =>
    refusedToast(intent, Object.values(worded)[0] ?? words.toasts.unexpected, words),
  failedToast: ({ intent, words }) => refusedToast(intent, words.toasts.unexpected, words),
  intents: {
    link: {
      run: async ({ actor, fields, url, words }) => {
        const linked = await linkLeadToSignup({ actor, leadId: fields.leadId, userId: fields.userId });
        return redirectWithToast(
          backHref(url, false),
          successToast(words.toasts.linkedTitle, format(words.toasts.linked, { number: linked.customerNumber })),
        );
      },
    },
    status: {
      run: async ({ actor, fields, url, words }) => {
        const { to, changed } = await setLeadStatus({ actor, leadId: fields.leadId, status: fields.status });
        const t = words.toasts;
        const status = words.statuses[to].toLowerCase();
        return redirectWithToast(
          backHref(url, true),
          successToast(t.statusTitle, format(changed ? t.statusChanged : t.statusUnchanged, { status })),
        );
      },
    },
    sync: {
      run: async ({ actor, fields, url, words }) => {
        const answer = await syncLeadToCrm({ actor, leadId: fields.leadId });
        const t = words.toasts;
        const host = { host: CRM_HOST_NAME };
        const back = backHref(url, true);
        switch (answer.outcome) {
          case "synced":
            return redirectWithToast(back, successToast(t.syncedTitle, format(t.synced, host)));
          case "queued":
            return redirectWithToast(back, leadInfoToast(t.queuedTitle, format(t.queued, host)));
          case "notConnected":
            return redirectWithToast(back, leadInfoToast(t.notConnectedTitle, format(t.notConnected, host)));
          default:
            return redirectWithToast(back, failureToast(t.syncFailedTitle, format(t.syncFailed, host)));
        }
      },
      conflictToast: ({ words }) =>
        failureToast(words.toasts.syncFailedTitle, format(words.errors.alreadySynced, { host: CRM_HOST_NAME })),
      failedToast: ({ words }) =>
        failureToast(words.toasts.syncFailedTitle, format(words.toasts.syncFailed, { host: CRM_HOST_NAME })),
    },
  },
});

export default function LeadsPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.leads;
  const { params, signups, list, detail, dialog } = loaderData;
  const reply = useFormReply();
  const closeHref = leadListHref(params);

  // The sign-up side of the potential-match flag: the leads of this page that may be theirs.
  const matchedLeads = useMemo(() => {
    const byUser = new Map<string, MatchedLead[]>();
    for (const lead of list.rows) {
      for (const match of lead.matches)
        byUser.set(match.userId, [...(byUser.get(match.userId) ?? []), { id: lead.id, name: lead.name }]);
    }
    return byUser;
  }, [list.rows]);

  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
        <p className="mt-1 max-w-3xl text-muted-foreground">{format(m.intro, { host: CRM_HOST_NAME })}</p>
      </div>
      {reply ? (
        <Alert variant="destructive" data-testid="lead-action-error">
          <p className="mb-1 font-semibold leading-none">{reply.toast.title}</p>
          <AlertDescription>{reply.toast.description}</AlertDescription>
        </Alert>
      ) : null}
      <SignupTable signups={signups} matchedLeads={matchedLeads} params={params} />
      <LeadTable list={list} params={params} />
      {detail && dialog === "lead" ? <LeadDetailDialog lead={detail} params={params} closeHref={closeHref} /> : null}
      {detail && dialog === "link" ? <LinkAccountsDialog lead={detail} closeHref={closeHref} /> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.leads;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
