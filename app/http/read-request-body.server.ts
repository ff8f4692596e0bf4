/**
 * Reading a route action's body. A body that cannot be decoded (a broken multipart body, JSON that does not
 * parse, a content type that is not a form) is the client's mistake: it is answered 400 with a short message
 * instead of escaping from the action as a 500 (security probe F7, ADR 028). Every action reads its body here.
 */

const UNREADABLE_FORM = "The form could not be read. Please reload the page and try again.";
const UNREADABLE_JSON = "The request body must be a JSON object.";

/** The posted form; throws a 400 Response when the body is not a readable form. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (error) {
    throw refused(request, UNREADABLE_FORM, error);
  }
}

/** The posted JSON object; throws a 400 Response when the body is not JSON or not an object. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch (error) {
    throw refused(request, UNREADABLE_JSON, error);
  }
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw refused(request, UNREADABLE_JSON, "not an object");
  return body as Record<string, unknown>;
}

function refused(request: Request, message: string, cause: unknown): Response {
  // A warning, not an error: nothing is wrong with the server, and a client can send these at will.
  const reason = cause instanceof Error ? cause.message : String(cause);
  console.warn(
    `[http] refused an unreadable ${request.headers.get("content-type") ?? "untyped"} body on ${new URL(request.url).pathname}: ${reason}`,
  );
  return Response.json({ error: message }, { status: 400, headers: { "Cache-Control": "no-store" } });
}
