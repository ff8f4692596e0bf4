import { getSessionUser, requireAdmin } from "~/auth/require-user.server";
import { subscribeToBackOfficeEvents } from "~/domain/live-updates/subscribe-to-back-office-events.server";
import { eventStreamResponse } from "~/http/event-stream.server";
import type { Route } from "./+types/events";

/**
 * The back office's live updates (issue 13, ADR 035): a server-sent event stream, for staff only, that says which
 * topic changed (`event: change`, `data: {"topic":"leads"}`), never what; the screen then reloads through its own
 * loader. Anyone else gets the guard's redirect, which EventSource treats as a failure and does not retry.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  return eventStreamResponse({
    name: "admin-events",
    signal: request.signal,
    subscribe: ({ send, end }) =>
      subscribeToBackOfficeEvents({ actor, onEvent: (event) => send("change", event), onClosed: end }),
    // A stream outlives the request that opened it: signing out, or losing the admin role, ends it at the next
    // heartbeat. A copy of the request, since the session read is kept per Request.
    stillAllowed: async () =>
      (await getSessionUser(new Request(request.url, { headers: request.headers })))?.isAdmin === true,
  });
}
