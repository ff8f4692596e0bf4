import { createContext, use, useEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { TECH_WORKER_SCOPE, TECH_WORKER_URL } from "./tech-app-cache";
import { useActionQueue, type ActionQueueState } from "./use-action-queue";

const QueueContext = createContext<ActionQueueState | null>(null);

/**
 * The technician screens' offline layer, mounted once by their layout: registers the screens' service worker (scope
 * /tech, production builds only: ADR 079), runs the action queue, and writes its status line into the layout's
 * `#tech-sync-status` (aria-live). Cards read their visit's state with `VisitSyncBadge`.
 */
export function TechOfflineSync({ children }: { children?: ReactNode }) {
  const state = useActionQueue();
  const [statusLine, setStatusLine] = useState<HTMLElement | null>(null);
  useEffect(() => setStatusLine(document.getElementById("tech-sync-status")), []);
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register(TECH_WORKER_URL, { scope: TECH_WORKER_SCOPE }).catch((error: unknown) => {
      console.warn("[tech-worker] not registered: the screens work, but not offline", error);
    });
  }, []);
  return (
    <QueueContext value={state}>
      {children}
      {statusLine ? createPortal(<SyncStatus state={state} />, statusLine) : null}
    </QueueContext>
  );
}

function SyncStatus({ state }: { state: ActionQueueState }) {
  const t = useMessages().techOffline.sync;
  const count = state.waiting.length;
  const lines: string[] = [];
  if (state.lastRefusal)
    lines.push(
      state.lastRefusal.error || state.lastRefusal.fieldErrors
        ? format(t.refused, {
            error: state.lastRefusal.error ?? Object.values(state.lastRefusal.fieldErrors ?? {}).join(" "),
          })
        : t.refusedGeneric,
    );
  if (count > 0) {
    if (!state.online) lines.push(t.offline);
    lines.push(state.sending ? t.sending : count === 1 ? t.waitingOne : format(t.waitingCount, { count }));
  } else if (state.allSent) lines.push(t.sent);
  if (lines.length === 0) return null;
  return (
    <p data-testid="tech-sync-line" data-waiting={count} className="text-sm font-medium">
      {lines.join(" ")}
    </p>
  );
}

/** "Waiting to send" on a visit's card while an action of that visit is queued on the phone. */
export function VisitSyncBadge({ visitId }: { visitId: string }) {
  const state = use(QueueContext);
  const t = useMessages().techOffline.sync;
  if (!state?.waiting.some((action) => action.visitId === visitId)) return null;
  return (
    <span
      data-testid="visit-waiting-to-send"
      className="inline-flex items-center rounded-full bg-warning/15 px-2 py-0.5 text-xs font-semibold text-foreground"
    >
      {t.waiting}
    </span>
  );
}
