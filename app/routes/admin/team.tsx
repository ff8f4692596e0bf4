import { Plus, X } from "lucide-react";
import { Link } from "react-router";
import { requireAdmin } from "~/auth/require-user.server";
import { TeamTable } from "~/components/admin/team/team-table";
import { technicianHref } from "~/components/admin/team/team-links";
import { TechnicianDaysOff } from "~/components/admin/team/technician-days-off";
import { TechnicianForm, type TechnicianFormReply } from "~/components/admin/team/technician-form";
import { TechnicianRemoval } from "~/components/admin/team/technician-removal";
import { useFormReply } from "~/components/forms/use-form-reply";
import { ScreenLoadError } from "~/components/screen-load-error";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { addDayOff } from "~/domain/team/add-day-off.server";
import { deleteTechnician } from "~/domain/team/delete-technician.server";
import { getTeam } from "~/domain/team/get-team.server";
import { giveTechnicianLogin } from "~/domain/team/give-technician-login.server";
import { revokeCalendarFeed } from "~/domain/calendar-feed/revoke-calendar-feed.server";
import { removeDayOff } from "~/domain/team/remove-day-off.server";
import { removeTechnicianLogin } from "~/domain/team/remove-technician-login.server";
import { saveTechnician } from "~/domain/team/save-technician.server";
import { setTechnicianActive } from "~/domain/team/set-technician-active.server";
import { technicianFormInput } from "~/domain/team/team-schemas";
import { formAction, type FormIntent } from "~/form-actions/form-action.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { failureToast, successToast } from "~/http/form-toast";
import { format, type Messages } from "~/i18n/catalog";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/team";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.team.metaTitle }];
}

/** The technicians, the zones, and the form open in the address (`?technician=new|<id>`). */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  return getTeam({ actor, open: new URL(request.url).searchParams.get("technician") });
}

type Words = Messages["admin"]["team"];
type Actor = Awaited<ReturnType<typeof requireAdmin>>;

/** Every refusal of the screen: a conflict (visits, a login already there, an address taken) or a failure. */
const REFUSALS: Pick<FormIntent<Actor, Words>, "conflictToast" | "failedToast" | "invalidToast"> = {
  conflictToast: ({ words }) => failureToast(words.toasts.conflictTitle, words.toasts.conflict),
  failedToast: ({ words }) => failureToast(words.toasts.failedTitle, words.toasts.failed),
  invalidToast: (_fields, { words }) => failureToast(words.toasts.checkFieldsTitle, words.toasts.failed),
};

/** Back to the screen as it was (the open form stays open), with the toast. */
function back(url: URL, title: string, description: string) {
  return redirectWithToast(`${url.pathname}${url.search}`, successToast(title, description));
}

/** Save (add or edit), activate, deactivate, delete, add and remove a day off, give and remove a login, revoke a calendar feed. */
export const action = formAction({
  scope: "team",
  guard: requireAdmin,
  words: (messages) => messages.admin.team,
  intents: {
    save: {
      run: async ({ actor, fields, formData, words: { toasts } }) => {
        const saved = await saveTechnician({
          actor,
          technicianId: fields.technicianId || null,
          input: technicianFormInput(formData),
        });
        return redirectWithToast(
          technicianHref(saved.id),
          saved.created
            ? successToast(toasts.addedTitle, format(toasts.added, { name: saved.name }))
            : successToast(toasts.savedTitle, format(toasts.saved, { name: saved.name })),
        );
      },
      refusedExtra: ({ formData }) => ({
        serviceTypes: formData.getAll("serviceTypes").map(String),
        zones: formData.getAll("zones").map(String),
      }),
      ...REFUSALS,
    },
    activate: {
      run: async ({ actor, fields, url, words: { toasts } }) => {
        const done = await setTechnicianActive({ actor, technicianId: fields.technicianId ?? "", active: true });
        return back(url, toasts.activatedTitle, format(toasts.activated, { name: done.name }));
      },
      ...REFUSALS,
    },
    deactivate: {
      run: async ({ actor, fields, url, words: { toasts } }) => {
        const done = await setTechnicianActive({ actor, technicianId: fields.technicianId ?? "", active: false });
        return back(url, toasts.deactivatedTitle, format(toasts.deactivated, { name: done.name }));
      },
      ...REFUSALS,
    },
    delete: {
      run: async ({ actor, fields, words: { toasts } }) => {
        const done = await deleteTechnician({ actor, technicianId: fields.technicianId ?? "" });
        return redirectWithToast(
          "/admin/team",
          successToast(toasts.deletedTitle, format(toasts.deleted, { name: done.name })),
        );
      },
      ...REFUSALS,
    },
    "add-day-off": {
      run: async ({ actor, fields, url, words: { toasts } }) => {
        const done = await addDayOff({ actor, technicianId: fields.technicianId ?? "", input: { day: fields.day } });
        return back(url, toasts.dayOffAddedTitle, format(toasts.dayOffAdded, { name: done.name, day: done.day }));
      },
      ...REFUSALS,
    },
    "remove-day-off": {
      run: async ({ actor, fields, url, words: { toasts } }) => {
        const done = await removeDayOff({ actor, technicianId: fields.technicianId ?? "", day: fields.day ?? "" });
        return back(url, toasts.dayOffRemovedTitle, format(toasts.dayOffRemoved, { name: done.name, day: done.day }));
      },
      ...REFUSALS,
    },
    "give-login": {
      run: async ({ actor, fields, url, words: { toasts } }) => {
        const done = await giveTechnicianLogin({ actor, technicianId: fields.technicianId ?? "" });
        return back(url, toasts.loginGivenTitle, format(toasts.loginGiven, { name: done.name, email: done.email }));
      },
      ...REFUSALS,
    },
    "remove-login": {
      run: async ({ actor, fields, url, words: { toasts } }) => {
        const done = await removeTechnicianLogin({ actor, technicianId: fields.technicianId ?? "" });
        return back(url, toasts.loginRemovedTitle, format(toasts.loginRemoved, { name: done.name }));
      },
      ...REFUSALS,
    },
    "revoke-calendar-feed": {
      run: async ({ actor, fields, url, words: { toasts } }) => {
        const done = await revokeCalendarFeed({ actor, technicianId: fields.technicianId ?? "" });
        return back(url, toasts.calendarFeedRevokedTitle, format(toasts.calendarFeedRevoked, { name: done.name }));
      },
      ...REFUSALS,
    },
  },
});

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.team;
  const { technicians, zones, open } = loaderData;
  const reply = useFormReply<TechnicianFormReply>();
  const count = technicians.length;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">{m.intro}</p>
        </div>
        <Link to={technicianHref("new")} className={buttonVariants()}>
          <Plus aria-hidden />
          {m.add}
        </Link>
      </div>
      <div>
        <Badge variant="secondary" size="md" data-testid="team-count">
          {count === 1 ? m.countOne : format(m.countMany, { count: String(count) })}
        </Badge>
      </div>
      {open ? (
        <Card data-testid="technician-panel">
          <CardHeader className="flex flex-row items-start justify-between gap-4">
            <CardTitle>{open === "new" ? m.form.addTitle : format(m.form.editTitle, { name: open.name })}</CardTitle>
            <Link
              to="/admin/team"
              className={buttonVariants({ variant: "ghost", size: "icon" })}
              aria-label={m.form.close}
            >
              <X aria-hidden />
            </Link>
          </CardHeader>
          <CardContent className="space-y-8">
            <TechnicianForm
              key={open === "new" ? "new" : open.id}
              technician={open === "new" ? null : open}
              zones={zones}
              reply={reply}
            />
            {open === "new" ? null : (
              <>
                <TechnicianDaysOff technician={open} reply={reply} />
                <TechnicianRemoval technician={open} />
              </>
            )}
          </CardContent>
        </Card>
      ) : null}
      <TeamTable technicians={technicians} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.team;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
