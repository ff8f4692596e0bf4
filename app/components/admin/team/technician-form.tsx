import { useEffect, useState, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FieldError, Label } from "~/components/ui/label";
import { Input } from "~/components/ui/input";
import { Button, buttonVariants } from "~/components/ui/button";
import { APPOINTMENT_SERVICE_TYPES } from "~/config/service-types";
import { WEEKDAYS } from "~/config/settings-shapes";
import { NEW_TECHNICIAN_WEEKLY_HOURS } from "~/config/team-defaults";
import type { TechnicianRow } from "~/domain/team/list-technicians.server";
import { TechnicianSchema, technicianFieldErrors, technicianFormInput } from "~/domain/team/team-schemas";
import type { FormReply } from "~/http/form-reply";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";

/** A refused save carries the ticked boxes, which the text fields of a reply cannot hold. */
export type TechnicianFormReply = FormReply & { serviceTypes?: string[]; zones?: string[] };

const FORM_ID = "technician";
/** The native select drawn like the Input primitive (as the back office's other selects are). */
const SELECT_CLASSES =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 aria-[invalid=true]:border-destructive md:text-sm";
const fieldId = (name: string) => `${FORM_ID}-${name.replace(".", "-")}`;
const errorId = (name: string) => `${fieldId(name)}-error`;

/**
 * Add or edit one technician: contact details, language, service types, zones, weekly hours, rota and active. A plain
 * POST form (intent `save`) that works without JavaScript; a refused save shows each field's words under it and
 * keeps what was typed.
 */
export function TechnicianForm({
  technician,
  zones,
  reply,
}: {
  technician: TechnicianRow | null;
  zones: readonly string[];
  reply: TechnicianFormReply | undefined;
}) {
  const m = useMessages().admin.team;
  const f = m.form;
  const busy = useNavigation().formData?.get("intent") === "save";
  const refused = reply?.intent === "save" ? reply : undefined;
  // The server's schema, run in the browser first: the same words under the same fields, without a round trip.
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  useEffect(() => setClientErrors(null), [reply]);
  const errors = clientErrors ?? refused?.fieldErrors ?? {};
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) return event.preventDefault();
    const parsed = TechnicianSchema.safeParse(technicianFormInput(new FormData(event.currentTarget)));
    if (parsed.success) return setClientErrors(null);
    event.preventDefault();
    const keys = technicianFieldErrors(parsed.error);
    setClientErrors(Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, m.validation[key]])));
    const first = Object.keys(keys)[0];
    event.currentTarget.querySelector<HTMLElement>(`[name="${first}"], [name^="${first}."]`)?.focus();
  };
  const values = refused?.values;
  const text = (name: "name" | "phone" | "email") => values?.[name] ?? technician?.[name] ?? "";
  const ticked = (list: "serviceTypes" | "zones", value: string) =>
    (refused ? (refused[list] ?? []) : (technician?.[list] ?? [])).includes(value);
  const flag = (name: "onEmergencyRota" | "active") =>
    refused ? values?.[name] === "on" : technician ? technician[name] : name === "active";
  const hours = technician?.weeklyHours ?? NEW_TECHNICIAN_WEEKLY_HOURS;
  const described = (name: string) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": errorId(name) } : {};

  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={technician ? format(f.editTitle, { name: technician.name }) : f.addTitle}
    >
      <input type="hidden" name="intent" value="save" />
      {technician ? <input type="hidden" name="technicianId" value={technician.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {(["name", "phone", "email"] as const).map((name) => (
          <div key={name} className="space-y-2">
            <Label htmlFor={fieldId(name)}>{f[name]}</Label>
            <Input
              id={fieldId(name)}
              name={name}
              type={name === "email" ? "email" : name === "phone" ? "tel" : "text"}
              autoComplete="off"
              defaultValue={text(name)}
              {...described(name)}
            />
            {name === "email" && technician?.login ? (
              <p className="text-xs text-muted-foreground">{f.emailHasLoginHint}</p>
            ) : null}
            <FieldError id={errorId(name)} message={errors[name]} />
          </div>
        ))}
        <div className="space-y-2">
          <Label htmlFor={fieldId("locale")}>{f.language}</Label>
          <select
            id={fieldId("locale")}
            name="locale"
            defaultValue={values?.locale ?? technician?.locale ?? "en"}
            className={SELECT_CLASSES}
            {...described("locale")}
          >
            <option value="en">{f.languages.en}</option>
            <option value="es">{f.languages.es}</option>
          </select>
          <FieldError id={errorId("locale")} message={errors.locale} />
        </div>
      </div>

      <CheckboxGroup
        name="serviceTypes"
        legend={f.serviceTypes}
        options={APPOINTMENT_SERVICE_TYPES.map((type) => ({ value: type, label: m.serviceTypes[type] ?? type }))}
        isTicked={(value) => ticked("serviceTypes", value)}
        error={errors.serviceTypes}
      />
      <CheckboxGroup
        name="zones"
        legend={f.zones}
        options={zones.map((zone) => ({ value: zone, label: zone }))}
        isTicked={(value) => ticked("zones", value)}
        error={errors.zones}
        emptyText={f.noZones}
      />

      <fieldset className="mt-6 space-y-3" aria-describedby={errors.weeklyHours ? errorId("weeklyHours") : undefined}>
        <legend className="text-sm font-semibold">{f.hours}</legend>
        <p className="text-xs text-muted-foreground">{f.hoursHint}</p>
        <FieldError id={errorId("weeklyHours")} message={errors.weeklyHours} />
        {WEEKDAYS.map((day) => {
          const dayName = m.weekdays[day];
          const saved = hours[day];
          const works = refused ? values?.[`${day}.works`] === "on" : saved !== null;
          return (
            <div
              key={day}
              className="grid grid-cols-2 items-center gap-x-3 gap-y-2 sm:grid-cols-[8rem_1fr_1fr]"
              data-testid={`hours-${day}`}
            >
              {/* On a phone the day takes its own line, its two times the next. */}
              <div className="col-span-2 flex items-center gap-2 sm:col-span-1">
                <input
                  id={fieldId(`${day}.works`)}
                  type="checkbox"
                  name={`${day}.works`}
                  defaultChecked={works}
                  className="size-4 shrink-0 accent-primary"
                />
                <Label htmlFor={fieldId(`${day}.works`)} className="font-normal capitalize">
                  {dayName}
                </Label>
              </div>
              {(["start", "end"] as const).map((edge) => (
                <Input
                  key={edge}
                  type="time"
                  name={`${day}.${edge}`}
                  aria-label={format(f[edge], { day: dayName })}
                  defaultValue={values?.[`${day}.${edge}`] ?? saved?.[edge] ?? ""}
                  {...described(day)}
                />
              ))}
              <div className="col-span-2 sm:col-span-3">
                <FieldError id={errorId(day)} message={errors[day]} />
              </div>
            </div>
          );
        })}
      </fieldset>

      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        {(["onEmergencyRota", "active"] as const).map((name) => (
          <div key={name} className="flex items-start gap-2 rounded-lg border p-3">
            <input
              id={fieldId(name)}
              type="checkbox"
              name={name}
              defaultChecked={flag(name)}
              className="mt-0.5 size-4 shrink-0 accent-primary"
              aria-describedby={`${fieldId(name)}-hint`}
            />
            <div className="space-y-1">
              <Label htmlFor={fieldId(name)}>{name === "active" ? f.active : f.rota}</Label>
              <p id={`${fieldId(name)}-hint`} className="text-xs text-muted-foreground">
                {name === "active" ? f.activeHint : f.rotaHint}
              </p>
            </div>
          </div>
        ))}
      </div>

      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="/admin/team" className={buttonVariants({ variant: "outline" })}>
          {f.cancel}
        </Link>
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {busy ? f.saving : f.save}
        </Button>
      </div>
    </Form>
  );
}

function CheckboxGroup({
  name,
  legend,
  options,
  isTicked,
  error,
  emptyText,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  isTicked: (value: string) => boolean;
  error?: string;
  emptyText?: string;
}) {
  return (
    <fieldset className="mt-6 space-y-2" aria-describedby={error ? errorId(name) : undefined}>
      <legend className="text-sm font-semibold">{legend}</legend>
      {options.length === 0 && emptyText ? <p className="text-sm text-muted-foreground">{emptyText}</p> : null}
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option, index) => (
          <div key={option.value} className="flex items-center gap-2">
            <input
              id={fieldId(`${name}-${index}`)}
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={isTicked(option.value)}
              className="size-4 shrink-0 accent-primary"
            />
            <Label htmlFor={fieldId(`${name}-${index}`)} className="font-normal">
              {option.label}
            </Label>
          </div>
        ))}
      </div>
      <FieldError id={errorId(name)} message={error} />
    </fieldset>
  );
}
