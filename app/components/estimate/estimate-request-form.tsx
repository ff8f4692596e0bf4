import { Loader2 } from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { HoneypotInput } from "~/components/forms/honeypot-input";
import { SentConfirmation } from "~/components/forms/sent-confirmation";
import { TextField } from "~/components/forms/text-field";
import { useLeadForm } from "~/components/forms/use-lead-form";
import { LEAD_FIELD_MAX_LENGTH } from "~/domain/leads/lead-field-limits";
import type { EstimateField } from "~/domain/leads/lead-schemas";
import { homePath } from "~/components/site/site-navigation";
import { SUBMISSION_TOKEN_FIELD } from "~/http/submission-token";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { ESTIMATE_FIRST_FIELD_ID, ESTIMATE_SENT_ID } from "./estimate-form-anchors";

const FORM_ID = "estimate";
const loadSchema = () => import("~/domain/leads/lead-schemas").then((schemas) => schemas.EstimateRequestSchema);

/** The home page posts to its own index route's action (`/?index`); the Spanish home is its own route at `/es`. */
export function estimateFormAction(locale: "en" | "es"): string {
  return locale === "en" ? "/?index" : homePath(locale);
}

/**
 * The free-estimate form (spec document 1 §2): Name, Address, Zip Code required, then Phone (required) and E-mail
 * (optional) for the call back it promises (DECISIONS.md §5), then Note (optional). Once sent, its confirmation
 * stands in its place until the visitor asks to send another.
 */
export function EstimateRequestForm({ submissionToken }: { submissionToken: string }) {
  const messages = useMessages();
  const locale = useLocale();
  const t = messages.estimate;
  const action = estimateFormAction(locale);
  const form = useLeadForm({
    kind: "estimate",
    loadSchema,
    action,
    submissionToken,
    firstFieldId: ESTIMATE_FIRST_FIELD_ID,
  });
  useFocusOnArrival(ESTIMATE_FIRST_FIELD_ID);
  /** What every field of the form is given from its name alone. */
  const field = (name: EstimateField) => ({
    formId: FORM_ID,
    name,
    label: t.fields[name],
    maxLength: LEAD_FIELD_MAX_LENGTH[name],
    defaultValue: form.values?.[name],
    error: form.errors[name],
  });
  if (form.sent) {
    return (
      <SentConfirmation
        id={ESTIMATE_SENT_ID}
        heading={t.sent.heading}
        steps={t.sent.steps}
        anotherLabel={t.sent.another}
        anotherHref={`${homePath(locale)}?another#${ESTIMATE_FIRST_FIELD_ID}`}
        onAnother={form.sendAnother}
      />
    );
  }
  return (
    <form
      ref={form.formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={form.onSubmit}
      onChange={form.onChange}
      onFocus={form.onFocus}
      aria-labelledby="estimate-form-title"
      className="relative space-y-5"
    >
      <div>
        <h3 id="estimate-form-title" className="text-xl font-bold tracking-tight">
          {t.formHeading}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{t.requiredNote}</p>
      </div>
      {form.failure ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>{form.failure.title}</AlertTitle>
          <AlertDescription className="whitespace-pre-line">{form.failure.description}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field("name")}
          required
          autoComplete="name"
          // "Get a Free Estimate" lands on this field: keep the form's heading and the label in view above it.
          inputClassName="scroll-mt-32"
          className="sm:col-span-2"
        />
        <TextField {...field("address")} required autoComplete="address-line1" />
        <TextField {...field("zipCode")} required autoComplete="postal-code" inputMode="numeric" />
        <TextField {...field("phone")} required type="tel" autoComplete="tel" />
        <TextField {...field("email")} type="email" autoComplete="email" hint={t.fields.emailHint} />
        <TextField {...field("note")} multiline hint={t.fields.noteHint} className="sm:col-span-2" />
      </div>
      <HoneypotInput formId={FORM_ID} />
      <input type="hidden" name={SUBMISSION_TOKEN_FIELD} value={form.submissionToken} />
      <Button type="submit" variant="accent" size="lg" className="w-full" disabled={form.busy}>
        {form.busy ? <Loader2 aria-hidden className="animate-spin" /> : null}
        {form.busy ? t.submitting : t.submit}
      </Button>
      <p className="text-center text-sm text-muted-foreground">{t.promise}</p>
    </form>
  );
}

/**
 * The browser focuses a field a link's #fragment names, when the page is already here; this covers arrivals it does
 * not: a client-side navigation to `/#estimate-name` from another page, or a page load the field was drawn late in.
 */
function useFocusOnArrival(fieldId: string) {
  const location = useLocation();
  useEffect(() => {
    if (location.hash !== `#${fieldId}`) return;
    const field = document.getElementById(fieldId);
    if (field && document.activeElement !== field) field.focus();
  }, [location.key, location.hash, fieldId]);
}
