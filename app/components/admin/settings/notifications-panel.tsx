import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import type { PanelProps } from "./company-panel";
import { SettingsSwitch } from "./settings-field";

/**
 * Notifications: e-mail to the company, SMS (shown, stored value kept, but unavailable: no SMS provider is part of
 * this product, DECISIONS.md §4) and auto-confirm with its rule spelled out.
 */
export function NotificationsPanel({
  values,
  smsNotifications,
  companyEmail,
}: PanelProps & { smsNotifications: boolean; companyEmail: string }) {
  const m = useMessages().admin.settings;
  const f = m.fields;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{m.sections.notifications.title}</CardTitle>
          <CardDescription>{m.sections.notifications.description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <SettingsSwitch
            name="emailNotifications"
            label={f.emailNotifications}
            hint={format(f.emailNotificationsHint, { email: companyEmail })}
            defaultChecked={values.emailNotifications !== ""}
          />
          {/* Disabled, so it never posts: the save leaves the stored value alone. */}
          <SettingsSwitch
            name="smsNotifications"
            label={f.smsNotifications}
            badge={<Badge variant="outline">{f.smsUnavailable}</Badge>}
            hint={format(f.smsUnavailableHint, { state: smsNotifications ? f.on : f.off })}
            checked={smsNotifications}
            disabled
            readOnly
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{m.sections.appointments.title}</CardTitle>
          <CardDescription>{m.sections.appointments.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <SettingsSwitch
            name="autoConfirm"
            label={f.autoConfirm}
            hint={f.autoConfirmHint}
            defaultChecked={values.autoConfirm !== ""}
          />
        </CardContent>
      </Card>
    </div>
  );
}
