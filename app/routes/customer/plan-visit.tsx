import type { Route } from "./+types/plan-visit";
import { requireCustomer } from "~/auth/require-user.server";
import { windowText } from "~/components/booking/window-text";
import { useFormReply } from "~/components/forms/use-form-reply";
import { chooseTimePath } from "~/components/portal/plan-visits/choose-time-link";
import { ChoosePlanVisitTime } from "~/components/portal/plan-visits/choose-plan-visit-time";
import { ScreenLoadError } from "~/components/screen-load-error";
import { useRootData } from "~/components/site/root-data";
import { bookOwnPlanVisit } from "~/domain/plan-visits/book-own-plan-visit.server";
import { readOwnPlanVisit } from "~/domain/plan-visits/read-own-plan-visit.server";
import { formAction } from "~/form-actions/form-action.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { failureToast, successToast, validationToast } from "~/http/form-toast";
import { format } from "~/i18n/catalog";
import { messagesFromMatches, useLocale, useMessages } from "~/i18n/use-messages";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).portal.planVisits.page.metaTitle }];
}

/**
 * "Choose a time" for one of the signed-in customer's plan visits (issue 37 item 4): the visit and the free arrival
 * windows of their zone near its due date. Another customer's visit, or an id that names none, is the 404 page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  return readOwnPlanVisit({ user, planVisitId: params.visitId });
}

/**
 * "Book" on one window (intent `book`): books the customer's own visit as the customer, through the same locked
 * booking as the offer's links and the office, and comes back here with a toast. A window taken meanwhile answers 409
 * with "That time was just taken" (the page reads its windows again); a visit booked meanwhile 409 "Already booked".
 */
export const action = formAction({
  scope: "customer-plan-visit",
  guard: requireCustomer,
  words: (messages) => messages.portal.planVisits,
  intents: {
    book: {
      run: async ({ actor, params, fields, words, locale }) => {
        const booked = await bookOwnPlanVisit({
          user: actor,
          planVisitId: params.visitId ?? "",
          windowId: fields.window ?? "",
          locale,
        });
        return redirectWithToast(
          chooseTimePath(params.visitId ?? ""),
          successToast(words.toasts.bookedTitle, format(words.toasts.booked, { window: windowText(booked, locale) })),
        );
      },
      // WINDOW_TAKEN carries its field (`window`: windowTaken), so it is worded here, with the other window refusals.
      invalidToast: (fieldMessages, { words }, keys) =>
        keys.window === "windowTaken"
          ? failureToast(words.toasts.takenTitle, words.toasts.taken)
          : validationToast(words.toasts.invalidTitle, fieldMessages),
      conflictToast: ({ words }) => failureToast(words.toasts.alreadyBookedTitle, words.toasts.alreadyBooked),
      failedToast: ({ words }) => failureToast(words.toasts.failedTitle, words.toasts.failed),
    },
  },
  defaultIntent: "book",
});

export default function CustomerPlanVisitPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const reply = useFormReply();
  const phone = useRootData()?.business.mainPhone ?? "";
  return <ChoosePlanVisitTime page={loaderData} locale={locale} phone={phone} refusal={reply?.toast ?? null} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().portal.planVisits.page;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
