/**
 * What the back office's live updates talk about (issue 13, ADR 035). Migration 0008's triggers send
 * `{"topic": "<topic>"}` on the `back_office_events` channel (and `announceBackOfficeChange` sends "schedule" when a
 * visit moves, since the appointments table has no trigger); a notification names only the topic, never a row's
 * content, so a screen that hears one reloads its own data through its loader and its access checks.
 */
export const BACK_OFFICE_EVENTS_CHANNEL = "back_office_events";

export const BACK_OFFICE_TOPICS = ["leads", "signups", "requests", "customers", "analytics", "schedule"] as const;

export type BackOfficeTopic = (typeof BACK_OFFICE_TOPICS)[number];

/** What a stream sends: a topic, or "resync" when notifications may have been lost (the listener reconnected). */
export type BackOfficeEvent = { topic: BackOfficeTopic | "resync" };

/** The route `handle` of a back-office screen that reloads when one of these topics changes. */
export type LiveTopicsHandle = { liveTopics: readonly BackOfficeTopic[] };

export function isBackOfficeTopic(value: unknown): value is BackOfficeTopic {
  return typeof value === "string" && (BACK_OFFICE_TOPICS as readonly string[]).includes(value);
}

/** The `topic` field of a JSON object, or undefined when the text is not one. */
function topicField(text: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not ours: the triggers and the stream always send JSON. Ignoring it keeps a stray NOTIFY from reaching a screen.
    return undefined;
  }
  return typeof parsed === "object" && parsed !== null ? (parsed as { topic?: unknown }).topic : undefined;
}

/** The topic of a notification's payload, or null for anything else (an unknown topic, or not JSON at all). */
export function parseBackOfficeTopic(payload: string): BackOfficeTopic | null {
  const topic = topicField(payload);
  return isBackOfficeTopic(topic) ? topic : null;
}

/** The event a stream's `change` message carries, or null for anything else. */
export function parseBackOfficeEvent(data: string): BackOfficeEvent | null {
  const topic = topicField(data);
  return topic === "resync" || isBackOfficeTopic(topic) ? { topic } : null;
}

/** The topics a screen asked for in its route `handle`, from any match (anything else in `handle` is ignored). */
export function liveTopicsOf(handle: unknown): readonly BackOfficeTopic[] {
  if (typeof handle !== "object" || handle === null) return [];
  const topics = (handle as { liveTopics?: unknown }).liveTopics;
  return Array.isArray(topics) ? topics.filter(isBackOfficeTopic) : [];
}
