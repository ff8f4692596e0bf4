import { data } from "react-router";
import { Booked, DetailsStep } from "~/components/booking/visitor-booking-details";
import { OutsideArea, StartStep, WindowStep } from "~/components/booking/visitor-booking-steps";
import { useFormReply } from "~/components/forms/use-form-reply";
import { rootDataFromMatches } from "~/components/site/root-data";
import { Card } from "~/components/ui/card";
import { bookAsVisitor, type VisitorBooked } from "~/domain/scheduling/book-as-visitor.server";
import { visitorBookingStep } from "~/domain/scheduling/visitor-booking-step.server";
import { isWindowTakenError } from "~/domain/scheduling/window-taken-error";
import type { WindowAvailability } from "~/domain/scheduling/window-types";
import { readSubmissionToken } from "~/domain/leads/lead-submission-key.server";
import { anyVisitor, formAction, formSuccess } from "~/form-actions/form-action.server";
import type { FormReply } from "~/http/form-reply";
import { clientAddress } from "~/http/client-ip.server";
import { failureToast, successToast } from "~/http/form-toast";
import { newSubmissionToken, SUBMISSION_TOKEN_FIELD } from "~/http/submission-token";
import { format, type Locale } from "~/i18n/catalog";
import { booking as en } from "~/i18n/en/booking";
import { booking as es } from "~/i18n/es/booking";
import { resolveLocale } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-messages";
import type { Route } from "./+types/book";

const COPY = { en, es };

/**
 * Every step after the zip code is one visitor's choices (and step 3 a one-time submission token): never kept by a
 * browser, a proxy or the public page cache (server/public-html-cache.ts stores nothing marked no-store).
 */
const NOT_STORED = { "Cache-Control": "private, no-store" };

/** A booking form is a few short fields and notes of at most 2,000 characters: 32 KB is plenty. */
const BOOKING_FORM_MAX_BODY_BYTES = 32 * 1024;

export const headers: Route.HeadersFunction = () => NOT_STORED;

export const meta: Route.MetaFunction = ({ data: pageData, matches }) => {
  const company = rootDataFromMatches(matches)?.business.companyName ?? "";
  const words = COPY[pageData?.locale ?? "en"];
  return [{ title: format(words.metaTitle, { company }) }, { name: "robots", content: "noindex" }];
};

/**
 * /book and /es/book (issue 34 item 6): a visitor books a visit without an account, in three steps that are plain
 * GETs until the booking's one POST, so the flow works without JavaScript.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // Public by design: the steps before the booking only read the free windows.
  const query = new URL(request.url).searchParams;
  const step = await visitorBookingStep({
    serviceType: query.get("serviceType"),
    zipCode: query.get("zipCode"),
    window: query.get("window"),
    from: query.get("from"),
    change: query.has("change"),
  });
  const submissionToken = step.step === "details" ? newSubmissionToken() : null;
  return data({ locale: resolveLocale(request), step, submissionToken }, { headers: NOT_STORED });
}

/** The refused booking's reply: the next free windows when the chosen one was just taken. */
type BookingReply = FormReply & { booked?: VisitorBooked | null; nextWindows?: WindowAvailability[] };

/** The booking: the public-form screening (size, rate limit, honeypot), then ONE domain call (ADR 063). */
export const action = formAction({
  scope: "visitor-booking",
  guard: anyVisitor,
  words: (_messages, locale: Locale) => COPY[locale],
  publicForm: {
    form: "booking",
    maxBodyBytes: BOOKING_FORM_MAX_BODY_BYTES,
    logLabel: "[visitor-booking] a posted body",
    // Told it worked, and nothing is booked, so the bot learns nothing.
    botAnswer: (context) => formSuccess(context, successToast(context.words.booked.title), { booked: null }),
  },
  defaultIntent: "book",
  intents: {
    book: {
      run: async (context) => {
        const booked = await bookAsVisitor({
          fields: context.fields,
          submissionToken: readSubmissionToken(context.fields[SUBMISSION_TOKEN_FIELD]),
          locale: context.locale,
          clientAddress: clientAddress(context.request),
        });
        return formSuccess(context, successToast(context.words.booked.title), { booked });
      },
      conflictToast: ({ words }) => failureToast(words.windowTaken.title, words.windowTaken.body),
      refusedExtra: (_context, error) => (isWindowTakenError(error) ? { nextWindows: error.nextWindows } : {}),
    },
  },
});

export default function BookPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const words = COPY[locale];
  const reply = useFormReply<BookingReply>();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{words.title}</h1>
      <p className="mt-3 text-muted-foreground">{words.intro}</p>
      <Card className="mt-8 p-5 sm:p-8">
        <BookingStep loaderData={loaderData} reply={reply} locale={locale} />
      </Card>
    </div>
  );
}

function BookingStep({
  loaderData,
  reply,
  locale,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  reply: BookingReply | undefined;
  locale: Locale;
}) {
  const words = COPY[locale];
  const { step } = loaderData;
  if (reply?.booked) return <Booked words={words} locale={locale} booked={reply.booked} />;
  if (reply?.code || step.step === "details") {
    const values = reply?.values ?? {};
    const serviceType = step.step === "details" ? step.serviceType : (values.serviceType ?? "");
    const zipCode = step.step === "details" ? step.zipCode : (values.zipCode ?? "");
    const window = step.step === "details" ? step.window : null;
    return (
      <DetailsStep
        words={words}
        locale={locale}
        serviceType={serviceType}
        zipCode={zipCode}
        window={window}
        windowId={values.window ?? window?.id ?? ""}
        submissionToken={loaderData.submissionToken}
        values={values}
        errors={reply?.fieldErrors ?? {}}
        nextWindows={reply?.code === "WINDOW_TAKEN" ? (reply.nextWindows ?? []) : null}
      />
    );
  }
  if (step.step === "outside") return <OutsideArea words={words} zipCode={step.zipCode} phone={step.phone} />;
  if (step.step === "window")
    return (
      <WindowStep
        words={words}
        locale={locale}
        serviceType={step.serviceType}
        zipCode={step.zipCode}
        picker={step.picker}
        windowError={step.windowError}
      />
    );
  return <StartStep words={words} values={step.values} errors={step.fieldErrors} />;
}
