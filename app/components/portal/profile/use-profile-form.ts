import { useEffect, useState, type FormEvent } from "react";
import { showToast } from "~/components/forms/show-toast";
import { VALIDATION_TOAST_MS } from "~/config/toast-durations";
import type { FormReply } from "~/http/form-reply";
import { profileFieldErrors, ProfileSchema, type ProfileFieldErrors } from "~/domain/profile/profile-schemas";
import { useMessages } from "~/i18n/use-messages";

/** What the profile action answers when it does not redirect (ADR 063): field message keys, the toast. */
export type ProfileActionReply = FormReply & { fieldErrors: ProfileFieldErrors };

/**
 * The browser side of the profile form: the same zod schema as the server checks the fields before the post
 * (inline messages and a 3 s toast, focus on the first wrong field); a fixed field's message goes as the customer
 * types; the server's answer (field messages or a failure toast) replaces them. Without JavaScript the server's
 * field messages come back on the page.
 */
export function useProfileForm(reply: ProfileActionReply | undefined) {
  const t = useMessages().portal.profile;
  const [clientErrors, setClientErrors] = useState<ProfileFieldErrors | null>(null);

  useEffect(() => {
    setClientErrors(null);
    if (reply?.toast) showToast(reply.toast);
  }, [reply]);

  const errors: ProfileFieldErrors = clientErrors ?? reply?.fieldErrors ?? {};

  function validate(form: HTMLFormElement): ProfileFieldErrors {
    const result = ProfileSchema.safeParse(Object.fromEntries(new FormData(form)));
    return result.success ? {} : profileFieldErrors(result.error);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const found = validate(event.currentTarget);
    setClientErrors(found);
    const fields = Object.keys(found);
    if (fields.length === 0) return;
    event.preventDefault();
    showToast({
      title: t.toasts.invalidTitle,
      description: t.toasts.invalid,
      variant: "error",
      durationMs: VALIDATION_TOAST_MS,
    });
    event.currentTarget.querySelector<HTMLElement>(`[name="${fields[0]}"]`)?.focus();
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const shown = Object.keys(errors);
    if (shown.length === 0) return;
    const found = validate(event.currentTarget);
    setClientErrors(
      Object.fromEntries(Object.entries(found).filter(([field]) => shown.includes(field))) as ProfileFieldErrors,
    );
  }

  return {
    errors,
    onSubmit,
    onChange,
    message: (key: keyof typeof t.validation | undefined) => (key ? t.validation[key] : undefined),
  };
}
