import { redirect } from "react-router";
import { requireCustomer } from "~/auth/require-user.server";
import { useFormReply } from "~/components/forms/use-form-reply";
import { CustomerInvoiceList } from "~/components/portal/invoices/customer-invoice-list";
import { ScreenLoadError } from "~/components/screen-load-error";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { publicOrigin } from "~/config/public-origin.server";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import { listOwnInvoices } from "~/domain/invoice-payments/list-own-invoices.server";
import { payOwnInvoices } from "~/domain/invoice-payments/pay-own-invoices.server";
import { invoicePayFieldWords, invoicePayToast } from "~/form-actions/invoice-pay-refusals.server";
import { formAction } from "~/form-actions/form-action.server";
import { format } from "~/i18n/catalog";
import { messagesFromMatches, useLocale, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/invoices";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).portal.invoices.metaTitle }];
}

/** The signed-in customer's invoices (issue 38 item 3); `?paid=1` is Stripe's return after a payment. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const justPaid = new URL(request.url).searchParams.has("paid");
  return { justPaid, ...(await listOwnInvoices({ user })) };
}

/**
 * "Pay selected" (the ticked ids) or "Pay all": one checkout of the customer's own open invoices, then off to Stripe's
 * page (or the demo one). Amounts never come from this form. A paid or void invoice is refused with its words.
 */
const payIntent = (all: boolean) => ({
  run: async ({ actor, formData, locale }: { actor: { id: string }; formData: FormData; locale: "en" | "es" }) => {
    const started = await payOwnInvoices({
      user: actor,
      invoiceIds: formData.getAll("invoice").map(String),
      all,
      locale,
      origin: publicOrigin(),
    });
    return redirect(started.url);
  },
});

export const action = formAction({
  scope: "customer-invoices",
  guard: requireCustomer,
  words: (messages) => messages.portal.invoices,
  fieldWords: (keys, { words }) => invoicePayFieldWords(keys, words),
  invalidToast: (_messages, { words }, keys) => invoicePayToast(keys, words, ""),
  intents: { pay: payIntent(false), "pay-all": payIntent(true) },
  defaultIntent: "pay",
});

export default function CustomerInvoicesPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().portal.invoices;
  const locale = useLocale();
  useFormReply();
  const { invoices, owedCents, justPaid } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
        <p className="mt-1 text-muted-foreground">{m.intro}</p>
        {owedCents > 0 ? (
          <p className="mt-2 font-semibold" data-testid="invoices-owed">
            {format(m.owed, { amount: formatUsd(owedCents / 100, locale) })}
          </p>
        ) : null}
      </div>
      {justPaid ? (
        <Alert role="status">
          <AlertDescription>{m.paidNotice}</AlertDescription>
        </Alert>
      ) : null}
      {invoices.length === 0 ? (
        <div className="rounded-lg border p-6 text-center">
          <h2 className="font-semibold">{m.emptyTitle}</h2>
          <p className="text-sm text-muted-foreground">{m.emptyBody}</p>
        </div>
      ) : (
        <CustomerInvoiceList invoices={invoices} owedCents={owedCents} />
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().portal.invoices;
  return <ScreenLoadError error={error} title={m.toasts.failedTitle} description={m.toasts.failed} />;
}
