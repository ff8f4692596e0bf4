import { data, isRouteErrorResponse, redirect } from "react-router";
import { ManageBookingView, InvalidBookingLink } from "~/components/booking/manage-booking-view";
import { ErrorScreen } from "~/components/error-screen";
import { useFormReply } from "~/components/forms/use-form-reply";
import { NOT_COUNTED_AS_PAGE_VIEW } from "~/components/site/page-view-beacon";
import { rootDataFromMatches, useRootData } from "~/components/site/root-data";
import { cancelVisitorBooking } from "~/domain/scheduling/cancel-visitor-booking.server";
import { openVisitorBooking } from "~/domain/scheduling/open-visitor-booking.server";
import { rescheduleVisitorBooking } from "~/domain/scheduling/reschedule-visitor-booking.server";
import { isWindowTakenError } from "~/domain/scheduling/window-taken-error";
import { getSettings } from "~/domain/settings/get-settings.server";
import { anyVisitor, formAction } from "~/form-actions/form-action.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { failureToast, successToast } from "~/http/form-toast";
import { format, type Locale } from "~/i18n/catalog";
import { booking as en } from "~/i18n/en/booking";
import { booking as es } from "~/i18n/es/booking";
import { localizedPath, resolveLocale } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-messages";
import type { Route } from "./+types/manage-booking";

const COPY = { en, es };

/** Never counted: the address carries the booking's link token. */
export const handle = NOT_COUNTED_AS_PAGE_VIEW;

/** One person's booking, opened by a bearer link: never kept by a browser, a proxy or the public page cache. */
const NOT_STORED = { "Cache-Control": "private, no-store" };

/** A reschedule or cancel form is a window id and a few hidden fields. */
const MANAGE_FORM_MAX_BODY_BYTES = 8 * 1024;

export const headers: Route.HeadersFunction = () => NOT_STORED;

export const meta: Route.MetaFunction = ({ data: pageData, matches }) => {
  const company = rootDataFromMatches(matches)?.business.companyName ?? "";
  const words = COPY[pageData?.locale ?? "en"];
  return [{ title: format(words.manage.metaTitle, { company }) }, { name: "robots", content: "noindex" }];
};

/**
 * /booking/<token> and /es/booking/<token> (issue 34 item 6, ADR 075): the one booking a visitor's mailed link opens.
 * GET only shows it (mail scanners follow links); `?reschedule` adds the free windows to move it to. Every bad link
 * is the same 404 page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  // Public by design: the link's token is the permission, as the link in the mail is.
  const query = new URL(request.url).searchParams;
  const booking = await openVisitorBooking({
    token: params.token,
    picker: query.has("reschedule") ? { from: query.get("from") } : undefined,
  });
  return data({ locale: resolveLocale(request), booking }, { headers: NOT_STORED });
}

type ManageWords = (typeof COPY)[Locale] & { phone: string };

/** Reschedule and cancel, POST only, each ONE domain call; the answer comes back to the page with a toast. */
export const action = formAction({
  scope: "visitor-booking-link",
  // Public by design, like the loader: the link's token is the permission.
  guard: anyVisitor,
  words: async (_messages, locale: Locale): Promise<ManageWords> => ({
    ...COPY[locale],
    phone: (await getSettings()).mainPhone,
  }),
  publicForm: {
    form: "booking-link",
    maxBodyBytes: MANAGE_FORM_MAX_BODY_BYTES,
    logLabel: "[visitor-booking-link] a posted body",
    // Sent back to the page, and nothing changed, so the bot learns nothing.
    botAnswer: ({ params, locale }) => redirect(pageOf(params.token, locale)),
  },
  intents: {
    reschedule: {
      run: async ({ params, fields, locale, words }) => {
        await rescheduleVisitorBooking({ token: params.token ?? "", windowId: fields.window ?? "", locale });
        return redirectWithToast(
          pageOf(params.token, locale),
          successToast(words.toasts.rescheduledTitle, words.manage.rescheduled),
        );
      },
      conflictToast: ({ words }) =>
        failureToast(words.toasts.notChangeableTitle, format(words.toasts.notChangeable, { phone: words.phone })),
      refusedToast: (error, { words }) =>
        isWindowTakenError(error) ? failureToast(words.windowTaken.title, words.windowTaken.body) : undefined,
    },
    cancel: {
      run: async ({ params, locale, words }) => {
        await cancelVisitorBooking({ token: params.token ?? "", locale });
        return redirectWithToast(
          pageOf(params.token, locale),
          successToast(words.toasts.cancelledTitle, words.manage.cancelled),
        );
      },
      conflictToast: ({ words }) =>
        failureToast(words.toasts.notChangeableTitle, format(words.toasts.notChangeable, { phone: words.phone })),
    },
  },
});

function pageOf(token: string | undefined, locale: Locale): string {
  return localizedPath(`/booking/${token ?? ""}`, locale);
}

export default function ManageBookingPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const reply = useFormReply();
  const phone = useRootData()?.business.mainPhone ?? "";
  return (
    <ManageBookingView
      words={COPY[locale]}
      locale={locale}
      booking={loaderData.booking}
      phone={phone}
      refusal={reply?.toast ?? null}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const phone = useRootData()?.business.mainPhone ?? "";
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorScreen error={error} />;
  return <InvalidBookingLink words={COPY[locale]} phone={phone} />;
}
