import type { SessionUser } from "~/auth/session-user";
import type { Unlisten } from "~/db/database-notifications.server";
import { databaseHandle } from "~/db/database.server";
import { AppError } from "~/domain/app-error";
import { BACK_OFFICE_EVENTS_CHANNEL, parseBackOfficeTopic, type BackOfficeEvent } from "./back-office-topics";

type Subscriber = { onEvent: (event: BackOfficeEvent) => void; onClosed?: () => void };

/**
 * One LISTEN per process, shared by every open stream: it starts with the first subscriber and stops after the last
 * leaves, so a hundred open back-office tabs cost one database connection (on PostgreSQL), not a hundred.
 */
const subscribers = new Set<Subscriber>();
let listening: Promise<Unlisten> | undefined;

function tell(subscriber: Subscriber, event: BackOfficeEvent): void {
  try {
    subscriber.onEvent(event);
  } catch (error) {
    // One broken stream must not keep the others from hearing.
    console.error(`[live-updates] a subscriber failed on a "${event.topic}" event`, error);
  }
}

function startListening(): Promise<Unlisten> {
  const started: Promise<Unlisten> = databaseHandle().then((handle) =>
    handle.listen(
      BACK_OFFICE_EVENTS_CHANNEL,
      (payload) => {
        // A LISTEN being replaced (the last subscriber left as a new one came) must not deliver twice.
        if (listening !== started) return;
        const topic = parseBackOfficeTopic(payload);
        if (topic) for (const subscriber of [...subscribers]) tell(subscriber, { topic });
      },
      {
        // Whatever was sent while the connection was away is lost: every screen reloads what it shows.
        onReconnect: () => {
          if (listening === started) for (const subscriber of [...subscribers]) tell(subscriber, { topic: "resync" });
        },
        // The database is closing (the server shuts down): nothing will arrive, so every stream ends.
        onClose: () => {
          if (listening !== started) return;
          listening = undefined;
          const closing = [...subscribers];
          subscribers.clear();
          for (const subscriber of closing) subscriber.onClosed?.();
        },
      },
    ),
  );
  // A failed start is forgotten, so the next subscriber tries again; the subscriber that asked is told by its await.
  started.catch(() => {
    if (listening === started) listening = undefined;
  });
  return started;
}

function stopListening(): void {
  const stopping = listening;
  listening = undefined;
  stopping
    ?.then((unlisten) => unlisten())
    .catch((error: unknown) =>
      console.warn(
        `[live-updates] stopping the LISTEN failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
}

/**
 * Calls `onEvent` with the topic of each back-office change committed from now on (on PostgreSQL by any app server
 * of the database), and `{ topic: "resync" }` after the database connection came back. Resolves once listening,
 * with the function that unsubscribes; `onClosed` is called if the database closes first. Staff only.
 */
export async function subscribeToBackOfficeEvents(input: {
  actor: Pick<SessionUser, "isAdmin">;
  onEvent: (event: BackOfficeEvent) => void;
  onClosed?: () => void;
}): Promise<() => void> {
  if (!input.actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff receive the back office's live updates");
  const subscriber: Subscriber = { onEvent: input.onEvent, onClosed: input.onClosed };
  subscribers.add(subscriber);
  try {
    await (listening ??= startListening());
  } catch (error) {
    subscribers.delete(subscriber);
    throw new AppError(
      "UNAVAILABLE",
      "The back office's live updates cannot listen to the database right now",
      undefined,
      { cause: error },
    );
  }
  let subscribed = true;
  return () => {
    if (!subscribed) return;
    subscribed = false;
    if (!subscribers.delete(subscriber)) return; // already ended by onClose
    if (subscribers.size === 0) stopListening();
  };
}
