import type { z } from "zod";
import { fieldErrorsOf, type ValidationKey } from "~/domain/accounts/account-schemas";
import { AppError } from "~/domain/app-error";
import type { RefusalWords } from "./form-reply-for-error.server";
import { failureToast } from "~/http/form-toast";
import type { Locale, Messages } from "~/i18n/catalog";
import { authErrorText } from "./auth-action-failure.server";

type AccountWords = Messages["auth"];
type AccountContext = { words: AccountWords; locale: Locale };

/**
 * The refusals of an account form (sign-in, sign-up, forgot and reset password), for `formAction`: a toast titled as
 * the spec says ('Sign In Error', …) with the sign-in service's message in the visitor's language, and the field
 * keys as they are: the form words them in the browser, where the same schema runs (ADR 063).
 */
export function accountFormRefusals(
  title: (words: AccountWords) => string,
  toastId?: string,
): Partial<RefusalWords<AccountContext>> {
  return {
    fieldWords: (keys) => keys,
    invalidToast: (_keys, { words }, keys) =>
      failureToast(title(words), words.validation[Object.values(keys)[0] as ValidationKey], toastId),
    refusedToast: (error, { words, locale }) => failureToast(title(words), authErrorText(error, locale), toastId),
    failedToast: ({ words }) => failureToast(title(words), words.serviceErrors.unexpected, toastId),
  };
}

/** The account form's fields through its schema; refused with the schema's field keys (400). */
export function accountFormOf<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
): z.output<Schema> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success)
    throw new AppError("BAD_INPUT", "The account form is not filled in right", fieldErrorsOf(parsed.error));
  return parsed.data;
}
