import { Loader2 } from "lucide-react";
import { HoneypotInput } from "~/components/forms/honeypot-input";
import { SentConfirmation } from "~/components/forms/sent-confirmation";
import { TextField } from "~/components/forms/text-field";
import { useLeadForm } from "~/components/forms/use-lead-form";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { LEAD_FIELD_MAX_LENGTH } from "~/domain/leads/lead-field-limits";
import { SUBMISSION_TOKEN_FIELD } from "~/http/submission-token";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";

const FORM_ID = "contact";
const FIRST_FIELD_ID = `${FORM_ID}-name`;
/** The confirmation's heading: a plain post that sent comes back to this anchor, and the browser focuses it. */
export const CONTACT_SENT_ID = "contact-sent";
const loadSchema = () => import("~/domain/leads/lead-schemas").then((schemas) => schemas.ContactMessageSchema);

/**
 * The contact page's form (spec document 2 §2, §5): name, email, message required; phone optional. Once sent, its
 * confirmation stands in its place until the visitor asks to send another.
 */
export function ContactMessageForm({ submissionToken }: { submissionToken: string }) {
  const messages = useMessages();
  const locale = useLocale();
  const t = messages.contactPage.form;
  const action = localizedPath("/contact", locale);
  const form = useLeadForm({ kind: "contact", loadSchema, action, submissionToken, firstFieldId: FIRST_FIELD_ID });
  if (form.sent) {
    return (
      <SentConfirmation
        id={CONTACT_SENT_ID}
        heading={t.sent.heading}
        steps={t.sent.steps}
        anotherLabel={t.sent.another}
        anotherHref={`${action}?another#${FIRST_FIELD_ID}`}
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
      aria-labelledby="contact-form-title"
      className="relative space-y-5"
    >
      <div>
        <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight">
          {t.heading}
        </h2>
        <p className="mt-1 text-muted-foreground">{t.intro}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t.requiredNote}</p>
      </div>
      {form.failure ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>{form.failure.title}</AlertTitle>
          <AlertDescription>{form.failure.description}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          formId={FORM_ID}
          name="name"
          label={t.name}
          required
          autoComplete="name"
          maxLength={LEAD_FIELD_MAX_LENGTH.name}
          defaultValue={form.values?.name}
          error={form.errors.name}
        />
        <TextField
          formId={FORM_ID}
          name="email"
          type="email"
          label={t.email}
          required
          autoComplete="email"
          maxLength={LEAD_FIELD_MAX_LENGTH.email}
          defaultValue={form.values?.email}
          error={form.errors.email}
        />
        <TextField
          formId={FORM_ID}
          name="phone"
          type="tel"
          label={t.phone}
          autoComplete="tel"
          maxLength={LEAD_FIELD_MAX_LENGTH.phone}
          defaultValue={form.values?.phone}
          error={form.errors.phone}
          className="sm:col-span-2"
        />
        <TextField
          formId={FORM_ID}
          name="message"
          label={t.message}
          required
          multiline
          maxLength={LEAD_FIELD_MAX_LENGTH.message}
          defaultValue={form.values?.message}
          error={form.errors.message}
          className="sm:col-span-2"
        />
      </div>
      <HoneypotInput formId={FORM_ID} />
      <input type="hidden" name={SUBMISSION_TOKEN_FIELD} value={form.submissionToken} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={form.busy}>
        {form.busy ? <Loader2 aria-hidden className="animate-spin" /> : null}
        {form.busy ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
