import { Input, Textarea } from "~/components/ui/input";
import { HOURS_DAY_GROUPS, SETTINGS_LIMITS, type HoursDayGroup } from "~/domain/settings/settings-schemas";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import type { PanelProps } from "./company-panel";
import {
  FieldError,
  SettingsCheckbox,
  SettingsField,
  SettingsSwitch,
  describedField,
  settingsFieldId,
  SettingsCard,
} from "./settings-field";

/** Service Settings: structured business hours and the 24/7 line, service areas, radius and the service call fee. */
export function ServicePanel({ values, errors }: PanelProps) {
  const m = useMessages().admin.settings;
  const f = m.fields;
  const required = { required: true, requiredLabel: m.requiredMark } as const;

  return (
    <div className="flex flex-col gap-6">
      <SettingsCard
        title={m.sections.hours.title}
        description={m.sections.hours.description}
        className="flex flex-col gap-4"
      >
        {HOURS_DAY_GROUPS.map((day) => (
          <DayHours key={day} day={day} values={values} errors={errors} />
        ))}
        <SettingsSwitch
          name="emergencyLine24x7"
          label={f.emergencyLine24x7}
          hint={f.emergencyLine24x7Hint}
          defaultChecked={values.emergencyLine24x7 !== ""}
        />
      </SettingsCard>

      <SettingsCard
        title={m.sections.area.title}
        description={m.sections.area.description}
        className="grid gap-4 sm:grid-cols-2"
      >
        <SettingsField
          name="serviceAreas"
          label={f.serviceAreas}
          {...required}
          error={errors.serviceAreas}
          hint={format(f.serviceAreasHint, { max: SETTINGS_LIMITS.serviceAreasCount })}
        >
          <Textarea
            {...describedField("serviceAreas", { error: errors.serviceAreas, hint: true })}
            rows={10}
            maxLength={SETTINGS_LIMITS.serviceAreasTextLength}
            defaultValue={values.serviceAreas}
          />
        </SettingsField>
        <div className="flex flex-col gap-4">
          <SettingsField
            name="serviceRadiusMiles"
            label={f.serviceRadiusMiles}
            {...required}
            error={errors.serviceRadiusMiles}
            hint={format(f.serviceRadiusHint, {
              min: SETTINGS_LIMITS.minServiceRadiusMiles,
              max: SETTINGS_LIMITS.maxServiceRadiusMiles,
            })}
          >
            <Input
              {...describedField("serviceRadiusMiles", { error: errors.serviceRadiusMiles, hint: true })}
              inputMode="numeric"
              maxLength={6}
              autoComplete="off"
              defaultValue={values.serviceRadiusMiles}
            />
          </SettingsField>
          <SettingsField
            name="serviceCallFee"
            label={f.serviceCallFee}
            {...required}
            error={errors.serviceCallFee}
            hint={format(f.serviceCallFeeHint, {
              max: SETTINGS_LIMITS.maxServiceCallFeeDollars.toLocaleString("en-US", { minimumFractionDigits: 2 }),
            })}
          >
            <Input
              {...describedField("serviceCallFee", { error: errors.serviceCallFee, hint: true })}
              inputMode="decimal"
              maxLength={12}
              autoComplete="off"
              defaultValue={values.serviceCallFee}
            />
          </SettingsField>
          <SettingsField
            name="quoteDepositPercent"
            label={f.quoteDepositPercent}
            {...required}
            error={errors.quoteDepositPercent}
            hint={f.quoteDepositPercentHint}
          >
            <Input
              {...describedField("quoteDepositPercent", { error: errors.quoteDepositPercent, hint: true })}
              inputMode="numeric"
              maxLength={3}
              autoComplete="off"
              defaultValue={values.quoteDepositPercent}
            />
          </SettingsField>
        </div>
      </SettingsCard>
    </div>
  );
}

/**
 * One day group's hours: closed (emergency service only), or opens and closes. Ticking "Closed" hides the times with
 * CSS alone (:has), so it works without JavaScript too; hidden, they still post and are ignored by the save.
 */
function DayHours({ day, values, errors }: PanelProps & { day: HoursDayGroup }) {
  const m = useMessages().admin.settings;
  const f = m.fields;
  const dayLabel = f[day];
  const time = (part: "Opens" | "Closes") => {
    const name = `${day}${part}` as const;
    return (
      <div className="space-y-1">
        <label htmlFor={settingsFieldId(name)} className="text-xs font-medium text-muted-foreground">
          <span aria-hidden="true">{part === "Opens" ? f.opens : f.closes}</span>
          <span className="sr-only">
            {format(f.hoursOf, { day: dayLabel, part: part === "Opens" ? f.opens : f.closes })}
          </span>
        </label>
        <Input
          {...describedField(name, { error: errors[name] })}
          type="time"
          defaultValue={values[name]}
          className="w-36"
        />
        <FieldError name={name} error={errors[name]} />
      </div>
    );
  };
  return (
    <fieldset className="group grid gap-3 rounded-lg border p-4 sm:grid-cols-[16rem_1fr] sm:items-start">
      <legend className="sr-only">{dayLabel}</legend>
      <div className="space-y-2">
        <p aria-hidden="true" className="text-sm font-medium">
          {dayLabel}
        </p>
        <SettingsCheckbox name={`${day}Closed`} label={f.closed} defaultChecked={values[`${day}Closed`] !== ""} />
      </div>
      <div className="flex flex-wrap gap-4 group-has-[input[type=checkbox]:checked]:hidden">
        {time("Opens")}
        {time("Closes")}
      </div>
    </fieldset>
  );
}
