import { Loader2 } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { HoneypotInput } from "~/components/forms/honeypot-input";
import { showToast } from "~/components/forms/show-toast";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { NEWSLETTER_EMAIL_MAX_LENGTH, NEWSLETTER_NAME_MAX_LENGTH } from "~/domain/newsletter/newsletter-limits";
import type { NewsletterFieldErrors, NewsletterSource } from "~/domain/newsletter/newsletter-schemas";
import { FAILURE_TOAST_MS, VALIDATION_TOAST_MS } from "~/config/toast-durations";
import {
  newsletterToast,
  newsletterToastId,
  validationText,
  type NewsletterOutcome,
  type NewsletterToast,
} from "~/domain/newsletter/newsletter-toast";
import type { FlashToast } from "~/http/flash-toast.server";
import type { Locale, Messages } from "~/i18n/catalog";
import { withCheckWords } from "~/i18n/late-words";
import { useLocale, useMessages } from "~/i18n/use-messages";

export const NEWSLETTER_ENDPOINT = "/api/newsletter";

/** The schema the endpoint runs, loaded on demand: zod stays out of every page's first JavaScript. */
const loadSchemas = () => import("~/domain/newsletter/newsletter-schemas");

type EndpointAnswer = { status: NewsletterOutcome; toast: NewsletterToast; fieldErrors?: Record<string, string> };

/**
 * The footer's (optional name, email) and the contact page's (email) newsletter forms. Before JavaScript loads
 * this is a plain POST to /api/newsletter, which sends the visitor back here with a toast. Once it runs, the
 * schema checks the e-mail first, the post is a JSON fetch ('Subscribing...', repeats ignored while busy), and
 * the answer is a toast; success clears the fields.
 */
export function NewsletterForm({
  source,
  tone = "light",
  className,
}: {
  source: NewsletterSource;
  tone?: "light" | "dark";
  className?: string;
}) {
  const messages = useMessages();
  const locale = useLocale();
  const location = useLocation();
  const t = messages.newsletter;
  const formId = `newsletter-${source}`;
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const inFlight = useRef(false);
  const dark = tone === "dark";
  // On the footer's dark band: light labels, and the error line on a light chip so its red keeps AA contrast.
  const colours = dark
    ? { labelClassName: "text-background", errorClassName: "w-fit rounded bg-background px-2 py-0.5" }
    : {};
  const fieldClassName = dark ? "sm:flex-1" : undefined;

  function words(fieldErrors: NewsletterFieldErrors, wording: Messages["newsletter"]): Record<string, string> {
    return Object.fromEntries(
      Object.entries(fieldErrors).flatMap(([field, key]) => {
        const text = validationText(field === "name" ? { name: key } : { email: key }, wording);
        return text ? [[field, text]] : [];
      }),
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
    inFlight.current = true;
    try {
      // The schema, and the words of its checks (the home page loads them only now: ADR 058).
      const [{ NewsletterSubscriptionSchema, newsletterFieldErrors }, checked] = await Promise.all([
        loadSchemas(),
        withCheckWords(messages, locale, "newsletter"),
      ]);
      const parsed = NewsletterSubscriptionSchema.safeParse({ email: fields.email, name: fields.name, source, locale });
      if (!parsed.success) {
        const fieldErrors = newsletterFieldErrors(parsed.error);
        setErrors(words(fieldErrors, checked.newsletter));
        announce(newsletterToast("invalid", source, checked.newsletter, fieldErrors), source, VALIDATION_TOAST_MS);
        form.querySelector<HTMLElement>(`[name="${fieldErrors.email ? "email" : "name"}"]`)?.focus();
        return;
      }
      setErrors({});
      setBusy(true);
      const response = await fetch(NEWSLETTER_ENDPOINT, {
        method: "POST",
        headers: { Accept: "application/json" },
        body: new URLSearchParams(fields),
      });
      const answer = (await response.json()) as EndpointAnswer;
      setErrors(answer.fieldErrors ?? {});
      announce(answer.toast, source);
      if (answer.status === "subscribed") {
        for (const input of form.querySelectorAll<HTMLInputElement>('input[name="email"], input[name="name"]'))
          input.value = "";
      }
    } catch (error) {
      console.warn("[newsletter] the subscription request did not complete", error);
      announce(newsletterToast("failed", source, t), source);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      action={NEWSLETTER_ENDPOINT}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => prefetchChecks(messages, locale)}
      className={cn(
        "relative",
        dark ? "space-y-4 sm:flex sm:items-start sm:gap-3 sm:space-y-0" : "space-y-4",
        className,
      )}
      aria-label={t.form.title}
    >
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {source === "footer" ? (
        <TextField
          formId={formId}
          name="name"
          label={t.form.nameLabel}
          autoComplete="name"
          maxLength={NEWSLETTER_NAME_MAX_LENGTH}
          error={errors.name}
          className={fieldClassName}
          {...colours}
        />
      ) : null}
      <TextField
        formId={formId}
        name="email"
        type="email"
        label={t.form.emailLabel}
        required
        autoComplete="email"
        maxLength={NEWSLETTER_EMAIL_MAX_LENGTH}
        error={errors.email}
        className={fieldClassName}
        {...colours}
      />
      <HoneypotInput formId={formId} />
      <Button
        type="submit"
        variant={dark ? "secondary" : "default"}
        className={cn("w-full", dark && "sm:mt-6 sm:w-auto")}
        disabled={busy}
      >
        {busy ? <Loader2 aria-hidden className="animate-spin" /> : null}
        {busy ? t.form.submitting : t.form.submit}
      </Button>
    </form>
  );
}

/** Starts loading the schema and its words when the visitor reaches the form, so a submit rarely waits for them. */
function prefetchChecks(messages: Messages, locale: Locale) {
  void Promise.all([loadSchemas(), withCheckWords(messages, locale, "newsletter")]).catch((error: unknown) =>
    console.warn("[newsletter] the form's schema did not load", error),
  );
}

function announce(toast: NewsletterToast, source: NewsletterSource, durationMs?: number) {
  const message: FlashToast = {
    ...toast,
    id: newsletterToastId(source),
    durationMs: durationMs ?? (toast.variant === "error" ? FAILURE_TOAST_MS : undefined),
  };
  showToast(message);
}
