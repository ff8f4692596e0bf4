import { PageViewBeaconSchema } from "~/domain/analytics/page-view-schemas";
import { recordPageView } from "~/domain/analytics/record-page-view.server";
import { clientIp } from "~/http/client-ip.server";
import { readBoundedText } from "~/http/bounded-body.server";
import type { Route } from "./+types/page-view";

/** `{ path, referrer }` is a few hundred bytes; server/body-limits.ts refuses more than 4 KB before this runs. */
const MAX_BODY_BYTES = 4 * 1024;

const NO_STORE = { "Cache-Control": "no-store" };

/** Only POST: the page-view beacon posts here. */
export function loader() {
  return Response.json({ error: "Method Not Allowed" }, { status: 405, headers: { Allow: "POST", ...NO_STORE } });
}

/**
 * POST `{ path, referrer? }` as text from the public pages' beacon (navigator.sendBeacon). Answers 204 whether the
 * view was counted or not, so nobody learns what the server thinks of them; 400 only for a body that is not a beacon.
 * Not a `formAction` (ADR 063): a text beacon, not a form, whose answer nobody reads and which never refuses with an
 * AppError, so there is no refusal ladder for the pipeline to take over.
 */
export async function action({ request }: Route.ActionArgs) {
  const text = await readBoundedText(request, { maxBytes: MAX_BODY_BYTES });
  if (text === null) return refused("The page view is too large.", 413);
  const parsed = PageViewBeaconSchema.safeParse(parseJson(text));
  if (!parsed.success) return refused("The page view could not be read.");
  try {
    await recordPageView({
      ...parsed.data,
      clientAddress: clientIp(request),
      userAgent: request.headers.get("user-agent") ?? "",
      doNotTrack: request.headers.get("dnt") === "1",
      globalPrivacyControl: request.headers.get("sec-gpc") === "1",
    });
  } catch (error) {
    // A lost page view is not the visitor's problem: the beacon's answer is never read, so log and move on.
    console.error(`[analytics] counting a view of ${parsed.data.path} failed`, error);
  }
  return new Response(null, { status: 204, headers: NO_STORE });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function refused(message: string, status = 400): Response {
  return Response.json({ error: message }, { status, headers: NO_STORE });
}
