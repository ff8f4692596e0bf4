import { requireAdmin } from "~/auth/require-user.server";
import { SAVE_SETTINGS_INTENT, SettingsForm, type SettingsFormReply } from "~/components/admin/settings/settings-form";
import { SettingsPagesNav } from "~/components/admin/settings/settings-pages-nav";
import {
  settingsFailedToast,
  settingsFieldMessages,
  settingsSavedToast,
  settingsValidationToast,
} from "~/components/admin/settings/settings-messages";
import { useFormReply } from "~/components/forms/use-form-reply";
import { formAction } from "~/form-actions/form-action.server";
import { ScreenLoadError } from "~/components/screen-load-error";
import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import { getSettingsForm } from "~/domain/settings/get-settings-form.server";
import { saveSettings } from "~/domain/settings/save-settings.server";
import { isSettingsTab, type SettingsTab } from "~/domain/settings/settings-schemas";
import { redirectWithToast } from "~/http/flash-toast.server";
import { format } from "~/i18n/catalog";
import { messagesFromMatches, useLocale, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/settings";
import { dateTimeFormat } from "~/i18n/intl-formats";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.settings.metaTitle }];
}

/** The settings record as the form shows it; `?tab=company|service|notifications|scheduling|messaging` picks the open tab. */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const tab = new URL(request.url).searchParams.get("tab");
  return { form: await getSettingsForm({ actor }), tab: isSettingsTab(tab) ? tab : ("company" as SettingsTab) };
}

/**
 * Save Settings: every field of the five tabs in one post, the Scheduling tab's zones included. Success comes back to the same tab with 'Settings
 * Saved'; bad input answers 400 with worded field messages and the typed values (nothing is saved); a save over
 * someone else's newer one 409; anything else 'Failed to save settings. Please try again.'
 */
export const action = formAction({
  scope: "settings",
  guard: requireAdmin,
  words: (messages) => messages.admin.settings,
  defaultIntent: SAVE_SETTINGS_INTENT,
  intents: {
    [SAVE_SETTINGS_INTENT]: {
      run: async ({ actor, fields, words }) => {
        const version = /^\d{1,9}$/.test(fields.version ?? "") ? Number(fields.version) : undefined;
        await saveSettings({ actor, input: fields, expectedVersion: version });
        const tab = postedTab(fields);
        return redirectWithToast(`/admin/settings${tab === "company" ? "" : `?tab=${tab}`}`, settingsSavedToast(words));
      },
      fieldWords: (keys, { words, fields }) => settingsFieldMessages(keys, words, fields),
      invalidToast: (worded, { words }) => settingsValidationToast(worded, words),
      conflictToast: ({ words }) => settingsFailedToast(words),
      failedToast: ({ words }) => settingsFailedToast(words),
      refusedExtra: ({ fields }) => ({ tab: postedTab(fields) }),
    },
  },
});

function postedTab(fields: Record<string, string>): SettingsTab {
  return isSettingsTab(fields.tab) ? fields.tab : "company";
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.settings;
  const locale = useLocale();
  const reply = useFormReply<SettingsFormReply>();
  const { form } = loaderData;
  const savedAt = dateTimeFormat(locale === "es" ? "es-US" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(form.updatedAt));

  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">{m.intro}</p>
        <p className="mt-1 text-sm text-muted-foreground">{format(m.lastSaved, { date: savedAt })}</p>
      </div>
      <SettingsPagesNav current="facts" />
      {/* A new record version (someone saved) draws the form afresh from the stored values. */}
      <SettingsForm key={form.version} data={form} initialTab={loaderData.tab} reply={reply} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.settings;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
