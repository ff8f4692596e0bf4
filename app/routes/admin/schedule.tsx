import { requireAdmin } from "~/auth/require-user.server";
import { BoardDateNav } from "~/components/admin/schedule/board-date-nav";
import { CapacityReport } from "~/components/admin/schedule/capacity-report";
import { DispatchBoard } from "~/components/admin/schedule/dispatch-board";
import { DispatchTray } from "~/components/admin/schedule/dispatch-tray";
import { MoveVisitDialog } from "~/components/admin/schedule/move-visit-dialog";
import { boardDateText, windowRangeText } from "~/components/admin/schedule/schedule-format";
import { boardHref, type BoardView } from "~/components/admin/schedule/schedule-links";
import { WeekTable } from "~/components/admin/schedule/week-table";
import { useFormReply } from "~/components/forms/use-form-reply";
import { ScreenLoadError } from "~/components/screen-load-error";
import { moveVisitFormInput } from "~/domain/dispatch/dispatch-schemas";
import { moveVisit } from "~/domain/dispatch/move-visit.server";
import { readDispatchDay } from "~/domain/dispatch/read-dispatch-day.server";
import { readDispatchWeek } from "~/domain/dispatch/read-dispatch-week.server";
import type { LiveTopicsHandle } from "~/domain/live-updates/back-office-topics";
import { formAction } from "~/form-actions/form-action.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { failureToast, successToast } from "~/http/form-toast";
import { format } from "~/i18n/catalog";
import { messagesFromMatches, useLocale, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/schedule";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.schedule.metaTitle }];
}

// A booking, reschedule or cancellation writes its service request ("requests"); a move on the board or a
// technician's step writes only the appointment and announces "schedule".
export const handle = { liveTopics: ["requests", "schedule"] } satisfies LiveTopicsHandle;

/** The board of `?date=` (today by default) as a day or `?view=week`, and the visit whose Move dialog is open. */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const view: BoardView = search.get("view") === "week" ? "week" : "day";
  const [day, week] = await Promise.all([
    readDispatchDay({ actor, date: search.get("date") }),
    readDispatchWeek({ actor, date: search.get("date") }),
  ]);
  return { view, day, week, move: view === "day" ? search.get("move") : null };
}

/** Assign or move a visit (the Move dialog and a drag and drop post the same form). */
export const action = formAction({
  scope: "schedule",
  guard: requireAdmin,
  words: (messages) => messages.admin.schedule,
  intents: {
    move: {
      run: async ({ actor, fields, url, locale, words: { toasts } }) => {
        const moved = await moveVisit({
          actor,
          appointmentId: fields.appointmentId,
          input: moveVisitFormInput(fields),
        });
        const when = `${boardDateText(moved.window.date, locale, "medium")}, ${windowRangeText(moved.window, locale)}`;
        const technician = moved.technician?.name ?? "—";
        return redirectWithToast(
          boardHref({ date: url.searchParams.get("date") ?? moved.window.date }),
          moved.overCapacity
            ? successToast(toasts.movedOverTitle, format(toasts.movedOver, { technician, when }))
            : successToast(toasts.movedTitle, format(toasts.moved, { technician, when })),
        );
      },
      invalidToast: (_fields, { words }) => failureToast(words.toasts.refusedTitle, words.toasts.refused),
      conflictToast: ({ words }) => failureToast(words.toasts.conflictTitle, words.toasts.conflict),
      failedToast: ({ words }) => failureToast(words.toasts.failedTitle, words.toasts.failed),
    },
  },
});

export default function SchedulePage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.schedule;
  const locale = useLocale();
  const { view, day, week } = loaderData;
  const reply = useFormReply();
  // A refused move (from the dialog or a drop) opens the dialog again, with the refusal and the override question.
  const refused = reply?.intent === "move" && reply.code ? reply.values.appointmentId : undefined;
  const moveId = loaderData.move ?? refused ?? null;
  const moving = moveId ? [...day.cards, ...day.tray].find((card) => card.id === moveId) : undefined;
  const closeHref = boardHref({ date: day.date });
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
        <p className="mt-1 max-w-3xl text-muted-foreground">{m.intro}</p>
      </div>
      <BoardDateNav date={day.date} today={day.today} view={view} />
      <h2 className="text-xl font-semibold" data-testid="board-date">
        {view === "week"
          ? format(m.report.weekTitle, { from: boardDateText(week.from, locale) })
          : boardDateText(day.date, locale)}
      </h2>
      {view === "week" ? (
        <WeekTable week={week} />
      ) : (
        <>
          <DispatchTray day={day} />
          <DispatchBoard day={day} />
        </>
      )}
      <section aria-labelledby="capacity-report-title" className="flex flex-col gap-3" data-testid="capacity-report">
        <h2 id="capacity-report-title" className="text-xl font-semibold">
          {m.report.title}
        </h2>
        <div className="grid gap-3 md:grid-cols-2">
          <CapacityReport title={m.report.dayTitle} figures={day.capacity} />
          <CapacityReport
            title={format(m.report.weekTitle, { from: boardDateText(week.from, locale, "medium") })}
            figures={week.capacity}
          />
        </div>
      </section>
      {moving && moving.movable ? (
        <MoveVisitDialog
          key={`${moving.id}:${reply?.fieldErrors.override ?? ""}`}
          day={day}
          card={moving}
          reply={reply?.intent === "move" && reply.values.appointmentId === moving.id ? reply : undefined}
          closeHref={closeHref}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.schedule;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
