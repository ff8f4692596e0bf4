import type { SendOutcome } from "./action-queue";
import { formDataOf, type QueuedAction } from "./queued-action";

type ActionAnswer = { ok?: boolean; state?: string; error?: string; fieldErrors?: Record<string, string> };

/**
 * Posts one queued action as its form would (multipart, the same fields and photos, the same idempotency key), asking
 * for the JSON answer (`{ ok, state }` or `{ ok: false, fieldErrors | error }` with a 4xx). A fetch that throws is the
 * network's failure (offline, or the connection dropped): the action stays queued.
 */
export async function sendQueuedAction(
  action: QueuedAction,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): Promise<SendOutcome> {
  let response: Response;
  try {
    // The page's resource-route twin answers JSON; a document post to the page itself answers its HTML.
    response = await fetcher(`${action.action.replace(/\/+$/, "")}/send`, {
      method: "POST",
      body: formDataOf(action.fields),
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      // A redirect is the sign-in page (the session ended): followed, it would look like a 200 and end the action.
      redirect: "manual",
    });
  } catch {
    // No answer at all: nothing to log, this is what the queue is for.
    return { kind: "unreachable" };
  }
  if (response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400))
    return { kind: "signedOut" };
  if (response.status >= 500) return { kind: "failed", status: response.status };
  const answer = await readAnswer(response);
  if (response.ok) return { kind: "sent", ...(answer?.state ? { state: answer.state } : {}) };
  return {
    kind: "refused",
    status: response.status,
    error: answer?.error ?? null,
    fieldErrors: answer?.fieldErrors ?? null,
  };
}

async function readAnswer(response: Response): Promise<ActionAnswer | null> {
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return null;
  try {
    return (await response.json()) as ActionAnswer;
  } catch (error) {
    console.warn("[tech-queue] an action's answer was not JSON", error);
    return null;
  }
}
