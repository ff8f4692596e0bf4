import { data, isRouteErrorResponse, redirect } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { useFormReply } from "~/components/forms/use-form-reply";
import { InvalidOwnerFeedbackLink, OwnerFeedbackView } from "~/components/reviews/owner-feedback-view";
import { NOT_COUNTED_AS_PAGE_VIEW } from "~/components/site/page-view-beacon";
import { rootDataFromMatches, useRootData } from "~/components/site/root-data";
import { OWNER_FEEDBACK_MAX_LENGTH } from "~/config/business-rules";
import { openOwnerFeedback } from "~/domain/reviews/open-owner-feedback.server";
import { sendOwnerFeedback } from "~/domain/reviews/send-owner-feedback.server";
import { anyVisitor, formAction } from "~/form-actions/form-action.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { successToast } from "~/http/form-toast";
import { format, type Locale } from "~/i18n/catalog";
import { ownerFeedback as en } from "~/i18n/en/owner-feedback";
import { ownerFeedback as es } from "~/i18n/es/owner-feedback";
import { localizedPath, resolveLocale } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-messages";
import type { Route } from "./+types/owner-feedback";

const COPY = { en, es };

/** Never counted: the address carries the link's token. */
export const handle = NOT_COUNTED_AS_PAGE_VIEW;

/** One person's page, opened by a bearer link: never kept by a browser, a proxy or the public page cache. */
const NOT_STORED = { "Cache-Control": "private, no-store" };

/** A message of OWNER_FEEDBACK_MAX_LENGTH characters (up to 4 bytes each, encoded) and a few fields. */
const OWNER_FEEDBACK_MAX_BODY_BYTES = 16 * 1024 + OWNER_FEEDBACK_MAX_LENGTH * 12;

export const headers: Route.HeadersFunction = () => NOT_STORED;

export const meta: Route.MetaFunction = ({ data: pageData, matches }) => {
  const company = rootDataFromMatches(matches)?.business.companyName ?? "";
  const words = COPY[pageData?.locale ?? "en"];
  return [{ title: format(words.metaTitle, { company }) }, { name: "robots", content: "noindex" }];
};

/**
 * /feedback/<token> and /es/feedback/<token> (issue 36 item 5): the private "tell the owner" page of a review request.
 * GET only shows it (mail scanners follow links); every bad link is the same 404 page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  // Public by design: the link's token is the permission, as the link in the message is.
  const page = await openOwnerFeedback({ token: params.token });
  const sent = new URL(request.url).searchParams.has("sent");
  return data({ locale: resolveLocale(request), page, sent }, { headers: NOT_STORED });
}

/** The one form: the message to the owner, ONE domain call, then back to the page's thank-you. */
export const action = formAction({
  scope: "owner-feedback",
  // Public by design, like the loader: the link's token is the permission; the public form's limits apply.
  guard: anyVisitor,
  words: (_messages, locale: Locale) => COPY[locale],
  publicForm: {
    form: "owner-feedback",
    maxBodyBytes: OWNER_FEEDBACK_MAX_BODY_BYTES,
    logLabel: "[owner-feedback] a posted body",
    // Told it worked, and nothing stored, so the bot learns nothing.
    botAnswer: ({ params, locale }) => redirect(`${pageOf(params.token, locale)}?sent`),
  },
  fieldWords: (keys, { words }) =>
    Object.fromEntries(
      Object.entries(keys).map(([field, key]) => [
        field,
        format(words.validation[key as keyof typeof words.validation] ?? key, { max: OWNER_FEEDBACK_MAX_LENGTH }),
      ]),
    ),
  intents: {
    send: {
      run: async ({ params, fields, locale, words }) => {
        await sendOwnerFeedback({ token: params.token, form: fields });
        return redirectWithToast(`${pageOf(params.token, locale)}?sent`, successToast(words.sentTitle, words.sent));
      },
    },
  },
  defaultIntent: "send",
});

function pageOf(token: string | undefined, locale: Locale): string {
  return localizedPath(`/feedback/${token ?? ""}`, locale);
}

export default function OwnerFeedbackPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const reply = useFormReply();
  const company = useRootData()?.business.companyName ?? "";
  return (
    <OwnerFeedbackView
      words={COPY[locale]}
      locale={locale}
      company={company}
      page={loaderData.page}
      sent={loaderData.sent}
      reply={reply}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const phone = useRootData()?.business.mainPhone ?? "";
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorScreen error={error} />;
  return <InvalidOwnerFeedbackLink words={COPY[locale]} phone={phone} />;
}
