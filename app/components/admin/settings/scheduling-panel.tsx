import { Plus, X } from "lucide-react";
import { useState } from "react";
import { HIDDEN_WITHOUT_JS, SHOWN_WITHOUT_JS } from "~/components/document/without-javascript-style";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { APPOINTMENT_SERVICE_TYPES } from "~/config/service-types";
import { WEEKDAYS, type Weekday } from "~/config/settings-shapes";
import {
  DURATION_FIELDS,
  freeRowNumber,
  windowField,
  type SchedulingNumberField,
  type WindowRow,
} from "~/domain/settings/scheduling-form";
import { SCHEDULING_LIMITS } from "~/domain/settings/settings-schemas";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import type { PanelProps } from "./company-panel";
import { FieldError, SettingsCard, SettingsNumberField, describedField, settingsFieldId } from "./settings-field";
import { ZonesCard, type ZoneRowValues } from "./zones-card";

/** Weekdays from Monday, as staff read a week; the record keys them from Sunday. */
const WEEK_FROM_MONDAY = [...WEEKDAYS.slice(1), WEEKDAYS[0]] as const;
const L = SCHEDULING_LIMITS;

/**
 * Scheduling (issue 34): each weekday's arrival windows, the visit durations, the booking rules and the zones. A day's
 * windows are rows of two times. With JavaScript, "Add a window" adds a row and "Remove" takes one away; without it,
 * each day shows one empty row to fill in, and a row whose two times are emptied is removed by the save.
 */
export function SchedulingPanel({
  values,
  errors,
  windows,
  zones,
  areasWithoutZone,
}: PanelProps & { windows: Record<Weekday, WindowRow[]>; zones: ZoneRowValues[]; areasWithoutZone: string[] }) {
  const m = useMessages().admin.settings;
  const s = m.scheduling;
  const number = (name: SchedulingNumberField, label: string, hint: string) => (
    <SettingsNumberField name={name} label={label} hint={hint} error={errors[name]} defaultValue={values[name]} />
  );

  return (
    <div className="flex flex-col gap-6">
      <SettingsCard
        title={s.sections.windows.title}
        description={s.sections.windows.description}
        className="flex flex-col gap-3"
      >
        <p {...SHOWN_WITHOUT_JS} className="hidden text-sm text-muted-foreground">
          {s.windowsHint}
        </p>
        {WEEK_FROM_MONDAY.map((day) => (
          <DayWindows key={day} day={day} initial={windows[day]} errors={errors} />
        ))}
      </SettingsCard>

      <SettingsCard
        title={s.sections.durations.title}
        description={s.sections.durations.description}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {APPOINTMENT_SERVICE_TYPES.map((type) => (
          <div key={type}>
            {number(
              DURATION_FIELDS[type],
              format(s.durationLabel, { type: s.serviceTypes[type] }),
              format(s.durationHint, { min: L.minDurationMinutes, max: L.maxDurationMinutes }),
            )}
          </div>
        ))}
      </SettingsCard>

      <SettingsCard
        title={s.sections.rules.title}
        description={s.sections.rules.description}
        className="grid gap-4 sm:grid-cols-2"
      >
        {number(
          "leadTimeHours",
          s.leadTimeHours,
          format(s.leadTimeHint, { min: L.minLeadTimeHours, max: L.maxLeadTimeHours }),
        )}
        {number(
          "emergencyLeadTimeHours",
          s.emergencyLeadTimeHours,
          format(s.emergencyLeadTimeHint, { max: L.maxEmergencyLeadTimeHours }),
        )}
        {number("memberLeadTimeHours", s.memberLeadTimeHours, s.memberLeadTimeHint)}
        {number("horizonDays", s.horizonDays, format(s.horizonHint, { min: L.minHorizonDays, max: L.maxHorizonDays }))}
        {number(
          "travelBufferMinutes",
          s.travelBufferMinutes,
          format(s.travelBufferHint, { max: L.maxTravelBufferMinutes }),
        )}
        {number("emergencyReservePercent", s.emergencyReservePercent, s.emergencyReserveHint)}
        {number(
          "emergencyReserveReleaseHours",
          s.emergencyReserveReleaseHours,
          format(s.emergencyReserveReleaseHint, { max: L.maxReserveReleaseHours }),
        )}
      </SettingsCard>

      <ZonesCard initial={zones} errors={errors} areasWithoutZone={areasWithoutZone} />
    </div>
  );
}

/**
 * One weekday's windows. The row numbers are the inputs' names (a refused save's messages point at them), so they stay
 * put when a row above is removed. The empty row for a browser without JavaScript takes the next free number and is
 * hidden once JavaScript runs (an empty row posts nothing the save keeps).
 */
function DayWindows({ day, initial, errors }: { day: Weekday; initial: WindowRow[]; errors: Record<string, string> }) {
  const m = useMessages().admin.settings;
  const s = m.scheduling;
  const dayName = s.weekdays[day];
  const [rows, setRows] = useState(initial);
  const [spare] = useState(() => freeRowNumber(initial.map((row) => row.row)));

  function add() {
    const used = [...rows.map((row) => row.row), spare];
    setRows([...rows, { row: freeRowNumber(used), start: "", end: "" }]);
  }

  const timeInput = (row: WindowRow, part: "Start" | "End", label: string) => {
    const name = windowField(day, row.row, part);
    return (
      <div className="space-y-1">
        <label htmlFor={settingsFieldId(name)} className="text-xs font-medium text-muted-foreground">
          <span aria-hidden="true">{part === "Start" ? s.start : s.end}</span>
          <span className="sr-only">{label}</span>
        </label>
        <Input
          {...describedField(name, { error: errors[name] })}
          type="time"
          defaultValue={part === "Start" ? row.start : row.end}
          className="w-[7.5rem]"
        />
        <FieldError name={name} error={errors[name]} />
      </div>
    );
  };
  const partLabel = (index: number, part: "Start" | "End", isNew = false) =>
    format(isNew ? s.newWindowPart : s.windowPart, {
      day: dayName,
      number: index + 1,
      part: part === "Start" ? s.start : s.end,
    });

  return (
    // On a phone no frame of its own (a rule between days instead), so a window's two times and its button fit a line.
    <fieldset className="grid gap-3 border-t pt-3 sm:grid-cols-[10rem_1fr] sm:items-start sm:rounded-lg sm:border sm:p-4">
      <legend className="sr-only">{dayName}</legend>
      <p aria-hidden="true" className="text-sm font-medium sm:pt-6">
        {dayName}
      </p>
      <div className="grid gap-3 xl:grid-cols-2">
        {rows.length === 0 ? <p className="text-sm text-muted-foreground xl:col-span-2">{s.noWindows}</p> : null}
        {rows.map((row, index) => (
          <div key={row.row} className="flex items-start gap-2">
            {timeInput(row, "Start", partLabel(index, "Start"))}
            {timeInput(row, "End", partLabel(index, "End"))}
            <Button
              {...HIDDEN_WITHOUT_JS}
              type="button"
              variant="ghost"
              size="icon"
              className="mt-5 size-9 shrink-0"
              aria-label={format(s.removeWindow, { day: dayName, number: index + 1 })}
              onClick={() => setRows(rows.filter((other) => other.row !== row.row))}
            >
              <X aria-hidden />
            </Button>
          </div>
        ))}
        <div {...SHOWN_WITHOUT_JS} className="hidden">
          <div className="flex items-start gap-2">
            {timeInput({ row: spare, start: "", end: "" }, "Start", partLabel(0, "Start", true))}
            {timeInput({ row: spare, start: "", end: "" }, "End", partLabel(0, "End", true))}
          </div>
        </div>
        <div {...HIDDEN_WITHOUT_JS} className="xl:col-span-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={rows.length >= L.maxWindowsPerDay}
            aria-label={format(s.addWindowOn, { day: dayName })}
            onClick={add}
          >
            <Plus aria-hidden />
            {s.addWindow}
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
