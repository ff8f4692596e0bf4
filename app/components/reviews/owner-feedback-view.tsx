import { CheckCircle2, Send } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { HoneypotInput } from "~/components/forms/honeypot-input";
import { TextField } from "~/components/forms/text-field";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { BUSINESS_TIME_ZONE, OWNER_FEEDBACK_MAX_LENGTH } from "~/config/business-rules";
import type { OwnerFeedbackPage } from "~/domain/reviews/open-owner-feedback.server";
import type { FormReply } from "~/http/form-reply";
import { format, type Locale } from "~/i18n/catalog";
import type { OwnerFeedbackMessages } from "~/i18n/en/owner-feedback";
import { dateTimeFormat } from "~/i18n/intl-formats";

const FORM_ID = "owner-feedback";
const DATE_LOCALES: Record<Locale, string> = { en: "en-US", es: "es-US" };

/**
 * The private "tell the owner" page (issue 36 item 5): one message to the owner, POSTed (a GET never sends anything),
 * then a thank-you in place of the form.
 */
export function OwnerFeedbackView(props: {
  words: OwnerFeedbackMessages;
  locale: Locale;
  company: string;
  page: OwnerFeedbackPage;
  sent: boolean;
  reply: FormReply | undefined;
}) {
  const { words, page } = props;
  const busy = useNavigation().state === "submitting";
  const date = dateTimeFormat(DATE_LOCALES[props.locale], {
    dateStyle: "long",
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(page.visitDate));
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">{words.title}</h1>
      <p className="mt-2 text-muted-foreground">
        {format(words.intro, {
          name: page.firstName,
          company: props.company,
          service: words.serviceTypes[page.serviceType] ?? page.serviceType,
          date,
        })}
      </p>
      <Card className="mt-6 p-5 sm:p-8">
        {props.sent ? (
          <div role="status" className="space-y-3" data-testid="owner-feedback-sent">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <CheckCircle2 aria-hidden className="size-5 text-primary" />
              {words.sentTitle}
            </h2>
            <p>{words.sent}</p>
            <Link to="?" className={buttonVariants({ variant: "outline", size: "sm" })}>
              {words.writeAnother}
            </Link>
          </div>
        ) : (
          <Form method="post" noValidate className="space-y-4">
            <input type="hidden" name="intent" value="send" />
            <HoneypotInput formId={FORM_ID} />
            <TextField
              formId={FORM_ID}
              name="message"
              label={words.messageLabel}
              multiline
              required
              maxLength={OWNER_FEEDBACK_MAX_LENGTH}
              defaultValue={props.reply?.values.message}
              error={props.reply?.fieldErrors.message}
              hint={format(words.messageHint, { max: OWNER_FEEDBACK_MAX_LENGTH })}
            />
            <Button type="submit" disabled={busy}>
              <Send aria-hidden />
              {busy ? words.sending : words.submit}
            </Button>
          </Form>
        )}
      </Card>
    </div>
  );
}

/** Every bad link (unknown, expired, revoked, altered) answers this same page with 404. */
export function InvalidOwnerFeedbackLink({ words, phone }: { words: OwnerFeedbackMessages; phone: string }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:py-20">
      <Card className="space-y-3 p-6 text-center sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{words.invalidTitle}</h1>
        <p className="text-muted-foreground">{format(words.invalidBody, { phone })}</p>
      </Card>
    </div>
  );
}
