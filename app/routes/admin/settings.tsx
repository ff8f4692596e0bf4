import { useEffect } from "react";
import { data, useActionData } from "react-router";
import { requireAdmin } from "~/auth/require-user.server";
import { SettingsForm, type SettingsFormReply } from "~/components/admin/settings/settings-form";
import { SettingsPagesNav } from "~/components/admin/settings/settings-pages-nav";
import {
  settingsFailedToast,
  settingsFieldMessages,
  settingsSavedToast,
  settingsValidationToast,
} from "~/components/admin/settings/settings-messages";
import { showToast } from "~/components/forms/show-toast";
import { ScreenLoadError } from "~/components/screen-load-error";
import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import { isAppError } from "~/domain/app-error";
import { getSettingsForm } from "~/domain/settings/get-settings-form.server";
import { saveSettings } from "~/domain/settings/save-settings.server";
import {
  SETTINGS_FIELDS,
  isSettingsTab,
  tabOfField,
  type SettingsFormValues,
  type SettingsTab,
} from "~/domain/settings/settings-schemas";
import { redirectWithToast } from "~/http/flash-toast.server";
import { readFormData } from "~/http/read-request-body.server";
import { format } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { messagesFromMatches, useLocale, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/settings";
import { dateTimeFormat } from "~/i18n/intl-formats";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.settings.metaTitle }];
}

/** The settings record as the form shows it; `?tab=company|service|notifications` picks the open tab. */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const tab = new URL(request.url).searchParams.get("tab");
  return { form: await getSettingsForm({ actor }), tab: isSettingsTab(tab) ? tab : ("company" as SettingsTab) };
}

/**
 * Save Settings: every field of the three tabs in one post. Success comes back to the same tab with 'Settings
 * Saved'; bad input answers 400 with worded field messages and the typed values (nothing is saved); a save over
 * someone else's newer one 409; anything else 'Failed to save settings. Please try again.'
 */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const m = messagesFor(resolveLocale(request, actor.locale)).admin.settings;
  const posted = Object.fromEntries(
    [...(await readFormData(request)).entries()].filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
  const tab = isSettingsTab(posted.tab) ? posted.tab : "company";
  const version = /^\d{1,9}$/.test(posted.version ?? "") ? Number(posted.version) : undefined;
  const values = Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, posted[field] ?? ""])) as SettingsFormValues;
  const reply = (status: number, fields: Omit<SettingsFormReply, "values">) =>
    data({ ...fields, values } satisfies SettingsFormReply, { status });
  try {
    await saveSettings({ actor, input: posted, expectedVersion: version });
    return redirectWithToast(`/admin/settings${tab === "company" ? "" : `?tab=${tab}`}`, settingsSavedToast(m));
  } catch (error) {
    if (isAppError(error) && error.code === "BAD_INPUT" && error.fieldErrors) {
      const worded = settingsFieldMessages(error.fieldErrors, m);
      return reply(400, {
        fieldErrors: worded,
        toast: settingsValidationToast(worded, m),
        tab: tabOfField(Object.keys(worded)[0] ?? ""),
      });
    }
    if (isAppError(error) && error.code === "CONFLICT") {
      return reply(409, { fieldErrors: {}, toast: settingsFailedToast(m), tab, stale: true });
    }
    console.error(`[settings] save by admin ${actor.id} failed`, error);
    return reply(isAppError(error) ? error.status : 500, { fieldErrors: {}, toast: settingsFailedToast(m), tab });
  }
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.settings;
  const locale = useLocale();
  const reply = useActionData<typeof action>() as SettingsFormReply | undefined;
  const { form } = loaderData;
  const savedAt = dateTimeFormat(locale === "es" ? "es-US" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(form.updatedAt));

  useEffect(() => {
    if (reply) showToast(reply.toast);
  }, [reply]);

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
