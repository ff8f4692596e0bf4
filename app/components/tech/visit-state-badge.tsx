import { Badge } from "~/components/ui/badge";
import type { VisitState } from "~/domain/visits/visit-states";
import { useMessages } from "~/i18n/use-messages";

const VARIANT = { confirmed: "outline", on_my_way: "secondary", arrived: "default", completed: "success" } as const;

/** The visit's state in the technician's words. */
export function VisitStateBadge({ state }: { state: VisitState }) {
  const t = useMessages().tech.visit;
  return <Badge variant={VARIANT[state]}>{t.states[state]}</Badge>;
}
