import type { TechnicianRow } from "~/domain/team/list-technicians.server";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { TeamActionButton } from "./team-action-button";

/**
 * Deleting a technician added by mistake. One with visits cannot be deleted (their history names them): the section
 * says so, and the row's Deactivate is the way.
 */
export function TechnicianRemoval({ technician }: { technician: TechnicianRow }) {
  const m = useMessages().admin.team.removal;
  return (
    <section aria-labelledby="technician-removal-title" className="space-y-2">
      <h3 id="technician-removal-title" className="text-lg font-semibold">
        {m.title}
      </h3>
      {technician.visitCount > 0 ? (
        <p className="text-sm text-muted-foreground">{format(m.hasVisits, { name: technician.name })}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{m.body}</p>
          <TeamActionButton
            intent="delete"
            technicianId={technician.id}
            label={format(m.delete, { name: technician.name })}
            variant="destructive"
          />
        </>
      )}
    </section>
  );
}
