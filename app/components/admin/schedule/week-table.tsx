import { Link } from "react-router";
import type { DispatchWeek } from "~/domain/dispatch/dispatch-types";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { boardDateText } from "./schedule-format";
import { boardHref } from "./schedule-links";

/** The week view: days as rows, technicians as columns with their visit counts, then the unassigned and capacity. */
export function WeekTable({ week }: { week: DispatchWeek }) {
  const m = useMessages().admin.schedule;
  const locale = useLocale();
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm" data-testid="dispatch-week">
        <caption className="sr-only">{format(m.week.caption, { from: boardDateText(week.from, locale) })}</caption>
        <thead>
          <tr className="bg-muted/50">
            <th scope="col" className="p-2">
              {m.week.day}
            </th>
            {week.technicians.map((technician) => (
              <th scope="col" key={technician.id} className="p-2">
                {technician.name}
              </th>
            ))}
            <th scope="col" className="p-2">
              {m.week.unassigned}
            </th>
            <th scope="col" className="p-2">
              {m.week.capacity}
            </th>
          </tr>
        </thead>
        <tbody>
          {week.days.map((day) => (
            <tr key={day.date} className="border-t">
              <th scope="row" className="p-2 font-normal">
                <Link to={boardHref({ date: day.date })} className="font-medium underline-offset-4 hover:underline">
                  {boardDateText(day.date, locale, "medium")}
                </Link>
              </th>
              {week.technicians.map((technician) => (
                <td key={technician.id} className="p-2 tabular-nums">
                  {day.visitsByTechnician[technician.id] ?? 0}
                </td>
              ))}
              <td className="p-2 tabular-nums">{day.unassigned}</td>
              <td className="p-2">
                {day.windows === 0
                  ? m.week.closed
                  : format(m.week.places, {
                      booked: String(day.capacity.bookedPlaces),
                      provided: String(day.capacity.providedPlaces),
                    })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
