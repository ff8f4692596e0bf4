import { Plus, Trash2, Undo2 } from "lucide-react";
import { useState } from "react";
import { HIDDEN_WITHOUT_JS, SHOWN_WITHOUT_JS } from "~/components/document/without-javascript-style";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { freeRowNumber } from "~/domain/settings/scheduling-form";
import { ZONE_LIMITS, zipCodeTokens, zoneField, type ZoneRow } from "~/domain/zones/zone-schemas";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { FieldError, FieldHint, describedField, settingsFieldId, SettingsCard } from "./settings-field";

export type ZoneRowValues = ZoneRow & { removed?: boolean };

/**
 * The booking zones: one row per zone with its name and zip codes. A stored zone's row posts its stored name
 * (`zoneNWas`), so the save tells a rename from a new zone. With JavaScript, "Add a zone" adds a row and the bin marks
 * a zone for removal (its row then posts an empty name and zip codes, which removes it); without it, one empty row at
 * the end adds a zone, and emptying a row's name and zip codes removes that zone.
 */
export function ZonesCard({
  initial,
  errors,
  areasWithoutZone,
}: {
  initial: ZoneRowValues[];
  errors: Record<string, string>;
  areasWithoutZone: string[];
}) {
  const s = useMessages().admin.settings.scheduling;
  const [rows, setRows] = useState(initial);
  const [spare] = useState(() => freeRowNumber(initial.map((row) => row.row)));
  const update = (row: number, change: Partial<ZoneRowValues> | null) =>
    setRows((all) =>
      change === null
        ? all.filter((other) => other.row !== row)
        : all.map((other) => (other.row === row ? { ...other, ...change } : other)),
    );

  return (
    <SettingsCard
      title={s.sections.zones.title}
      description={s.sections.zones.description}
      className="flex flex-col gap-4"
    >
      <p {...SHOWN_WITHOUT_JS} className="hidden text-sm text-muted-foreground">
        {s.zonesHint}
      </p>
      {areasWithoutZone.length > 0 ? (
        <p className="rounded-md border border-dashed p-3 text-sm">
          {format(s.areasWithoutZone, { areas: areasWithoutZone.join(", ") })}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {rows.map((row) =>
          row.removed ? (
            <div key={row.row} className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-4">
              <input type="hidden" name={zoneField(row.row, "Was")} value={row.was} />
              <input type="hidden" name={zoneField(row.row, "Name")} value="" />
              <input type="hidden" name={zoneField(row.row, "ZipCodes")} value="" />
              <p className="text-sm">{format(s.zoneRemoved, { zone: row.was })}</p>
              <Button type="button" variant="outline" size="sm" onClick={() => update(row.row, { removed: false })}>
                <Undo2 aria-hidden />
                {s.keepZone}
              </Button>
            </div>
          ) : (
            <ZoneFields
              key={row.row}
              row={row}
              errors={errors}
              onRemove={() => update(row.row, row.was ? { removed: true } : null)}
            />
          ),
        )}
        <div {...SHOWN_WITHOUT_JS} className="hidden">
          <ZoneFields row={{ row: spare, was: "", name: "", zipCodes: "" }} errors={errors} />
        </div>
      </div>
      <div {...HIDDEN_WITHOUT_JS}>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={rows.length >= ZONE_LIMITS.maxZones}
          onClick={() =>
            setRows([
              ...rows,
              { row: freeRowNumber([...rows.map((row) => row.row), spare]), was: "", name: "", zipCodes: "" },
            ])
          }
        >
          <Plus aria-hidden />
          {s.addZone}
        </Button>
      </div>
    </SettingsCard>
  );
}

/** One zone's inputs; its title is the stored name (what technicians and bookings know it by) or "New zone". */
function ZoneFields({
  row,
  errors,
  onRemove,
}: {
  row: ZoneRowValues;
  errors: Record<string, string>;
  onRemove?: () => void;
}) {
  const s = useMessages().admin.settings.scheduling;
  const title = row.was || s.newZone;
  const name = zoneField(row.row, "Name");
  const zipCodes = zoneField(row.row, "ZipCodes");
  const count = zipCodeTokens(row.zipCodes).length;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-medium">{title}</legend>
      {row.was ? <input type="hidden" name={zoneField(row.row, "Was")} value={row.was} /> : null}
      <div className="flex items-end gap-2">
        <div className="flex-1 space-y-1">
          <label htmlFor={settingsFieldId(name)} className="text-xs font-medium text-muted-foreground">
            <span aria-hidden="true">{s.zoneName}</span>
            <span className="sr-only">{format(s.zoneNameOf, { zone: title })}</span>
          </label>
          <Input
            {...describedField(name, { error: errors[name] })}
            maxLength={ZONE_LIMITS.nameLength}
            autoComplete="off"
            defaultValue={row.name}
          />
        </div>
        {onRemove ? (
          <Button
            {...HIDDEN_WITHOUT_JS}
            type="button"
            variant="ghost"
            size="icon"
            aria-label={format(s.removeZone, { zone: title })}
            onClick={onRemove}
          >
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </div>
      <FieldError name={name} error={errors[name]} />
      <div className="space-y-1">
        <label htmlFor={settingsFieldId(zipCodes)} className="text-xs font-medium text-muted-foreground">
          <span aria-hidden="true">{s.zipCodes}</span>
          <span className="sr-only">{format(s.zipCodesOf, { zone: title })}</span>
        </label>
        <Textarea
          {...describedField(zipCodes, { error: errors[zipCodes], hint: true })}
          rows={3}
          maxLength={ZONE_LIMITS.zipCodesTextLength}
          defaultValue={row.zipCodes}
        />
        <FieldHint name={zipCodes}>
          {s.zipCodesHint} {count > 0 ? format(s.zipCodesCount, { count }) : null}
        </FieldHint>
        <FieldError name={zipCodes} error={errors[zipCodes]} />
      </div>
    </fieldset>
  );
}
