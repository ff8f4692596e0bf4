import { useEffect, useMemo } from "react";
import { data, useActionData } from "react-router";
import { requireAdmin } from "~/auth/require-user.server";
import { CRM_HOST_NAME } from "~/components/admin/leads/lead-actions";
import { LeadDetailDialog } from "~/components/admin/leads/lead-detail-dialog";
import { leadListHref } from "~/components/admin/leads/lead-links";
import { LeadTable } from "~/components/admin/leads/lead-table";
import {
  leadErrorText,
  leadFailureToast,
  leadInfoToast,
  leadSuccessToast,
  type LeadActionReply,
} from "~/components/admin/leads/lead-toasts";
import { LinkAccountsDialog } from "~/components/admin/leads/link-accounts-dialog";
import { SignupTable, type MatchedLead } from "~/components/admin/leads/signup-table";
import { showToast } from "~/components/forms/show-toast";
import { ScreenLoadError } from "~/components/screen-load-error";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { isAppError } from "~/domain/app-error";
import { getLead } from "~/domain/leads/get-lead.server";
import { leadListParamsFrom, leadListSearch } from "~/domain/leads/lead-list-params";
import { linkLeadToSignup } from "~/domain/leads/link-lead-to-signup.server";
import { listLeads } from "~/domain/leads/list-leads.server";
import { listRecentSignups } from "~/domain/leads/list-recent-signups.server";
import { setLeadStatus } from "~/domain/leads/set-lead-status.server";
import { syncLeadToCrm } from "~/domain/leads/sync-lead-to-crm.server";
import type { LiveTopicsHandle } from "~/domain/live-updates/back-office-topics";
import { redirectWithToast } from "~/http/flash-toast.server";
import { readFormData } from "~/http/read-request-body.server";
import { format } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
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

/**
 * One action for the lead buttons (intent link / status / sync). Success redirects back with a toast; a refusal
 * answers its status (400 bad status, 404 unknown sign-up, 409 conflict) with the reason worded; an unknown lead 404.
 */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const m = messagesFor(resolveLocale(request, actor.locale)).admin.leads;
  const t = m.toasts;
  const host = CRM_HOST_NAME;
  const form = await readFormData(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const intent = field("intent") ?? "";
  const url = new URL(request.url);
  const failedTitle =
    intent === "link" ? t.linkFailedTitle : intent === "sync" ? t.syncFailedTitle : t.statusFailedTitle;
  const reply = (status: number, description: string, fieldErrors: Record<string, string> = {}) =>
    data({ intent, toast: leadFailureToast(failedTitle, description), fieldErrors } satisfies LeadActionReply, {
      status,
    });
  try {
    if (intent === "link") {
      const linked = await linkLeadToSignup({ actor, leadId: field("leadId"), userId: field("userId") });
      return redirectWithToast(
        backHref(url, false),
        leadSuccessToast(t.linkedTitle, format(t.linked, { number: linked.customerNumber })),
      );
    }
    if (intent === "status") {
      const { to, changed } = await setLeadStatus({ actor, leadId: field("leadId"), status: field("status") });
      const status = m.statuses[to].toLowerCase();
      return redirectWithToast(
        backHref(url, true),
        leadSuccessToast(t.statusTitle, format(changed ? t.statusChanged : t.statusUnchanged, { status })),
      );
    }
    if (intent === "sync") {
      const answer = await syncLeadToCrm({ actor, leadId: field("leadId") });
      const back = backHref(url, true);
      if (answer.outcome === "synced")
        return redirectWithToast(back, leadSuccessToast(t.syncedTitle, format(t.synced, { host })));
      if (answer.outcome === "queued")
        return redirectWithToast(back, leadInfoToast(t.queuedTitle, format(t.queued, { host })));
      if (answer.outcome === "notConnected")
        return redirectWithToast(back, leadInfoToast(t.notConnectedTitle, format(t.notConnected, { host })));
      return redirectWithToast(back, leadFailureToast(t.syncFailedTitle, format(t.syncFailed, { host })));
    }
    return reply(400, t.unexpected);
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND" && !error.fieldErrors) throw error;
    if (isAppError(error)) {
      const key =
        Object.values(error.fieldErrors ?? {})[0] ??
        (intent === "sync" && error.code === "CONFLICT" ? "alreadySynced" : undefined);
      const worded = leadErrorText(key, m, host);
      if (worded)
        return reply(
          error.status,
          worded,
          Object.fromEntries(Object.keys(error.fieldErrors ?? { leadId: "" }).map((name) => [name, worded])),
        );
    }
    console.error(`[leads] ${intent || "unknown"} by admin ${actor.id} failed`, error);
    return reply(
      isAppError(error) ? error.status : 500,
      intent === "sync" ? format(t.syncFailed, { host }) : t.unexpected,
    );
  }
}

export default function LeadsPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.leads;
  const { params, signups, list, detail, dialog } = loaderData;
  const reply = useActionData<typeof action>() as LeadActionReply | undefined;
  const closeHref = leadListHref(params);

  useEffect(() => {
    if (reply) showToast(reply.toast);
  }, [reply]);

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
