import { useState, type DragEvent, type ReactNode } from "react";
import { useSubmit } from "react-router";
import type { DispatchCard as Card, DispatchDay, DispatchWindow } from "~/domain/dispatch/dispatch-types";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { CARD_DRAG_TYPE, DispatchCard } from "./dispatch-card";
import { boardDateText, windowRangeText } from "./schedule-format";
import { boardHref } from "./schedule-links";

/**
 * The day view: technicians as columns, the arrival windows as rows with their places, the cards in their cells.
 * A card dropped on a cell posts the same `move` form as the Move dialog (the keyboard's way), so a refusal comes
 * back the same way and opens the dialog with the override question.
 */
export function DispatchBoard({ day }: { day: DispatchDay }) {
  const m = useMessages().admin.schedule;
  const locale = useLocale();
  const submit = useSubmit();
  const moveHref = (card: Card) => boardHref({ date: day.date, move: card.id });
  const drop = (technicianId: string, window: DispatchWindow) => (event: DragEvent) => {
    const appointmentId = event.dataTransfer.getData(CARD_DRAG_TYPE);
    if (!appointmentId) return;
    event.preventDefault();
    void submit(
      { intent: "move", appointmentId, technicianId, date: window.date, start: window.start },
      { method: "post", action: boardHref({ date: day.date }), preventScrollReset: true },
    );
  };
  if (day.technicians.length === 0) return <p className="text-muted-foreground">{m.board.noTechnicians}</p>;
  if (day.windows.length === 0) return <p className="text-muted-foreground">{m.board.noWindows}</p>;
  const loose = day.cards.filter((card) => card.windowId === null);
  const cellCards = (technicianId: string, windowId: string | null) =>
    day.cards.filter((card) => card.technicianId === technicianId && card.windowId === windowId);
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full min-w-[48rem] border-collapse text-left text-sm" data-testid="dispatch-board">
        <caption className="sr-only">{format(m.board.caption, { date: boardDateText(day.date, locale) })}</caption>
        <thead>
          <tr className="bg-muted/50">
            <th scope="col" className="w-40 p-2">
              {m.board.window}
            </th>
            {day.technicians.map((technician) => (
              <th scope="col" key={technician.id} className="p-2" data-testid="technician-column">
                <span className="block">{technician.name}</span>
                <span className="block text-xs font-normal text-muted-foreground">
                  {technician.dayOff
                    ? m.board.dayOff
                    : technician.shift
                      ? windowRangeText(technician.shift, locale)
                      : m.board.offShift}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {day.windows.map((window) => (
            <tr key={window.id} className="border-t align-top" data-window={window.id}>
              <th scope="row" className="p-2 font-normal">
                <span className="block font-medium">{windowRangeText(window, locale)}</span>
                <WindowPlaces window={window} />
              </th>
              {day.technicians.map((technician) => (
                <DropCell
                  key={technician.id}
                  label={format(m.board.dropHint, {
                    technician: technician.name,
                    window: windowRangeText(window, locale),
                  })}
                  onDrop={drop(technician.id, window)}
                >
                  {cellCards(technician.id, window.id).map((card) => (
                    <DispatchCard key={card.id} card={card} moveHref={moveHref(card)} />
                  ))}
                </DropCell>
              ))}
            </tr>
          ))}
          {loose.length > 0 ? (
            <tr className="border-t align-top">
              <th scope="row" className="p-2 font-normal">
                {m.board.otherTimes}
              </th>
              {day.technicians.map((technician) => (
                <td key={technician.id} className="p-2">
                  <div className="flex flex-col gap-2">
                    {cellCards(technician.id, null).map((card) => (
                      <DispatchCard key={card.id} card={card} moveHref={moveHref(card)} />
                    ))}
                  </div>
                </td>
              ))}
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

/** A window's used / free / reserved places, and whether its reserve is released or it is booked past capacity. */
function WindowPlaces({ window }: { window: DispatchWindow }) {
  const m = useMessages().admin.schedule;
  const { capacity } = window;
  return (
    <span className="block text-xs text-muted-foreground" data-testid="window-capacity">
      {format(m.board.capacity, {
        used: String(capacity.used),
        free: String(capacity.free),
        reserved: String(capacity.reserved),
      })}
      {capacity.reserved > 0 && capacity.reserveReleased ? ` (${m.board.reserveReleased})` : ""}
      {capacity.overCapacity ? <span className="block font-medium text-warning">{m.board.overCapacity}</span> : null}
    </span>
  );
}

/** A cell cards can be dropped on; it shows where a drag would land. */
function DropCell({
  label,
  onDrop,
  children,
}: {
  label: string;
  onDrop: (event: DragEvent) => void;
  children: ReactNode;
}) {
  const [over, setOver] = useState(false);
  return (
    <td
      className={`p-2 ${over ? "bg-primary/10 outline-2 outline-primary" : ""}`}
      title={label}
      data-testid="board-cell"
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(CARD_DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        onDrop(event);
      }}
    >
      <div className="flex min-h-12 flex-col gap-2">{children}</div>
    </td>
  );
}
