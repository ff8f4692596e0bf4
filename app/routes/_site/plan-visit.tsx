import { data, isRouteErrorResponse, redirect } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { useFormReply } from "~/components/forms/use-form-reply";
import { InvalidPlanVisitLink, PlanVisitWindowPage } from "~/components/plan-visits/plan-visit-window-view";
import { NOT_COUNTED_AS_PAGE_VIEW } from "~/components/site/page-view-beacon";
import { rootDataFromMatches, useRootData } from "~/components/site/root-data";
import { bookPlanVisitWindow } from "~/domain/plan-visits/book-plan-visit-window.server";
import { PLAN_VISIT_PAGE_PATH } from "~/domain/plan-visits/offer-plan-visit.server";
import { showPlanVisitWindow } from "~/domain/plan-visits/show-plan-visit-window.server";
import { isWindowTakenError } from "~/domain/scheduling/window-taken-error";
import { anyVisitor, formAction } from "~/form-actions/form-action.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { failureToast, successToast } from "~/http/form-toast";
import { format, type Locale } from "~/i18n/catalog";
import { planVisitLink as en } from "~/i18n/en/plan-visit-link";
import { planVisitLink as es } from "~/i18n/es/plan-visit-link";
import { localizedPath, resolveLocale } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-messages";
import type { Route } from "./+types/plan-visit";

const COPY = { en, es };

/** Never counted: the address carries the link's token. */
export const handle = NOT_COUNTED_AS_PAGE_VIEW;

/** One person's visit, opened by a bearer link: never kept by a browser, a proxy or the public page cache. */
const NOT_STORED = { "Cache-Control": "private, no-store" };

/** "Book this time" is an intent, a window id and the honeypot. */
const BOOK_FORM_MAX_BODY_BYTES = 8 * 1024;

/** The query the page is sent back with once this link booked the visit (a 200, where a reused link's is 409). */
const JUST_BOOKED = "booked";

export const headers: Route.HeadersFunction = () => NOT_STORED;

export const meta: Route.MetaFunction = ({ data: pageData, matches }) => {
  const company = rootDataFromMatches(matches)?.business.companyName ?? "";
  const words = COPY[pageData?.locale ?? "en"];
  return [{ title: format(words.metaTitle, { company }) }, { name: "robots", content: "noindex" }];
};

/**
 * /plan-visit/<token> and /es/plan-visit/<token> (issue 37 item 2): the window a plan visit offer's link names, and
 * its one "Book this time" button. GET only shows it (mail scanners follow links). A bad link is the same 404 page;
 * a link of a visit booked already (reused, or a second tab) is a 409 page that says so.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  // Public by design: the link's token is the permission, as the link in the message is.
  const locale = resolveLocale(request);
  const page = await showPlanVisitWindow({ token: params.token, locale });
  const justBooked = new URL(request.url).searchParams.has(JUST_BOOKED);
  const status = page.state === "booked" && !justBooked ? 409 : 200;
  return data({ locale, page, justBooked }, { status, headers: NOT_STORED });
}

/** "Book this time" (the link's window, or one of the other free times), POST only, ONE domain call. */
export const action = formAction({
  scope: "plan-visit-link",
  // Public by design, like the loader: the link's token is the permission.
  guard: anyVisitor,
  words: (_messages, locale: Locale) => COPY[locale],
  publicForm: {
    form: "plan-visit-link",
    maxBodyBytes: BOOK_FORM_MAX_BODY_BYTES,
    logLabel: "[plan-visit-link] a posted body",
    // Sent back to the page, and nothing booked, so the bot learns nothing.
    botAnswer: ({ params, locale }) => redirect(pageOf(params.token, locale)),
  },
  intents: {
    book: {
      run: async ({ params, fields, locale, words }) => {
        await bookPlanVisitWindow({ token: params.token ?? "", windowId: fields.window ?? null, locale });
        return redirectWithToast(
          `${pageOf(params.token, locale)}?${JUST_BOOKED}`,
          successToast(words.toasts.bookedTitle, words.toasts.booked),
        );
      },
      conflictToast: ({ words }) => failureToast(words.toasts.alreadyBookedTitle, words.toasts.alreadyBooked),
      refusedToast: (error, { words }) =>
        isWindowTakenError(error) ? failureToast(words.toasts.takenTitle, words.toasts.taken) : undefined,
    },
  },
});

function pageOf(token: string | undefined, locale: Locale): string {
  return localizedPath(`${PLAN_VISIT_PAGE_PATH}/${token ?? ""}`, locale);
}

export default function PlanVisitPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const reply = useFormReply();
  const phone = useRootData()?.business.mainPhone ?? "";
  return (
    <PlanVisitWindowPage
      words={COPY[locale]}
      locale={locale}
      page={loaderData.page}
      phone={phone}
      justBooked={loaderData.justBooked}
      refusal={reply?.toast ?? null}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const phone = useRootData()?.business.mainPhone ?? "";
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorScreen error={error} />;
  return <InvalidPlanVisitLink words={COPY[locale]} phone={phone} />;
}
