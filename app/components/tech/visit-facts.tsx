import { MapPin, Phone } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { TechnicianVisit } from "~/domain/visits/technician-visit";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { mapsHref, telHref } from "./visit-time-text";

/**
 * What a technician needs at the door, as a description list: the address opening the phone's maps, the phone as a
 * call link, the service, the customer's notes, the equipment on record, plan membership and the last visit's notes.
 */
export function VisitFacts({ visit }: { visit: TechnicianVisit }) {
  const t = useMessages().tech.visit;
  const equipment = visit.equipment
    ? [visit.equipment.type, visit.equipment.brand, visit.equipment.model].filter(Boolean).join(" · ") +
      (visit.equipment.installedOn ? ` (${format(t.installedOn, { date: visit.equipment.installedOn })})` : "")
    : t.noEquipment;
  return (
    <dl className="grid gap-3 text-sm">
      <Fact term={t.address}>
        <a
          href={mapsHref(visit.address)}
          className="inline-flex items-start gap-1.5 font-medium text-primary underline underline-offset-2"
          aria-label={format(t.openInMaps, { address: visit.address })}
        >
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
          {visit.address}
        </a>
      </Fact>
      <Fact term={t.phone}>
        <a
          href={telHref(visit.phone)}
          className="inline-flex items-center gap-1.5 font-medium text-primary underline underline-offset-2"
          aria-label={format(t.callCustomer, { phone: visit.phone })}
        >
          <Phone aria-hidden className="size-4 shrink-0" />
          {visit.phone}
        </a>
      </Fact>
      <Fact term={t.serviceType}>
        {visit.serviceType}
        {visit.plan ? (
          <Badge variant="secondary" className="ml-2">
            {t.planMember}
          </Badge>
        ) : null}
      </Fact>
      <Fact term={t.customerNotes}>
        <span className="whitespace-pre-line">{visit.customerNotes || t.noCustomerNotes}</span>
      </Fact>
      <Fact term={t.equipment}>{equipment}</Fact>
      <Fact term={t.lastVisit}>
        {visit.lastVisit ? (
          <>
            {format(t.lastVisitLine, { date: visit.lastVisit.date, service: visit.lastVisit.serviceType })}
            <span className="block whitespace-pre-line text-muted-foreground">
              {visit.lastVisit.notes || t.noNotes}
            </span>
          </>
        ) : (
          t.noLastVisit
        )}
      </Fact>
    </dl>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{term}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}
