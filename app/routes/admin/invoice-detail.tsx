import { requireAdmin } from "~/auth/require-user.server";
import { CustomerLinkCard } from "~/components/admin/customer-link-card";
import { InvoiceDocument } from "~/components/admin/invoices/invoice-document";
import { InvoiceForms } from "~/components/admin/invoices/invoice-forms";
import { useFormReply } from "~/components/forms/use-form-reply";
import { ScreenLoadError } from "~/components/screen-load-error";
import { changeDraftInvoiceLine } from "~/domain/invoices/change-draft-invoice-line.server";
import { giveInvoiceLink } from "~/domain/invoices/give-invoice-link.server";
import { readInvoice } from "~/domain/invoices/read-invoice.server";
import { PaymentsToRefund } from "~/components/admin/refunds/payments-to-refund";
import { recordInvoicePayment } from "~/domain/invoices/record-invoice-payment.server";
import { refundInvoicePayment } from "~/domain/invoices/refund-invoice-payment.server";
import { listPaymentsToRefund } from "~/domain/refunds/list-payments-to-refund.server";
import { sendInvoice } from "~/domain/invoices/send-invoice.server";
import { voidInvoice } from "~/domain/invoices/void-invoice.server";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import { customerLinkRefusals } from "~/form-actions/customer-link-refusals.server";
import { formAction, formSuccess } from "~/form-actions/form-action.server";
import { markRefundedIntent } from "~/form-actions/mark-refunded-intent.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { failureToast, infoToast, successToast } from "~/http/form-toast";
import { format, type Messages } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/invoice-detail";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.invoices.detail.metaTitle }];
}

/** One invoice (issue 38): its lines, totals and payments, and the forms its status allows. Junk or unknown id: 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const locale = resolveLocale(request, actor.locale);
  const view = await readInvoice({ actor, invoiceId: params.invoiceId, locale });
  return { ...view, refunds: await listPaymentsToRefund({ actor, invoiceId: view.invoice.id }) };
}

type Words = Messages["admin"]["invoices"];
const pagePath = (params: { invoiceId?: string }) => `/admin/invoices/${params.invoiceId}`;

/** The refusals every form of the page shares: worded field keys, a changed invoice (409), a failure. */
const refusals = {
  fieldWords: (keys: Record<string, string>, { words }: { words: Words }) =>
    Object.fromEntries(
      Object.entries(keys).map(([field, key]) => [
        field,
        words.errors[key as keyof Words["errors"]] ?? words.errors.lines,
      ]),
    ),
  invalidToast: (_fields: Record<string, string>, { words }: { words: Words }) =>
    failureToast(words.toasts.refused, words.toasts.checkFields),
  notFoundToast: ({ words }: { words: Words }) => failureToast(words.toasts.refused, words.toasts.notFound),
  conflictToast: ({ words }: { words: Words }) => failureToast(words.toasts.refused, words.toasts.conflict),
  failedToast: ({ words }: { words: Words }) => failureToast(words.toasts.failed, words.toasts.failedDescription),
};

/**
 * The page's forms by intent: add-item and add-line (a draft's new line), remove-line, send, issue-link (a fresh link
 * shown once, for staff to hand to a customer without e-mail), record-payment, refund-payment, void, and mark-refunded
 * (a row of its online payments to refund). Every amount is computed by the domain from the lines and the price book;
 * the forms post dollars as typed.
 */
export const action = formAction({
  scope: "invoices",
  guard: requireAdmin,
  words: (messages) => messages.admin.invoices,
  intents: {
    "add-item": {
      ...refusals,
      run: (context) =>
        changeLine(context, "add", { code: context.fields.code ?? "", quantity: context.fields.quantity ?? "" }),
    },
    "add-line": {
      ...refusals,
      run: (context) =>
        changeLine(context, "add", {
          description: context.fields.description ?? "",
          quantity: context.fields.quantity ?? "",
          unitPrice: context.fields.unitPrice ?? "",
          discountable: context.fields.discountable ?? "",
        }),
    },
    "remove-line": { ...refusals, run: (context) => changeLine(context, "remove", { lineId: context.fields.lineId }) },
    send: {
      ...refusals,
      run: async ({ actor, params, words, messages }) => {
        const sent = await sendInvoice({ actor, invoiceId: params.invoiceId });
        const link = messages.admin.customerLink.sent;
        // Never "sent to the customer" when nothing was mailed: say so, and where the link is.
        const said = sent.mailed
          ? [format(words.toasts.sentDescription, { number: sent.number })]
          : [format(link.notMailed, { number: sent.number }), sent.status === "open" ? link.giveLink : ""];
        if (sent.texted) said.push(link.texted);
        const description = said.filter(Boolean).join(" ");
        return redirectWithToast(
          pagePath(params),
          (sent.mailed ? successToast : infoToast)(words.toasts.sent, description),
        );
      },
    },
    "issue-link": {
      ...refusals,
      ...customerLinkRefusals(),
      run: async (context) => {
        const link = await giveInvoiceLink({ actor: context.actor, invoiceId: context.params.invoiceId });
        const { toasts } = context.messages.admin.customerLink;
        return formSuccess(context, successToast(toasts.issued, toasts.issuedDescription), { link });
      },
    },
    "record-payment": {
      ...refusals,
      run: async ({ actor, params, fields, words, locale }) => {
        const paid = await recordInvoicePayment({
          actor,
          invoiceId: params.invoiceId,
          form: { amount: fields.amount ?? "", method: fields.method ?? "", reference: fields.reference ?? "" },
        });
        return redirectWithToast(
          pagePath(params),
          successToast(
            words.toasts.paid,
            format(words.toasts.paidDescription, { balance: formatUsd(paid.balanceCents / 100, locale) }),
          ),
        );
      },
    },
    "refund-payment": {
      ...refusals,
      run: async ({ actor, params, fields, words, locale }) => {
        const refunded = await refundInvoicePayment({
          actor,
          invoiceId: params.invoiceId,
          form: { paymentId: fields.paymentId ?? "", amount: fields.amount ?? "", reason: fields.reason ?? "" },
        });
        return redirectWithToast(
          pagePath(params),
          successToast(
            words.toasts.refunded,
            format(words.toasts.refundedDescription, {
              paid: formatUsd(refunded.paidCents / 100, locale),
              balance: formatUsd(refunded.balanceCents / 100, locale),
            }),
          ),
        );
      },
    },
    "mark-refunded": markRefundedIntent(({ params }) => pagePath(params)),
    void: {
      ...refusals,
      run: async ({ actor, params, fields, words }) => {
        await voidInvoice({ actor, invoiceId: params.invoiceId, form: { reason: fields.reason ?? "" } });
        return redirectWithToast(pagePath(params), successToast(words.toasts.voided, words.toasts.voidedDescription));
      },
    },
  },
});

async function changeLine(
  context: { actor: { id: string }; params: { invoiceId?: string }; words: Words; locale: "en" | "es" },
  change: "add" | "remove",
  form: Record<string, unknown>,
) {
  const { words, locale, params } = context;
  const edited = await changeDraftInvoiceLine({
    actor: context.actor,
    invoiceId: params.invoiceId,
    change,
    form,
  });
  return redirectWithToast(
    pagePath(params),
    successToast(
      words.toasts.edited,
      format(words.toasts.editedDescription, { total: formatUsd(edited.totalCents / 100, locale) }),
    ),
  );
}

export default function InvoiceDetailPage({ loaderData }: Route.ComponentProps) {
  const reply = useFormReply();
  return (
    <div className="flex flex-col gap-6">
      <InvoiceDocument view={loaderData} />
      {loaderData.invoice.status === "open" ? (
        <CustomerLinkCard kind="invoice" hasEmail={Boolean(loaderData.customer.email)} reply={reply} />
      ) : null}
      <PaymentsToRefund rows={loaderData.refunds} variant="document" reply={reply} />
      <InvoiceForms view={loaderData} reply={reply} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.invoices;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
