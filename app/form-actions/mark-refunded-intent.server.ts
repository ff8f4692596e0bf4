import { formatUsd } from "~/domain/dashboard/dashboard-format";
import { markPaymentRefunded } from "~/domain/refunds/mark-payment-refunded.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { failureToast, successToast, validationToast } from "~/http/form-toast";
import { format, type Messages } from "~/i18n/catalog";
import type { FormActionContext, FormActor, FormIntent } from "./form-action.server";

type RefundWords = Messages["admin"]["refunds"];

/**
 * "Mark refunded", the one form of every "Payments to refund" row (ADR 084 and 087 addenda), as an intent of the page
 * that shows the row (/admin/invoices, an invoice's, a quote's): one domain operation, then back to the same page with
 * a toast. Its words are the `admin.refunds` part whatever the page's own are. Staff only: the page's guard.
 */
export function markRefundedIntent<Actor extends FormActor & { id: string }, Words>(
  pagePath: (context: FormActionContext<Actor, Words>) => string,
): FormIntent<Actor, Words> {
  const wordsOf = (messages: Messages): RefundWords => messages.admin.refunds;
  return {
    fieldWords: (keys, { messages }) =>
      Object.fromEntries(
        Object.entries(keys).map(([field, key]) => [
          field,
          wordsOf(messages).errors[key as keyof RefundWords["errors"]] ?? messages.formReplies.invalidField,
        ]),
      ),
    invalidToast: (fields, { messages }) => validationToast(wordsOf(messages).toasts.refused, fields),
    notFoundToast: ({ messages }) => failureToast(wordsOf(messages).toasts.refused, wordsOf(messages).toasts.notFound),
    failedToast: ({ messages }) =>
      failureToast(wordsOf(messages).toasts.failed, wordsOf(messages).toasts.failedDescription),
    run: async (context) => {
      const { actor, fields, messages, locale } = context;
      const marked = await markPaymentRefunded({
        actor,
        flag: { kind: fields.kind ?? "", flagId: fields.flagId ?? "" },
        form: { reference: fields.reference ?? "" },
      });
      const m = wordsOf(messages);
      const what = format(marked.kind === "invoice" ? m.invoice : m.quote, { number: marked.number ?? "" });
      return redirectWithToast(
        pagePath(context),
        successToast(
          m.toasts.marked,
          format(m.toasts.markedDescription, { what, amount: formatUsd(marked.amountCents / 100, locale) }),
        ),
      );
    },
  };
}
