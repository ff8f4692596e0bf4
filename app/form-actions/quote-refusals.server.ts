import type { FormActor, FormIntent } from "./form-action.server";
import { failureToast } from "~/http/form-toast";
import type { Messages } from "~/i18n/catalog";

type Words = Messages["admin"]["quotes"];

/** The refusals every back-office quote form shares: field keys worded, a quote changed meanwhile, one gone, a failure. */
export function quoteFormRefusals<Actor extends FormActor>(): Pick<
  FormIntent<Actor, Words>,
  "fieldWords" | "invalidToast" | "conflictToast" | "notFoundToast" | "failedToast"
> {
  return {
    fieldWords: (keys, { words }) =>
      Object.fromEntries(
        Object.entries(keys).map(([field, key]) => [
          field,
          words.errors[key as keyof Words["errors"]] ?? words.toasts.checkFields,
        ]),
      ),
    invalidToast: (_fields, { words }) => failureToast(words.toasts.refused, words.toasts.checkFields),
    conflictToast: ({ words }) => failureToast(words.toasts.refused, words.toasts.conflict),
    notFoundToast: ({ words }) => failureToast(words.toasts.refused, words.toasts.notFound),
    failedToast: ({ words }) => failureToast(words.toasts.failed, words.toasts.failedDescription),
  };
}
