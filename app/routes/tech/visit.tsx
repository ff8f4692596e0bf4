import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { requireTechnician } from "~/auth/require-user.server";
import { useFormReply } from "~/components/forms/use-form-reply";
import { CompletionForm } from "~/components/tech/completion-form";
import { VisitFacts } from "~/components/tech/visit-facts";
import { VisitStateBadge } from "~/components/tech/visit-state-badge";
import { VisitSyncBadge } from "~/components/tech/offline-queue/tech-offline-sync";
import { VisitStepForms } from "~/components/tech/visit-step-forms";
import { visitDayText, visitTimeText } from "~/components/tech/visit-time-text";
import { isAppError } from "~/domain/app-error";
import { COMPLETION_PRICE_BOOK_KINDS, listPriceBookChoices } from "~/domain/invoices/list-price-book-choices.server";
import { completeVisit } from "~/domain/visits/complete-visit.server";
import { getTechnicianVisit } from "~/domain/visits/get-technician-visit.server";
import { markArrived } from "~/domain/visits/mark-arrived.server";
import { markOnMyWay } from "~/domain/visits/mark-on-my-way.server";
import type { TechnicianActionResult } from "~/domain/visits/technician-action-receipts.server";
import { postedCompletionLines } from "~/domain/visits/visit-completion-schemas";
import { formAction, type FormActionContext } from "~/form-actions/form-action.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import type { FormReply } from "~/http/form-reply";
import { failureToast, infoToast, successToast, validationToast } from "~/http/form-toast";
import { wantsJson } from "~/http/wants-json";
import type { Messages } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { messagesFromMatches, useLocale, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/visit";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).tech.visit.metaTitle }, { name: "robots", content: "noindex" }];
}

/**
 * One visit of the signed-in technician's window, with a fresh idempotency key per action rendered into each form,
 * so a post without JavaScript carries one, and the price book items the completion form offers. Another technician's visit, or one outside their window, answers 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireTechnician(request);
  const visit = await getTechnicianVisit({ user, appointmentId: params.visitId });
  const keys = { on_my_way: crypto.randomUUID(), arrived: crypto.randomUUID(), completed: crypto.randomUUID() };
  // In the page's data, so the phone's cached copy offers the price book offline too (ADR 079).
  const priceBook =
    visit.state === "completed"
      ? []
      : await listPriceBookChoices({ locale: resolveLocale(request, user.locale), kinds: COMPLETION_PRICE_BOOK_KINDS });
  return data({ visit, keys, priceBook }, { headers: { "Cache-Control": "private, no-store" } });
}

type Context = FormActionContext<Awaited<ReturnType<typeof requireTechnician>>, Messages["tech"]>;

/** A success: JSON for the phone's offline queue (`Accept: application/json`), else back with a toast. */
function answer(context: Context, result: TechnicianActionResult): Response {
  if (wantsJson(context.request))
    return Response.json(
      { ok: true, state: result.state, appointmentId: result.appointmentId },
      { headers: { "Cache-Control": "no-store" } },
    );
  const t = context.words.toasts;
  if (!result.changed) return redirectWithToast(context.url.pathname, infoToast(t.unchangedTitle, t.unchanged));
  if (result.state === "completed") return redirectWithToast("/tech", successToast(t.completedTitle, t.completed));
  const toast =
    result.state === "on_my_way" ? successToast(t.onMyWayTitle, t.onMyWay) : successToast(t.arrivedTitle, t.arrived);
  return redirectWithToast(context.url.pathname, toast);
}

/** The photos posted (files left empty by the picker are not photos). */
async function photosOf(formData: FormData): Promise<Uint8Array[]> {
  const files = formData.getAll("photos").filter((value): value is File => typeof value !== "string" && value.size > 0);
  return Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())));
}

/**
 * The technician's actions (the offline helper's contract): multipart posts with `intent` (on_my_way | arrived |
 * completed) and `idempotencyKey`, and for completion the form's fields, 0–4 `photos` and price book rows
 * (`lineCode` and `lineQuantity`, repeated). With `Accept:
 * application/json` the answer is `{ ok: true, state, appointmentId }` or `{ ok: false, fieldErrors | error }` with
 * its 4xx status, instead of a redirect or the page's reply.
 */
const pipeline = formAction({
  scope: "tech-visit",
  guard: requireTechnician,
  words: (messages) => messages.tech,
  invalidToast: (messages, { words }) => validationToast(words.toasts.invalidTitle, messages),
  conflictToast: ({ words }) => failureToast(words.toasts.conflictTitle, words.toasts.conflict),
  failedToast: ({ words }) => failureToast(words.toasts.failedTitle, words.toasts.failed),
  refusalReply: (refusal, context) => {
    const headers = { "Cache-Control": "no-store", ...refusal.headers };
    if (!wantsJson(context.request)) return data(refusal.body, { status: refusal.status, headers });
    const { fieldErrors, code } = refusal.body;
    return Response.json(
      Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: false, error: code },
      { status: refusal.status, headers },
    );
  },
  intents: {
    on_my_way: {
      run: async (context) =>
        answer(
          context,
          await markOnMyWay({
            user: context.actor,
            appointmentId: context.params.visitId,
            idempotencyKey: context.fields.idempotencyKey,
          }),
        ),
    },
    arrived: {
      run: async (context) =>
        answer(
          context,
          await markArrived({
            user: context.actor,
            appointmentId: context.params.visitId,
            idempotencyKey: context.fields.idempotencyKey,
          }),
        ),
    },
    completed: {
      run: async (context) =>
        answer(
          context,
          await completeVisit({
            user: context.actor,
            appointmentId: context.params.visitId,
            idempotencyKey: context.fields.idempotencyKey,
            // The price book rows post `lineCode` / `lineQuantity` repeated: read as pairs, in order.
            form: {
              ...context.fields,
              lines: postedCompletionLines(
                context.formData.getAll("lineCode"),
                context.formData.getAll("lineQuantity"),
              ),
            },
            photos: await photosOf(context.formData),
          }),
        ),
    },
  },
});

export async function action(args: Route.ActionArgs) {
  try {
    return await pipeline(args);
  } catch (error) {
    // The pipeline leaves NOT_FOUND to the not-found page; the phone's queue reads it as JSON instead.
    if (wantsJson(args.request) && isAppError(error) && !error.fieldErrors)
      return Response.json({ ok: false, error: error.code }, { status: error.status });
    throw error;
  }
}

export default function TechVisit({ loaderData }: Route.ComponentProps) {
  const { visit, keys, priceBook } = loaderData;
  const t = useMessages().tech.visit;
  const locale = useLocale();
  const reply = useFormReply<FormReply>();
  const refused = reply?.intent === "completed" ? reply : undefined;
  return (
    <div className="space-y-5">
      <Link to="/tech" className="inline-flex items-center gap-1 text-sm font-medium text-primary">
        <ArrowLeft aria-hidden className="size-4" />
        {t.back}
      </Link>
      <div className="space-y-1">
        <p className="text-sm text-muted-foreground">
          <span className="capitalize">{visitDayText(visit.date, locale)}</span> · {visitTimeText(visit, locale)}
        </p>
        <div className="flex items-center justify-between gap-2">
          <h1 className="text-2xl font-bold tracking-tight">{visit.customerName}</h1>
          <span className="flex items-center gap-1.5">
            <VisitSyncBadge visitId={visit.id} />
            <VisitStateBadge state={visit.state} />
          </span>
        </div>
      </div>
      <section className="rounded-lg border bg-background p-4">
        <VisitFacts visit={visit} />
      </section>
      {reply && reply.intent !== "completed" && reply.code ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {Object.values(reply.fieldErrors)[0] ?? reply.toast.description ?? reply.toast.title}
        </p>
      ) : null}
      <VisitStepForms visitId={visit.id} state={visit.state} keys={keys} />
      {visit.state === "completed" ? (
        <section className="space-y-2 rounded-lg border bg-background p-4">
          <p className="font-medium">{t.completedBody}</p>
          {visit.technicianNotes ? (
            <p className="whitespace-pre-line text-sm">
              <span className="font-semibold">{t.technicianNotesShown}: </span>
              {visit.technicianNotes}
            </p>
          ) : null}
        </section>
      ) : (
        <section className="rounded-lg border bg-background p-4">
          <CompletionForm
            visitId={visit.id}
            idempotencyKey={keys.completed}
            priceBook={priceBook}
            errors={refused?.fieldErrors ?? {}}
            values={refused?.values ?? {}}
          />
        </section>
      )}
    </div>
  );
}
