import { Badge } from "~/components/ui/badge";
import { Input } from "~/components/ui/input";
import { CUSTOMER_MESSAGES } from "~/config/settings-shapes";
import { MESSAGE_FIELDS } from "~/domain/settings/messaging-form";
import { MESSAGING_LIMITS } from "~/domain/settings/settings-limits";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import type { PanelProps } from "./company-panel";
import { SettingsCard, SettingsField, SettingsNumberField, SettingsSwitch, describedField } from "./settings-field";

const L = MESSAGING_LIMITS;

/**
 * Messaging (issue 36 item 7): the SMS switch, whether Twilio is configured (the environment holds its credentials, so
 * the page says only configured or not), the two reminder times, the review link and which messages are sent.
 */
export function MessagingPanel({ values, errors, smsTransport }: PanelProps & { smsTransport: "twilio" | "outbox" }) {
  const m = useMessages().admin.settings;
  const s = m.messaging;
  const hours = (name: "reminderFirstHours" | "reminderSecondHours", label: string, hint: string) => (
    <SettingsNumberField name={name} label={label} hint={hint} error={errors[name]} defaultValue={values[name]} />
  );

  return (
    <div className="flex flex-col gap-6">
      <SettingsCard
        title={s.sections.sms.title}
        description={s.sections.sms.description}
        className="flex flex-col gap-4"
      >
        <SettingsSwitch
          name="smsNotifications"
          label={m.fields.smsNotifications}
          hint={s.smsNotificationsHint}
          defaultChecked={values.smsNotifications !== ""}
        />
        <div className="flex flex-col gap-2 rounded-lg border p-4 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {s.provider}
            <Badge variant={smsTransport === "twilio" ? "success" : "outline"}>
              {smsTransport === "twilio" ? s.configured : s.notConfigured}
            </Badge>
          </p>
          <p>{smsTransport === "twilio" ? s.twilioConfigured : s.twilioMissing}</p>
          <p className="text-xs text-muted-foreground">{s.credentialsHint}</p>
        </div>
      </SettingsCard>

      <SettingsCard
        title={s.sections.reminders.title}
        description={s.sections.reminders.description}
        className="grid gap-4 sm:grid-cols-2"
      >
        {hours(
          "reminderFirstHours",
          s.reminderFirstHours,
          format(s.reminderFirstHint, { min: L.minReminderHours, max: L.maxFirstReminderHours }),
        )}
        {hours(
          "reminderSecondHours",
          s.reminderSecondHours,
          format(s.reminderSecondHint, { min: L.minReminderHours, max: L.maxSecondReminderHours }),
        )}
      </SettingsCard>

      <SettingsCard title={s.sections.reviews.title} description={s.sections.reviews.description}>
        <SettingsField name="reviewLink" label={s.reviewLink} error={errors.reviewLink} hint={s.reviewLinkHint}>
          <Input
            {...describedField("reviewLink", { error: errors.reviewLink, hint: true })}
            type="url"
            inputMode="url"
            maxLength={L.reviewLinkLength}
            autoComplete="off"
            defaultValue={values.reviewLink}
          />
        </SettingsField>
      </SettingsCard>

      <SettingsCard
        title={s.sections.messages.title}
        description={s.sections.messages.description}
        className="grid gap-3 lg:grid-cols-2"
      >
        {CUSTOMER_MESSAGES.map((message) => {
          const name = MESSAGE_FIELDS[message];
          return (
            <SettingsSwitch
              key={message}
              name={name}
              label={s.messages[message]}
              defaultChecked={values[name] !== ""}
            />
          );
        })}
      </SettingsCard>
    </div>
  );
}
