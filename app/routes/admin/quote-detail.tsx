import { ArrowLeft } from "lucide-react";
import { Form, Link } from "react-router";
import { requireAdmin } from "~/auth/require-user.server";
import { CustomerLinkCard } from "~/components/admin/customer-link-card";
import { QuoteDraftForm } from "~/components/admin/quotes/quote-draft-form";
import { QuoteRecord } from "~/components/admin/quotes/quote-record";
import { PaymentsToRefund } from "~/components/admin/refunds/payments-to-refund";
import { useFormReply } from "~/components/forms/use-form-reply";
import { QuoteStatusBadge } from "~/components/quotes/quote-status-badge";
import { ScreenLoadError } from "~/components/screen-load-error";
import { Button } from "~/components/ui/button";
import { closeQuote } from "~/domain/quotes/close-quote.server";
import { giveQuoteLink } from "~/domain/quotes/give-quote-link.server";
import { readQuote } from "~/domain/quotes/read-quote.server";
import { editQuoteDraft } from "~/domain/quotes/save-quote-draft.server";
import { sendQuote } from "~/domain/quotes/send-quote.server";
import { customerLinkRefusals } from "~/form-actions/customer-link-refusals.server";
import { formAction, formSuccess } from "~/form-actions/form-action.server";
import { listPaymentsToRefund } from "~/domain/refunds/list-payments-to-refund.server";
import { markRefundedIntent } from "~/form-actions/mark-refunded-intent.server";
import { quoteFormRefusals } from "~/form-actions/quote-refusals.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { infoToast, successToast } from "~/http/form-toast";
import { format } from "~/i18n/catalog";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/quote-detail";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.quotes.metaTitle }];
}

/**
 * One quote (issue 38 item 4): a draft's form and Send, or the sent quote's options, signature record and deposit,
 * and its deposit money to refund (paid twice, after it closed, or beyond the visit's invoice) with what was refunded.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const view = await readQuote({ actor, quoteId: params.quoteId });
  return { view, refunds: await listPaymentsToRefund({ actor, quoteId: view.id }) };
}

/**
 * save (the draft), send (number, e-mail with the link), issue-link (a fresh link shown once, for staff to hand to a
 * customer without e-mail), decline and expire (kept with the status), mark-refunded (a row of its deposit money to
 * refund).
 */
export const action = formAction({
  scope: "quote-detail",
  guard: requireAdmin,
  words: (messages) => messages.admin.quotes,
  intents: {
    save: {
      ...quoteFormRefusals(),
      run: async ({ actor, fields, params, words: { toasts } }) => {
        await editQuoteDraft({ actor, quoteId: params.quoteId, form: fields });
        return redirectWithToast(
          `/admin/quotes/${params.quoteId}`,
          successToast(toasts.saved, toasts.createdDescription),
        );
      },
    },
    send: {
      ...quoteFormRefusals(),
      run: async ({ actor, params, messages, words: { toasts } }) => {
        const sent = await sendQuote({ actor, quoteId: params.quoteId });
        const link = messages.admin.customerLink.sent;
        return redirectWithToast(
          `/admin/quotes/${params.quoteId}`,
          sent.mailed
            ? successToast(toasts.sent, format(toasts.sentDescription, { number: sent.number }))
            : infoToast(toasts.sent, `${format(link.notMailed, { number: sent.number })} ${link.giveLink}`),
        );
      },
    },
    "issue-link": {
      ...quoteFormRefusals(),
      ...customerLinkRefusals(),
      run: async (context) => {
        const link = await giveQuoteLink({ actor: context.actor, quoteId: context.params.quoteId });
        const { toasts } = context.messages.admin.customerLink;
        return formSuccess(context, successToast(toasts.issued, toasts.issuedDescription), { link });
      },
    },
    decline: {
      ...quoteFormRefusals(),
      run: async ({ actor, params, fields, words: { toasts } }) => {
        await closeQuote({ actor, quoteId: params.quoteId, to: "declined", reason: fields.reason ?? "" });
        return redirectWithToast(`/admin/quotes/${params.quoteId}`, successToast(toasts.declined, ""));
      },
    },
    "mark-refunded": markRefundedIntent(({ params }) => `/admin/quotes/${params.quoteId}`),
    expire: {
      ...quoteFormRefusals(),
      run: async ({ actor, params, words: { toasts } }) => {
        await closeQuote({ actor, quoteId: params.quoteId, to: "expired" });
        return redirectWithToast(`/admin/quotes/${params.quoteId}`, successToast(toasts.expired, ""));
      },
    },
  },
});

export default function QuoteDetailPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.quotes;
  const d = m.detail;
  const noEmail = useMessages().admin.customerLink.sent;
  const reply = useFormReply();
  const { view } = loaderData;
  const status = view.pastExpiry ? "expired" : view.status;
  // Whoever holds the link may still act on the quote: sign it, or pay its deposit and book its visit.
  const linkable = status === "sent" || status === "signed" || status === "approved";
  return (
    <div className="flex flex-col gap-6">
      <Link to="/admin/quotes" className="inline-flex items-center gap-1 text-sm font-medium text-primary">
        <ArrowLeft aria-hidden className="size-4" />
        {m.backToQuotes}
      </Link>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{view.number ?? m.table.draft}</h1>
          <QuoteStatusBadge status={status} label={m.statuses[status]} />
        </div>
        <p className="text-lg">{view.title}</p>
        <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">{d.customer}</dt>
          <dd>
            <Link
              to={`/admin/customers/${view.customer.id}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              {view.customer.name}
            </Link>
          </dd>
          <dt className="text-muted-foreground">{d.serviceType}</dt>
          <dd>{view.serviceType}</dd>
          {view.expiresOn ? (
            <>
              <dt className="text-muted-foreground">{d.expires}</dt>
              <dd>{view.expiresOn}</dd>
            </>
          ) : null}
        </dl>
        {view.status !== "draft" ? (
          <a
            href={`/admin/quotes/${view.id}/pdf`}
            className="self-start font-medium text-primary underline-offset-4 hover:underline"
            download
          >
            {d.pdf}
          </a>
        ) : null}
        {view.status !== "draft" && !linkable && !view.customer.email ? (
          <p className="text-sm text-muted-foreground">{d.notMailed}</p>
        ) : null}
      </div>
      {linkable ? <CustomerLinkCard kind="quote" hasEmail={Boolean(view.customer.email)} reply={reply} /> : null}
      {view.status === "draft" ? (
        <>
          <section className="flex flex-col gap-2 rounded-lg border bg-card p-4">
            <p className="text-sm text-muted-foreground">{view.customer.email ? d.sendHint : noEmail.quoteHint}</p>
            <Form method="post">
              <input type="hidden" name="intent" value="send" />
              <Button type="submit" data-testid="quote-send">
                {view.customer.email ? d.send : noEmail.send}
              </Button>
            </Form>
          </section>
          <QuoteDraftForm
            intent="save"
            heading={format(m.form.editTitle, { name: view.customer.name })}
            saved={{
              title: view.title,
              serviceType: view.serviceType,
              locale: view.locale,
              expiresOn: view.expiresOn ?? "",
              options: view.formOptions,
            }}
            priceBook={view.priceBook}
            reply={reply}
          />
          <QuoteRecord view={{ ...view, document: { ...view.document, options: [] } }} reply={reply} />
        </>
      ) : (
        <QuoteRecord view={view} reply={reply} />
      )}
      <PaymentsToRefund rows={loaderData.refunds} variant="document" reply={reply} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.quotes;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
