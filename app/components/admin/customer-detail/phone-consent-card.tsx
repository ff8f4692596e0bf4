import { Form, useNavigation } from "react-router";
import { TextField } from "~/components/forms/text-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { formatBusinessDate } from "~/domain/dashboard/dashboard-format";
import { PHONE_CONSENT_NOTE_MAX_LENGTH } from "~/domain/messaging/phone-consent-schema";
import type { ConsentSummary, CustomerSmsConsent } from "~/domain/messaging/read-customer-sms-consent.server";
import type { FormReply } from "~/http/form-reply";
import { format, LOCALES } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { InfoCard } from "./customer-profile-cards";

export const RECORD_PHONE_CONSENT_INTENT = "record-phone-consent";
const FORM_ID = "phone-consent";
const SELECT_CLASSES =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 md:text-sm";

/**
 * The SMS consent of the record's number (issue 36 item 6): its current state per purpose from the ledger, and the
 * form staff fill in when the customer agrees to texts, or asks for no more, on a call. A refused post comes back with
 * what was typed and a message under each bad field.
 */
export function PhoneConsentCard({ consent, reply }: { consent: CustomerSmsConsent; reply: FormReply | undefined }) {
  const m = useMessages().admin.customerDetail.messaging.consent;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === RECORD_PHONE_CONSENT_INTENT;
  const errors = reply?.fieldErrors ?? {};
  const values = reply?.values ?? {};
  const granted = values.granted;

  return (
    <InfoCard title={m.heading} description={m.intro}>
      {consent.number ? (
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <ConsentState label={m.purposes.transactional} summary={consent.transactional} />
          <ConsentState label={m.purposes.marketing} summary={consent.marketing} />
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">
          {consent.phone ? format(m.notTextable, { phone: consent.phone }) : m.noPhone}
        </p>
      )}
      <Form
        method="post"
        noValidate
        className="mt-4 flex flex-col gap-3 border-t pt-4"
        aria-labelledby={`${FORM_ID}-heading`}
        onSubmit={(event) => busy && event.preventDefault()}
      >
        <h3 id={`${FORM_ID}-heading`} className="text-sm font-semibold">
          {m.formHeading}
        </h3>
        <p className="text-xs text-muted-foreground">{m.formHint}</p>
        <input type="hidden" name="intent" value={RECORD_PHONE_CONSENT_INTENT} />
        <TextField
          formId={FORM_ID}
          name="phone"
          label={m.phone}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={30}
          required
          defaultValue={values.phone ?? consent.phone ?? ""}
          hint={m.phoneHint}
          error={errors.phone}
        />
        <fieldset className="space-y-2" aria-describedby={errors.granted ? `${FORM_ID}-granted-error` : undefined}>
          <legend className="text-sm font-medium leading-none">{m.decision}</legend>
          {(["yes", "no"] as const).map((choice) => (
            <div key={choice} className="flex min-h-6 items-center gap-2">
              <input
                id={`${FORM_ID}-granted-${choice}`}
                type="radio"
                name="granted"
                value={choice}
                defaultChecked={granted === choice}
                className="size-4 accent-primary"
              />
              <Label htmlFor={`${FORM_ID}-granted-${choice}`} className="font-normal">
                {choice === "yes" ? m.yes : m.no}
              </Label>
            </div>
          ))}
          {errors.granted ? (
            <p id={`${FORM_ID}-granted-error`} role="alert" className="text-sm font-medium text-destructive">
              {errors.granted}
            </p>
          ) : null}
        </fieldset>
        <div className="space-y-2">
          <Label htmlFor={`${FORM_ID}-locale`}>{m.locale}</Label>
          <select
            id={`${FORM_ID}-locale`}
            name="locale"
            defaultValue={values.locale ?? consent.locale}
            className={SELECT_CLASSES}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {m.locales[locale]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          formId={FORM_ID}
          name="note"
          label={m.note}
          multiline
          required
          maxLength={PHONE_CONSENT_NOTE_MAX_LENGTH}
          defaultValue={values.note ?? ""}
          hint={format(m.noteHint, { max: PHONE_CONSENT_NOTE_MAX_LENGTH })}
          error={errors.note}
        />
        <Button type="submit" size="sm" className="self-start" disabled={busy}>
          {busy ? m.submitting : m.submit}
        </Button>
      </Form>
    </InfoCard>
  );
}

function ConsentState({ label, summary }: { label: string; summary: ConsentSummary | null }) {
  const m = useMessages().admin.customerDetail.messaging.consent;
  const locale = useLocale();
  const state = summary === null ? "none" : summary.granted ? "granted" : "withdrawn";
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 flex flex-col gap-1">
        <span>
          <Badge variant={state === "granted" ? "success" : state === "withdrawn" ? "warning" : "outline"}>
            {m.states[state]}
          </Badge>
        </span>
        {summary ? (
          <span className="text-xs text-muted-foreground">
            {format(m.since, { source: m.sources[summary.source], date: formatBusinessDate(summary.since, locale) })}
            {summary.recordedByName ? ` (${format(m.recordedBy, { name: summary.recordedByName })})` : null}
          </span>
        ) : null}
      </dd>
    </div>
  );
}
