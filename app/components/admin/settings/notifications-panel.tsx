import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import type { PanelProps } from "./company-panel";
import { SettingsSwitch, SettingsCard } from "./settings-field";

/**
 * Notifications: e-mail to the company and auto-confirm with its rule spelled out. Texts to customers, the SMS switch
 * included, are on the Messaging tab (issue 36).
 */
export function NotificationsPanel({ values, companyEmail }: PanelProps & { companyEmail: string }) {
  const m = useMessages().admin.settings;
  const f = m.fields;
  return (
    <div className="flex flex-col gap-6">
      <SettingsCard
        title={m.sections.notifications.title}
        description={m.sections.notifications.description}
        className="flex flex-col gap-4"
      >
        <SettingsSwitch
          name="emailNotifications"
          label={f.emailNotifications}
          hint={format(f.emailNotificationsHint, { email: companyEmail })}
          defaultChecked={values.emailNotifications !== ""}
        />
      </SettingsCard>
      <SettingsCard title={m.sections.appointments.title} description={m.sections.appointments.description}>
        <SettingsSwitch
          name="autoConfirm"
          label={f.autoConfirm}
          hint={f.autoConfirmHint}
          defaultChecked={values.autoConfirm !== ""}
        />
      </SettingsCard>
    </div>
  );
}
