import { byQueueOrder, type QueuedAction } from "./queued-action";

/** Where the queue keeps its actions: IndexedDB on the phone (idb-action-store.ts), a Map in tests. */
export type ActionStore = {
  put: (action: QueuedAction) => Promise<void>;
  remove: (idempotencyKey: string) => Promise<void>;
  all: () => Promise<QueuedAction[]>;
};

/** What the server answered one sent action, or that it could not be reached. */
export type SendOutcome =
  | { kind: "sent"; state?: string }
  | { kind: "refused"; status: number; error: string | null; fieldErrors: Record<string, string> | null }
  | { kind: "unreachable" }
  /** A 5xx: the server is there but failed; the action stays and is tried again later, as when unreachable. */
  | { kind: "failed"; status: number }
  /** Sent to the sign-in (the session ended): the action stays until the technician signs in again. */
  | { kind: "signedOut" };

export type FlushReport = {
  sent: QueuedAction[];
  refused: { action: QueuedAction; outcome: Extract<SendOutcome, { kind: "refused" }> }[];
  /** Still waiting: the connection or the server failed at the first of them, so none after it was tried. */
  waiting: QueuedAction[];
  /** Why the first waiting one stopped the flush, when one did. */
  stoppedBy: "unreachable" | "failed" | "signedOut" | null;
};

/**
 * Sends the waiting actions one at a time in the order they were taken, each answered before the next goes (a
 * completion never overtakes its visit's "arrived"). A 2xx or a 4xx ends an action (a 4xx will not change by being
 * sent again: the report says why); no answer, a 5xx or the sign-in page keeps it and every action after it, for the
 * next flush.
 * Sending again after a lost answer reuses the action's own idempotency key, which is what makes the server do it
 * once.
 */
export async function flushActions(input: {
  store: ActionStore;
  send: (action: QueuedAction) => Promise<SendOutcome>;
}): Promise<FlushReport> {
  const queue = (await input.store.all()).sort(byQueueOrder);
  const report: FlushReport = { sent: [], refused: [], waiting: [], stoppedBy: null };
  for (const [index, action] of queue.entries()) {
    const outcome = await input.send(action);
    if (outcome.kind === "unreachable" || outcome.kind === "failed" || outcome.kind === "signedOut") {
      report.waiting = queue.slice(index);
      report.stoppedBy = outcome.kind;
      break;
    }
    await input.store.remove(action.idempotencyKey);
    if (outcome.kind === "sent") report.sent.push(action);
    else report.refused.push({ action, outcome });
  }
  return report;
}

/**
 * One flush at a time in this page (a second call while one runs waits for it and then runs once more, so an action
 * queued meanwhile is not left behind); the Web Locks API, where there is one, keeps two tabs from sending together.
 */
export function serializedFlush(flush: () => Promise<FlushReport>): () => Promise<FlushReport> {
  let running: Promise<FlushReport> | null = null;
  let again = false;
  const locked = () => {
    const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
    return locks ? locks.request("aw-tech-action-queue", flush) : flush();
  };
  const run = async (): Promise<FlushReport> => {
    try {
      let report = await locked();
      while (again) {
        again = false;
        report = await locked();
      }
      return report;
    } finally {
      running = null;
    }
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = run();
    return running;
  };
}
