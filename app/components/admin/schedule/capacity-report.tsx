import type { CapacityFigures } from "~/domain/dispatch/dispatch-types";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";

const hours = (minutes: number) => (Math.round(minutes / 6) / 10).toString();

/** The capacity report of a day or a week: places provided, booked, held in reserve and released; hours. */
export function CapacityReport({ title, figures }: { title: string; figures: CapacityFigures }) {
  const m = useMessages().admin.schedule.report;
  const rows: [string, string][] = [
    [m.providedPlaces, String(figures.providedPlaces)],
    [m.bookedPlaces, String(figures.bookedPlaces)],
    [m.reservedPlaces, String(figures.reservedPlaces)],
    [m.releasedPlaces, String(figures.releasedPlaces)],
    [m.providedMinutes, format(m.hours, { hours: hours(figures.providedMinutes) })],
    [m.bookedMinutes, format(m.hours, { hours: hours(figures.bookedMinutes) })],
  ];
  return (
    <div className="rounded-md border p-3">
      <h3 className="font-semibold">{title}</h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
