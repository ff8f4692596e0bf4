import { data } from "react-router";
import { getSessionUser, requireAdmin } from "~/auth/require-user.server";
import { ADMIN_EVENT_STREAMS_PER_SESSION_MAX } from "~/config/business-rules";
import { subscribeToBackOfficeEvents } from "~/domain/live-updates/subscribe-to-back-office-events.server";
import { EVENT_STREAM_TIMING, eventStreamResponse } from "~/http/event-stream.server";
import { sessionHolderOf, takeStreamSlot } from "~/http/stream-slots.server";
import type { Route } from "./+types/events";

/**
 * The back office's live updates (issue 13, ADR 035): a server-sent event stream, for staff only, that says which
 * topic changed (`event: change`, `data: {"topic":"leads"}`), never what; the screen then reloads through its own
 * loader. Anyone else gets the guard's redirect, which EventSource treats as a failure and does not retry. One
 * session holds at most ADMIN_EVENT_STREAMS_PER_SESSION_MAX streams at once; beyond, 429 (security probe 4, N6).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const release = takeStreamSlot(`admin-events:${sessionHolderOf(request)}`, ADMIN_EVENT_STREAMS_PER_SESSION_MAX);
  if (!release) {
    console.warn(
      `[admin-events] admin ${actor.id}: a stream past the ${ADMIN_EVENT_STREAMS_PER_SESSION_MAX} one session may hold was refused`,
    );
    throw data(
      { error: "Too many live-update streams are open for this session" },
      {
        status: 429,
        headers: { "Retry-After": String(Math.ceil(EVENT_STREAM_TIMING.retryMs / 1000)), "Cache-Control": "no-store" },
      },
    );
  }
  return eventStreamResponse({
    name: "admin-events",
    onEnd: release,
    signal: request.signal,
    subscribe: ({ send, end }) =>
      subscribeToBackOfficeEvents({ actor, onEvent: (event) => send("change", event), onClosed: end }),
    // A stream outlives the request that opened it: signing out, or losing the admin role, ends it at the next
    // heartbeat. A copy of the request, since the session read is kept per Request.
    stillAllowed: async () =>
      (await getSessionUser(new Request(request.url, { headers: request.headers })))?.isAdmin === true,
  });
}
