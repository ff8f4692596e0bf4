import { redirect } from "react-router";
import { publicOrigin } from "~/config/public-origin.server";
import { actOnQuote, type QuoteIntent } from "~/domain/quotes/act-on-quote.server";
import type { QuoteAccess } from "~/domain/quotes/quote-access.server";
import { clientAddress } from "~/http/client-ip.server";
import { failureToast } from "~/http/form-toast";
import type { QuotePageWords } from "~/i18n/quote-page-words";
import type { FormActionContext, FormActor, FormIntent } from "./form-action.server";

/**
 * The words of a refused quote form (sign, decline, pay, book), the same on the link's page and in the portal: the
 * domain's field keys worded in the page's language, the quote changed or closed meanwhile, a time taken, a payment
 * page that would not open (the signature is kept: nothing is lost).
 */
export function quotePageRefusals<Actor extends FormActor>(): Pick<
  FormIntent<Actor, QuotePageWords>,
  "fieldWords" | "invalidToast" | "conflictToast" | "failedToast" | "refusedToast"
> {
  return {
    fieldWords: (keys, { words }) =>
      Object.fromEntries(
        Object.entries(keys).map(([field, key]) => [
          field,
          words.errors[key as keyof QuotePageWords["errors"]] ?? words.toasts.checkFields,
        ]),
      ),
    invalidToast: (_fields, { words }, keys) =>
      failureToast(words.toasts.refused, keys.documentHash ? words.toasts.changed : words.toasts.checkFields),
    conflictToast: ({ words }) => failureToast(words.toasts.refused, words.toasts.conflict),
    failedToast: ({ words }) => failureToast(words.toasts.failed, words.toasts.failedDescription),
    refusedToast: (error, { words }) =>
      error.code === "WINDOW_TAKEN"
        ? failureToast(words.toasts.refused, words.toasts.taken)
        : error.code === "UPSTREAM_FAILED" || error.code === "UNAVAILABLE"
          ? failureToast(words.toasts.failed, words.toasts.paymentFailed)
          : undefined,
  };
}

/** The quote page's four forms, posted with `intent`; each acts on the quote `access` names, for that customer. */
export function quotePageIntents<Actor extends FormActor>(options: {
  access: (context: FormActionContext<Actor, QuotePageWords>) => Promise<QuoteAccess>;
  pagePath: (context: FormActionContext<Actor, QuotePageWords>) => string;
}): Record<QuoteIntent["intent"], FormIntent<Actor, QuotePageWords>> {
  const intent = (make: (context: FormActionContext<Actor, QuotePageWords>) => QuoteIntent) => ({
    run: async (context: FormActionContext<Actor, QuotePageWords>) => {
      const done = await actOnQuote({
        access: await options.access(context),
        action: make(context),
        locale: context.locale,
        pagePath: options.pagePath(context),
        origin: publicOrigin(),
      });
      return redirect(done.redirectTo);
    },
  });
  return {
    sign: intent(({ fields, request }) => ({ intent: "sign", form: fields, clientIp: clientAddress(request) })),
    decline: intent(({ fields }) => ({ intent: "decline", form: fields })),
    pay: intent(() => ({ intent: "pay" })),
    book: intent(({ fields }) => ({ intent: "book", windowId: fields.window ?? "" })),
  };
}
