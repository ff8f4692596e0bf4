import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { requireAdmin } from "~/auth/require-user.server";
import { QuoteDraftForm } from "~/components/admin/quotes/quote-draft-form";
import { useFormReply } from "~/components/forms/use-form-reply";
import { ScreenLoadError } from "~/components/screen-load-error";
import { APPOINTMENT_SERVICE_TYPES } from "~/config/service-types";
import { readQuoteCustomer } from "~/domain/quotes/read-quote.server";
import { createQuote } from "~/domain/quotes/save-quote-draft.server";
import { formAction } from "~/form-actions/form-action.server";
import { quoteFormRefusals } from "~/form-actions/quote-refusals.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { successToast } from "~/http/form-toast";
import { format } from "~/i18n/catalog";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/quote-new";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.quotes.metaTitle }];
}

/** /admin/quotes/new?customer=<id> (issue 38 item 4): a new draft for that customer record; an unknown one is 404. */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const customerId = new URL(request.url).searchParams.get("customer");
  return { customer: await readQuoteCustomer({ actor, customerId }) };
}

/** Create: the draft is written with its options (priced on the server) and staff go on to the quote's page. */
export const action = formAction({
  scope: "quote-new",
  guard: requireAdmin,
  words: (messages) => messages.admin.quotes,
  intents: {
    create: {
      ...quoteFormRefusals(),
      run: async ({ actor, fields, url, words: { toasts } }) => {
        const { quoteId } = await createQuote({ actor, customerId: url.searchParams.get("customer"), form: fields });
        return redirectWithToast(`/admin/quotes/${quoteId}`, successToast(toasts.created, toasts.createdDescription));
      },
    },
  },
});

export default function QuoteNewPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.quotes;
  const reply = useFormReply();
  const { customer } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <Link to="/admin/quotes" className="inline-flex items-center gap-1 text-sm font-medium text-primary">
        <ArrowLeft aria-hidden className="size-4" />
        {m.backToQuotes}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.newQuote}</h1>
      <QuoteDraftForm
        intent="create"
        heading={format(m.form.newTitle, { name: customer.name })}
        saved={{
          title: "",
          serviceType: APPOINTMENT_SERVICE_TYPES[0],
          locale: customer.locale,
          expiresOn: "",
          options: [],
        }}
        priceBook={customer.priceBook}
        reply={reply}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.quotes;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
