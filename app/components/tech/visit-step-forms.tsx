import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { TechnicianAction, VisitState } from "~/domain/visits/visit-states";
import { hasReached } from "~/domain/visits/visit-states";
import { useMessages } from "~/i18n/use-messages";

/** Fresh keys the server made for this page's forms, one per action, so a post without JavaScript carries one too. */
export type ActionKeys = Record<TechnicianAction, string>;

/**
 * The hidden fields every action form on /tech carries (the offline helper's contract): the intent and the
 * idempotency key. The offline queue keeps the key with the queued post and replays it unchanged.
 */
export function ActionFields({ intent, idempotencyKey }: { intent: TechnicianAction; idempotencyKey: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
    </>
  );
}

/** The "On my way" and "Arrived" buttons, each its own form, offered while the visit has not reached that step. */
export function VisitStepForms({ visitId, state, keys }: { visitId: string; state: VisitState; keys: ActionKeys }) {
  const t = useMessages().tech.visit;
  const steps = (["on_my_way", "arrived"] as const).filter((step) => !hasReached(state, step));
  if (steps.length === 0) return null;
  return (
    <div className="grid grid-cols-2 gap-3">
      {steps.map((step) => (
        <Form
          key={step}
          method="post"
          action={`/tech/visits/${visitId}`}
          encType="multipart/form-data"
          data-offline-queue=""
        >
          <ActionFields intent={step} idempotencyKey={keys[step]} />
          <Button type="submit" size="lg" className="w-full" variant={step === "on_my_way" ? "default" : "secondary"}>
            {step === "on_my_way" ? t.onMyWay : t.arrived}
          </Button>
        </Form>
      ))}
    </div>
  );
}
