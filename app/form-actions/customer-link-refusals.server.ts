import type { FormActor, FormIntent } from "./form-action.server";
import { failureToast } from "~/http/form-toast";
import type { Messages } from "~/i18n/catalog";

type LinkWords = Messages["admin"]["customerLink"];

/**
 * The refusals of "Get the customer's link" on a quote's or an invoice's page, worded from admin.customerLink
 * whatever the page's own words are: why there is no link (a draft, a void or paid invoice, a closed quote) under the
 * form and in the toast.
 */
export function customerLinkRefusals<Actor extends FormActor, Words>(): Pick<
  FormIntent<Actor, Words>,
  "fieldWords" | "invalidToast"
> {
  return {
    fieldWords: (keys, { messages }) =>
      Object.fromEntries(
        Object.entries(keys).map(([field, key]) => [
          field,
          messages.admin.customerLink.errors[key as keyof LinkWords["errors"]] ?? messages.formReplies.invalidField,
        ]),
      ),
    invalidToast: (fields, { messages }) =>
      failureToast(messages.admin.customerLink.toasts.refused, Object.values(fields)[0]),
  };
}
