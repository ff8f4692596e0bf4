import type { DispatchDay } from "~/domain/dispatch/dispatch-types";
import { useMessages } from "~/i18n/use-messages";
import { DispatchCard } from "./dispatch-card";
import { boardHref } from "./schedule-links";

/** The day's visits without a technician: drag one onto a cell, or use its Move button. */
export function DispatchTray({ day }: { day: DispatchDay }) {
  const m = useMessages().admin.schedule;
  return (
    <section aria-labelledby="dispatch-tray-title" className="rounded-md border p-3" data-testid="dispatch-tray">
      <h2 id="dispatch-tray-title" className="text-lg font-semibold">
        {m.tray.title} ({day.tray.length})
      </h2>
      <p className="text-sm text-muted-foreground">{m.tray.intro}</p>
      {day.tray.length === 0 ? (
        <p className="mt-2 text-sm">{m.tray.empty}</p>
      ) : (
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {day.tray.map((card) => (
            <DispatchCard key={card.id} card={card} moveHref={boardHref({ date: day.date, move: card.id })} />
          ))}
        </div>
      )}
    </section>
  );
}
