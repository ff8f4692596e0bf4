import { requireAdmin } from "~/auth/require-user.server";
import { PlanAnniversariesSection } from "~/components/admin/plan-visits/plan-anniversaries";
import { PlanVisitBookPanel } from "~/components/admin/plan-visits/plan-visit-book-panel";
import { PlanVisitFollowUps } from "~/components/admin/plan-visits/plan-visit-follow-ups";
import {
  PlanMembershipTable,
  PlanVisitFigures,
  PlanVisitMonthsTable,
} from "~/components/admin/plan-visits/plan-visit-summary";
import { windowText } from "~/components/booking/window-text";
import { useFormReply } from "~/components/forms/use-form-reply";
import { ScreenLoadError } from "~/components/screen-load-error";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { bookPlanVisitForStaff } from "~/domain/plan-visits/book-plan-visit-for-staff.server";
import { followUpPageFrom } from "~/domain/plan-visits/follow-up-page-param";
import { readPlanVisitWindows } from "~/domain/plan-visits/read-plan-visit-windows.server";
import { readPlanVisitsOverview } from "~/domain/plan-visits/read-plan-visits-overview.server";
import { formAction } from "~/form-actions/form-action.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { failureToast, successToast, validationToast } from "~/http/form-toast";
import { format } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/plan-visits";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.planVisits.metaTitle }];
}

/**
 * The plan visits overview (issue 37 item 3), staff only since it spans every customer, `?page=` the follow-up list's
 * page; with `?book=<visit id>` (and `from=` for another page of days) also the free windows for booking that visit.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const locale = resolveLocale(request, actor.locale);
  const search = new URL(request.url).searchParams;
  const bookId = search.get("book");
  const [overview, booking] = await Promise.all([
    readPlanVisitsOverview({ actor, locale, followUpPage: followUpPageFrom(search) }),
    bookId ? readPlanVisitWindows({ actor, planVisitId: bookId, locale, from: search.get("from") }) : null,
  ]);
  return { overview, booking };
}

/**
 * "Book a window" (intent `book`): books the chosen window for the plan visit as staff and goes back to the list with
 * a toast. A window taken meanwhile answers 409 with "That window was just taken" (the windows are read again); a
 * visit booked meanwhile (by the customer's link, say) 409 with its own words; an unknown visit 404.
 */
export const action = formAction({
  scope: "plan-visits",
  guard: requireAdmin,
  words: (messages) => messages.admin.planVisits,
  intents: {
    book: {
      run: async ({ actor, fields, words, locale }) => {
        const booked = await bookPlanVisitForStaff({
          actor,
          planVisitId: fields.planVisitId ?? "",
          windowId: fields.windowId ?? "",
        });
        return redirectWithToast(
          "/admin/plan-visits",
          successToast(
            words.toasts.bookedTitle,
            format(words.toasts.booked, { name: booked.customerName, date: windowText(booked, locale) }),
          ),
        );
      },
      invalidToast: (fieldMessages, { words }) => validationToast(words.toasts.invalidTitle, fieldMessages),
      conflictToast: ({ words }) => failureToast(words.toasts.alreadyTitle, words.toasts.already),
      failedToast: ({ words }) => failureToast(words.toasts.failedTitle, words.toasts.failed),
    },
  },
  defaultIntent: "book",
});

export default function PlanVisitsPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.planVisits;
  const { overview, booking } = loaderData;
  const reply = useFormReply();
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">{m.intro}</p>
      </div>
      {reply ? (
        <Alert variant="destructive" data-testid="plan-visit-book-refused">
          <p className="mb-1 font-semibold leading-none">{reply.toast.title}</p>
          <AlertDescription>{reply.toast.description}</AlertDescription>
        </Alert>
      ) : null}
      {booking ? <PlanVisitBookPanel booking={booking} /> : null}
      <PlanVisitFigures overview={overview} />
      <PlanVisitFollowUps rows={overview.followUps} paging={overview.followUpPage} />
      <PlanVisitMonthsTable months={overview.months} today={overview.today} />
      <PlanMembershipTable plans={overview.plans} total={overview.monthlyRecurringRevenueCents} />
      <PlanAnniversariesSection anniversaries={overview.anniversaries} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.planVisits;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
