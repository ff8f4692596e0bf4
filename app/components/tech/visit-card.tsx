import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import type { TechnicianVisit } from "~/domain/visits/technician-visit";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { VisitSyncBadge } from "./offline-queue/tech-offline-sync";
import { VisitFacts } from "./visit-facts";
import { VisitStateBadge } from "./visit-state-badge";
import { visitTimeText } from "./visit-time-text";

/** One visit of the day as a card: time and state, the customer (a link to the visit page), and the door's facts. */
export function VisitCard({ visit }: { visit: TechnicianVisit }) {
  const t = useMessages().tech;
  const locale = useLocale();
  return (
    <Card>
      <CardHeader className="gap-2 pb-3">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="font-semibold">{visitTimeText(visit, locale)}</span>
          <span className="flex items-center gap-1.5">
            <VisitSyncBadge visitId={visit.id} />
            <VisitStateBadge state={visit.state} />
          </span>
        </div>
        <h2 className="text-lg font-bold leading-tight">
          <Link
            to={`/tech/visits/${visit.id}`}
            className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
          >
            {visit.customerName}
            <ChevronRight aria-hidden className="size-4" />
            <span className="sr-only">{t.day.open}</span>
          </Link>
        </h2>
      </CardHeader>
      <CardContent>
        <VisitFacts visit={visit} />
      </CardContent>
    </Card>
  );
}
