import { Link } from "react-router";
import { requestDialogHref } from "~/components/admin/appointments/request-links";
import { useServiceTypeName } from "~/components/admin/appointments/use-service-type-name";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { DEFAULT_APPOINTMENT_REQUEST_LIST_PARAMS } from "~/domain/appointments/appointment-request-list-params";
import type { DispatchCard as Card } from "~/domain/dispatch/dispatch-types";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { boardTimeText } from "./schedule-format";

/** The data a drag carries: the visit's id, under a type of our own so a stray drop of text moves nothing. */
export const CARD_DRAG_TYPE = "application/x-awac-visit";

/**
 * One visit on the board: customer, service type, zone, status (with the technician's on-my-way and arrival times),
 * plan member, emergency and over-capacity marks. It can be dragged onto a cell, and its Move link opens the Move
 * dialog, which does the same by keyboard.
 */
export function DispatchCard({ card, moveHref }: { card: Card; moveHref: string }) {
  const m = useMessages().admin.schedule;
  const locale = useLocale();
  const serviceName = useServiceTypeName();
  const status = card.arrivedAt
    ? format(m.card.arrived, { time: boardTimeText(card.arrivedAt, locale) })
    : card.onMyWayAt
      ? format(m.card.onMyWay, { time: boardTimeText(card.onMyWayAt, locale) })
      : (m.card.statuses[card.status] ?? card.status);
  return (
    <article
      data-testid="dispatch-card"
      data-visit={card.id}
      aria-label={card.customerName}
      draggable={card.movable}
      onDragStart={(event) => {
        event.dataTransfer.setData(CARD_DRAG_TYPE, card.id);
        event.dataTransfer.effectAllowed = "move";
      }}
      className={`rounded-md border bg-card p-2 text-sm shadow-sm ${card.emergency ? "border-l-4 border-l-accent" : ""} ${card.movable ? "cursor-grab" : "opacity-80"}`}
    >
      <p className="font-medium">{card.customerName}</p>
      <p className="text-muted-foreground">
        {serviceName(card.serviceType)}
        {card.zone ? ` · ${card.zone}` : ""}
      </p>
      <p className="text-xs">
        {boardTimeText(card.startsAt, locale)} · <span data-testid="card-status">{status}</span>
      </p>
      <div className="mt-1 flex flex-wrap gap-1">
        {card.emergency ? <Badge variant="destructive">{m.card.emergency}</Badge> : null}
        {card.planMember ? <Badge variant="secondary">{m.card.planMember}</Badge> : null}
        {card.overCapacity ? (
          <Badge variant="warning" data-testid="over-capacity">
            {m.card.overCapacity}
          </Badge>
        ) : null}
      </div>
      {card.movable ? (
        <div className="mt-2 flex flex-wrap gap-1">
          <Link
            to={moveHref}
            preventScrollReset
            aria-label={format(m.card.moveLabel, { name: card.customerName })}
            aria-haspopup="dialog"
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {m.card.move}
          </Link>
          {card.serviceRequestId ? (
            // Completing writes the service record: the Appointments screen's Complete dialog does it, one way.
            <Link
              to={requestDialogHref(DEFAULT_APPOINTMENT_REQUEST_LIST_PARAMS, "complete", card.serviceRequestId)}
              aria-label={format(m.card.completeLabel, { name: card.customerName })}
              className={buttonVariants({ variant: "ghost", size: "sm" })}
            >
              {m.card.complete}
            </Link>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
