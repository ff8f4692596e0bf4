import { Form, Link, redirect, useNavigation } from "react-router";
import { requireCustomer } from "~/auth/require-user.server";
import { useFormReply } from "~/components/forms/use-form-reply";
import { CustomerInvoiceDocument } from "~/components/portal/invoices/customer-invoice-document";
import { ScreenLoadError } from "~/components/screen-load-error";
import { Button } from "~/components/ui/button";
import { publicOrigin } from "~/config/public-origin.server";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import { payOwnInvoices } from "~/domain/invoice-payments/pay-own-invoices.server";
import { readOwnInvoice } from "~/domain/invoice-payments/read-own-invoice.server";
import { invoicePayFieldWords, invoicePayToast } from "~/form-actions/invoice-pay-refusals.server";
import { formAction } from "~/form-actions/form-action.server";
import { format } from "~/i18n/catalog";
import { messagesFromMatches, useLocale, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/invoice";

export function meta({ matches, data }: Route.MetaArgs) {
  const m = messagesFromMatches(matches).portal.invoices.detail;
  return [{ title: format(m.metaTitle, { number: data?.invoice.number ?? "" }) }];
}

/** One of the signed-in customer's invoices (issue 38 item 3); another customer's is the 404 page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  return { invoice: await readOwnInvoice({ user, invoiceId: params.invoiceId }) };
}

/** Pay this invoice: the same checkout as the list, of this one invoice, returning here. */
export const action = formAction({
  scope: "customer-invoice",
  guard: requireCustomer,
  words: (messages) => messages.portal.invoices,
  fieldWords: (keys, { words }) => invoicePayFieldWords(keys, words),
  invalidToast: (_messages, { words }, keys) => invoicePayToast(keys, words, ""),
  intents: {
    pay: {
      run: async ({ actor, params, locale }) => {
        const started = await payOwnInvoices({
          user: actor,
          invoiceIds: [params.invoiceId ?? ""],
          all: false,
          locale,
          origin: publicOrigin(),
          returnPath: `/customer/invoices/${params.invoiceId ?? ""}`,
        });
        return redirect(started.url);
      },
    },
  },
  defaultIntent: "pay",
});

export default function CustomerInvoicePage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().portal.invoices;
  const locale = useLocale();
  const busy = useNavigation().state !== "idle";
  useFormReply();
  const { invoice } = loaderData;
  return (
    <div className="flex flex-col gap-4">
      <Link to="/customer/invoices" className="text-sm text-primary underline-offset-4 hover:underline">
        ← {m.detail.back}
      </Link>
      <CustomerInvoiceDocument
        invoice={invoice}
        words={m}
        locale={locale}
        action={
          <Form method="post">
            <Button type="submit" name="intent" value="pay" size="lg" disabled={busy}>
              {busy ? m.paying : format(m.detail.pay, { amount: formatUsd(invoice.balanceCents / 100, locale) })}
            </Button>
          </Form>
        }
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().portal.invoices;
  return <ScreenLoadError error={error} title={m.toasts.failedTitle} description={m.toasts.failed} />;
}
