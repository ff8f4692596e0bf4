import { useEffect, useRef, useState } from "react";
import { useFetchers, useMatches, useNavigation, useRevalidator } from "react-router";
import { liveTopicsOf, parseBackOfficeEvent, type BackOfficeTopic } from "~/domain/live-updates/back-office-topics";
import { createRevalidationScheduler, type RevalidationScheduler } from "./revalidation-scheduler";

export type LiveStatus = "connecting" | "live" | "reconnecting";

export const BACK_OFFICE_EVENTS_PATH = "/admin/events";
/**
 * EventSource retries by itself after a dropped connection, but gives up for good on an answer that is not a stream
 * (a 503 while the database is away, or the sign-in page once the session is gone): then this hook opens a new one,
 * waiting longer each time.
 */
const REOPEN_INITIAL_MS = 5_000;
const REOPEN_MAX_MS = 60_000;

/**
 * The back office's live updates, used once by its frame: ONE EventSource per tab (opened after hydration, closed on
 * unmount) and, when a change names a topic the open screen asked for in its route `handle` (`liveTopics`), a
 * reload of the screen's loaders, the frame's own too (so the sidebar counts follow). Returns the connection's state.
 */
export function useBackOfficeLiveUpdates(): LiveStatus {
  const matches = useMatches();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const revalidator = useRevalidator();
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const busy =
    navigation.state !== "idle" || revalidator.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const topics: readonly BackOfficeTopic[] = matches.flatMap((match) => liveTopicsOf(match.handle));

  // The EventSource lives across renders; its handlers read the render's latest facts from here.
  const latest = useRef({ busy, topics, revalidate: revalidator.revalidate });
  latest.current = { busy, topics, revalidate: revalidator.revalidate };
  const scheduler = useRef<RevalidationScheduler | null>(null);

  useEffect(() => {
    const reload = createRevalidationScheduler({
      revalidate: () => void latest.current.revalidate(),
      canRunNow: () => !latest.current.busy && document.visibilityState !== "hidden",
    });
    scheduler.current = reload;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let reopenDelayMs = REOPEN_INITIAL_MS;
    let wasOpen = false;

    const connect = () => {
      const opened = new EventSource(BACK_OFFICE_EVENTS_PATH);
      source = opened;
      opened.addEventListener("open", () => {
        // Whatever changed while the stream was down was never sent: reload once.
        if (wasOpen) reload.request();
        wasOpen = true;
        reopenDelayMs = REOPEN_INITIAL_MS;
        setStatus("live");
      });
      opened.addEventListener("change", (event) => {
        const change = parseBackOfficeEvent((event as MessageEvent<string>).data);
        if (change && (change.topic === "resync" || latest.current.topics.includes(change.topic))) reload.request();
      });
      opened.addEventListener("error", () => {
        setStatus("reconnecting");
        if (opened.readyState !== EventSource.CLOSED) return; // the browser retries by itself
        opened.close();
        reopen = setTimeout(connect, reopenDelayMs);
        reopenDelayMs = Math.min(reopenDelayMs * 2, REOPEN_MAX_MS);
      });
    };
    connect();
    const onVisibilityChange = () => reload.resume();
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      document.removeEventListener("visibilitychange", onVisibilityChange);
      clearTimeout(reopen);
      source?.close();
      reload.dispose();
      scheduler.current = null;
    };
  }, []);

  // A reload held back by a navigation, a submission or a reload in flight runs once they are done.
  useEffect(() => {
    if (!busy) scheduler.current?.resume();
  }, [busy]);

  return status;
}
