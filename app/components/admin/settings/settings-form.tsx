import { RotateCcw } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Form, Link, useNavigation } from "react-router";
import { HIDDEN_WITHOUT_JS, SHOWN_WITHOUT_JS } from "~/components/document/without-javascript-style";
import { showToast } from "~/components/forms/show-toast";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { SettingsFormData } from "~/domain/settings/get-settings-form.server";
import { postedWindowRows, type WindowRow } from "~/domain/settings/scheduling-form";
import { WEEKDAYS, type Weekday } from "~/config/settings-shapes";
import { postedZoneRows } from "~/domain/zones/zone-schemas";
import {
  SETTINGS_FIELDS,
  SETTINGS_TABS,
  SettingsFormSchema,
  adminEmailChanges,
  settingsFieldErrors,
  tabOfField,
  type SettingsFieldErrors,
  type SettingsFormValues,
  type SettingsTab,
} from "~/domain/settings/settings-schemas";
import type { FormReply } from "~/http/form-reply";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { CompanyPanel } from "./company-panel";
import { MessagingPanel } from "./messaging-panel";
import { NotificationsPanel } from "./notifications-panel";
import { SchedulingPanel } from "./scheduling-panel";
import { ServicePanel } from "./service-panel";
import { settingsFieldMessages, settingsValidationToast } from "./settings-messages";

export const SAVE_SETTINGS_INTENT = "save-settings";

/**
 * What the action answers a refused save with (ADR 063): worded field messages, the typed values, the toast, and the
 * tab the form was posted from. A CONFLICT means someone else saved first: the form offers a reload.
 */
export type SettingsFormReply = FormReply & { tab: SettingsTab };

/** The tab to show after a refusal: the one holding the first bad field, else the one posted from. */
function tabOfReply(reply: SettingsFormReply): SettingsTab {
  const firstBad = Object.keys(reply.fieldErrors)[0];
  return firstBad ? tabOfField(firstBad) : reply.tab;
}

/** The typed values of every field (an unticked checkbox is not posted: it is ""). */
function typedValues(reply: SettingsFormReply): SettingsFormValues {
  return Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, reply.values[field] ?? ""])) as SettingsFormValues;
}

/**
 * The Scheduling tab's rows: as posted when a save was refused (their row numbers are what the messages point at),
 * else as stored, numbered from 0.
 */
function schedulingRows(data: SettingsFormData, reply: SettingsFormReply | undefined) {
  if (reply) return { windows: postedWindowRows(reply.values), zones: postedZoneRows(reply.values) };
  const windows = Object.fromEntries(
    WEEKDAYS.map((day) => [day, data.windows[day].map((window, row) => ({ row, ...window }))]),
  ) as Record<Weekday, WindowRow[]>;
  return { windows, zones: data.zones.map((zone, row) => ({ row, ...zone })) };
}

/**
 * The one Settings form: five tabs (Company Info, Service Settings, Notifications, Scheduling, Messaging) and one Save Settings button, so
 * a save sends every field of every tab. The panels are always rendered and the tabs only hide the inactive ones;
 * without JavaScript the tab bar cannot switch panels, so it hides and all five show, one after the other
 * (without-javascript-style.tsx). With
 * JavaScript the same zod schema checks the form first and opens the tab of the first bad field; the button shows
 * 'Saving...' and ignores a second press.
 */
export function SettingsForm({
  data,
  initialTab,
  reply,
}: {
  data: SettingsFormData;
  initialTab: SettingsTab;
  reply: SettingsFormReply | undefined;
}) {
  const m = useMessages().admin.settings;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === SAVE_SETTINGS_INTENT;
  const [tab, setTab] = useState<SettingsTab>(reply ? tabOfReply(reply) : initialTab);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = clientErrors ?? reply?.fieldErrors ?? {};
  const values = reply ? typedValues(reply) : data.values;
  const [rows] = useState(() => schedulingRows(data, reply));

  useEffect(() => {
    if (!reply) return;
    setClientErrors(null);
    setTab(tabOfReply(reply));
  }, [reply]);

  function showFirstProblem(worded: Record<string, string>) {
    const first = Object.keys(worded)[0];
    if (!first) return;
    // The field may sit on a hidden tab: open it first, then move the keyboard there.
    flushSync(() => setTab(tabOfField(first)));
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    const form = event.currentTarget;
    const posted = Object.fromEntries(new FormData(form));
    const result = SettingsFormSchema.safeParse(posted);
    const keys: SettingsFieldErrors = result.success ? {} : settingsFieldErrors(result.error);
    // The save's own checks of a new admin address, told at the same time as the rest.
    if (!keys.adminEmail && adminEmailChanges(data.currentAdminEmail, String(posted.adminEmail ?? ""))) {
      if (data.adminThroughDesignatedEmail) keys.adminEmail = "adminEmailOwnAccess";
      else if (!posted.adminEmailConfirmed) keys.adminEmailConfirmed = "adminEmailConfirmRequired";
    }
    if (Object.keys(keys).length === 0) {
      setClientErrors({});
      return;
    }
    event.preventDefault();
    const worded = settingsFieldMessages(keys as Record<string, string>, m, posted);
    setClientErrors(worded);
    showToast(settingsValidationToast(worded, m));
    showFirstProblem(worded);
  }

  const errorCount = (panel: SettingsTab) => Object.keys(errors).filter((field) => tabOfField(field) === panel).length;

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={m.title}
      className="flex flex-col gap-6"
    >
      <input type="hidden" name="intent" value={SAVE_SETTINGS_INTENT} />
      <input type="hidden" name="version" value={data.version} />
      <input type="hidden" name="tab" value={tab} />
      {reply ? (
        // The toast for a browser without JavaScript (with it, the toaster shows the same words).
        <noscript>
          <Alert variant="destructive">
            <p className="mb-1 font-semibold leading-none">{reply.toast.title}</p>
            <AlertDescription>{reply.toast.description}</AlertDescription>
          </Alert>
        </noscript>
      ) : null}
      {reply?.code === "CONFLICT" ? (
        <Alert variant="destructive">
          <AlertDescription>{m.toasts.stale}</AlertDescription>
          <Link to="." reloadDocument className={buttonVariants({ variant: "outline", size: "sm", className: "mt-3" })}>
            <RotateCcw aria-hidden />
            {m.reload}
          </Link>
        </Alert>
      ) : null}
      <Tabs value={tab} onValueChange={(value) => setTab(value as SettingsTab)}>
        {/* Five tabs do not fit a phone's width in Spanish: rows of two there. */}
        <TabsList
          {...HIDDEN_WITHOUT_JS}
          aria-label={m.tabsLabel}
          className="h-auto w-full grid-flow-row grid-cols-2 sm:w-auto sm:grid-flow-col sm:grid-cols-none"
        >
          {SETTINGS_TABS.map((panel) => (
            <TabsTrigger key={panel} value={panel} className="h-auto min-h-8 whitespace-normal">
              {m.tabs[panel]}
              {errorCount(panel) > 0 ? (
                <span className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground">
                  <span aria-hidden="true">{errorCount(panel)}</span>
                  <span className="sr-only">{format(m.tabErrors, { count: errorCount(panel) })}</span>
                </span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="company" forceMount {...SHOWN_WITHOUT_JS} className="data-[state=inactive]:hidden">
          <CompanyPanel
            values={values}
            errors={errors}
            currentAdminEmail={data.currentAdminEmail}
            adminThroughDesignatedEmail={data.adminThroughDesignatedEmail}
          />
        </TabsContent>
        <TabsContent value="service" forceMount {...SHOWN_WITHOUT_JS} className="data-[state=inactive]:hidden">
          <ServicePanel values={values} errors={errors} />
        </TabsContent>
        <TabsContent value="notifications" forceMount {...SHOWN_WITHOUT_JS} className="data-[state=inactive]:hidden">
          <NotificationsPanel values={values} errors={errors} companyEmail={data.values.email} />
        </TabsContent>
        <TabsContent value="scheduling" forceMount {...SHOWN_WITHOUT_JS} className="data-[state=inactive]:hidden">
          <SchedulingPanel
            values={values}
            errors={errors}
            windows={rows.windows}
            zones={rows.zones}
            areasWithoutZone={data.areasWithoutZone}
          />
        </TabsContent>
        <TabsContent value="messaging" forceMount {...SHOWN_WITHOUT_JS} className="data-[state=inactive]:hidden">
          <MessagingPanel values={values} errors={errors} smsTransport={data.smsTransport} />
        </TabsContent>
      </Tabs>
      <div className="sticky bottom-0 -mx-4 flex justify-end border-t bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <Button type="submit" disabled={busy} aria-disabled={busy} className="w-full sm:w-auto">
          {busy ? m.saving : m.save}
        </Button>
      </div>
    </Form>
  );
}
