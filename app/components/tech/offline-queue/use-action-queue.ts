import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { flushActions, serializedFlush, type FlushReport } from "./action-queue";
import { clearQueuedActions, indexedDbActionStore } from "./idb-action-store";
import { byQueueOrder, queuedFields, visitIdOfAction, type QueuedAction } from "./queued-action";
import { sendQueuedAction } from "./send-queued-action";
import { clearTechCaches } from "./tech-app-cache";

/** While actions wait on a connection that claims to be up (a weak signal), they are tried again this often. */
const RETRY_WHILE_WAITING_MS = 30_000;

/** The answer to an action as the forms may show it (dispatched on the form as `tech-action-answer`). */
export type ActionRefusal = {
  visitId: string;
  intent: string;
  error: string | null;
  fieldErrors: Record<string, string> | null;
};

export type ActionQueueState = {
  waiting: QueuedAction[];
  sending: boolean;
  online: boolean;
  lastRefusal: ActionRefusal | null;
  /** Whether the last flush sent everything that was waiting (the status line then says so). */
  allSent: boolean;
};

let sequence = 0;

/**
 * The technician screens' offline layer (issue 35 item 3, ADR 079): every submit of a `data-offline-queue` form is
 * kept in IndexedDB first (with its photos and its idempotency key) and then sent, in order, with
 * `Accept: application/json`; an action that cannot be sent waits, shown as "waiting to send", until the connection
 * returns (`online`), the app is opened or shown again (`visibilitychange`: iOS has no background sync), or the next
 * retry. A sign-out from these screens first deletes the queue and the worker's caches.
 */
export function useActionQueue(): ActionQueueState {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [state, setState] = useState<ActionQueueState>({
    waiting: [],
    sending: false,
    online: true,
    lastRefusal: null,
    allSent: false,
  });
  const flush = useMemo(
    () =>
      serializedFlush(() =>
        flushActions({ store: indexedDbActionStore(), send: (action) => sendQueuedAction(action) }),
      ),
    [],
  );

  const run = useCallback(async () => {
    let report: FlushReport;
    try {
      if (!navigator.onLine) {
        // Known to be offline: show what waits without trying (a failed request is only noise in the console).
        const waiting = (await indexedDbActionStore().all()).sort(byQueueOrder);
        setState((now) => ({ ...now, waiting, sending: false, online: false, allSent: false }));
        return;
      }
      setState((now) => ({ ...now, sending: true, online: true }));
      report = await flush();
    } catch (error) {
      console.error("[tech-queue] the queue could not be read or sent", error);
      setState((now) => ({ ...now, sending: false }));
      return;
    }
    const refused = report.refused.at(-1);
    const tried = report.sent.length + report.refused.length;
    setState((now) => ({
      waiting: report.waiting,
      sending: false,
      online: navigator.onLine,
      lastRefusal: refused
        ? {
            visitId: refused.action.visitId,
            intent: refused.action.intent,
            error: refused.outcome.error,
            fieldErrors: refused.outcome.fieldErrors,
          }
        : tried > 0
          ? null
          : now.lastRefusal,
      allSent: tried > 0 && report.waiting.length === 0 && !refused,
    }));
    for (const { action, outcome } of report.refused)
      document
        .querySelector(`form[data-offline-queue][action="${CSS.escape(action.action)}"]`)
        ?.dispatchEvent(new CustomEvent("tech-action-answer", { detail: { ok: false, ...outcome } }));
    if (tried > 0) revalidate.current();
  }, [flush]);

  useEffect(() => {
    const queue = async (form: HTMLFormElement, submitter: HTMLElement | null) => {
      const action = new URL(form.action, location.href).pathname;
      const formData = new FormData(form, submitter);
      const idempotencyKey = String(formData.get("idempotencyKey") ?? "");
      const visitId = visitIdOfAction(action);
      if (!idempotencyKey || !visitId) {
        console.error(`[tech-queue] a queued form needs an idempotencyKey and a /tech/visits/<id> action: ${action}`);
        return;
      }
      const item: QueuedAction = {
        idempotencyKey,
        action,
        visitId,
        intent: String(formData.get("intent") ?? ""),
        queuedAt: Date.now(),
        sequence: sequence++,
        fields: queuedFields(formData),
      };
      await indexedDbActionStore().put(item);
      setState((now) => ({
        ...now,
        waiting: [...now.waiting.filter((one) => one.idempotencyKey !== idempotencyKey), item],
        allSent: false,
      }));
      await run();
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      if (form.matches("form[data-offline-queue]")) {
        // Before React Router's own handler (at the root), so the post goes through the queue and nowhere else.
        event.preventDefault();
        event.stopPropagation();
        void queue(form, event.submitter).catch((error: unknown) => {
          console.error("[tech-queue] the action could not be kept on this phone", error);
        });
      } else if (new URL(form.action, location.href).pathname === "/sign-out" && !form.dataset.cleared) {
        event.preventDefault();
        event.stopPropagation();
        void Promise.allSettled([clearQueuedActions(), clearTechCaches()]).then(() => {
          form.dataset.cleared = "true";
          form.requestSubmit(event.submitter instanceof HTMLButtonElement ? event.submitter : undefined);
        });
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void run();
    };
    const onOnline = () => void run();
    const onOffline = () => setState((now) => ({ ...now, online: false }));
    document.addEventListener("submit", onSubmit, true);
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    void run();
    return () => {
      document.removeEventListener("submit", onSubmit, true);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
    };
  }, [run]);

  const hasWaiting = state.waiting.length > 0;
  useEffect(() => {
    if (!hasWaiting) return;
    const timer = window.setInterval(() => {
      if (navigator.onLine) void run();
    }, RETRY_WHILE_WAITING_MS);
    return () => window.clearInterval(timer);
  }, [hasWaiting, run]);

  return state;
}
