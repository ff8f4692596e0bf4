import { safeRedirectPath } from "~/auth/safe-redirect";

/** The parameters better-auth redirects to, in the query string or the body of /api/auth/* requests. */
const REDIRECT_PARAMETERS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"] as const;

/** A fallback no real path equals, so "survives unchanged" is a plain comparison. */
const NOT_A_PATH = "\u0000";

/**
 * better-auth's own redirect check lets "/.//evil.example" through, and the URL parser turns it into
 * "//evil.example", another host (security probe F3: GET /api/auth/verify-email?callbackURL=%2F.%2F%2Fevil.example
 * answered `Location: //evil.example`). So every redirect parameter must be a path on this site that
 * safeRedirectPath leaves exactly as it is; anything else is answered 400 before better-auth sees the request.
 * Returns that answer, or undefined to let the request through.
 */
export async function refuseUnsafeAuthRedirect(request: Request): Promise<Response | undefined> {
  const values = [...parametersOf(new URL(request.url).searchParams), ...(await bodyParameters(request))];
  for (const [name, value] of values) {
    if (value === null || (typeof value === "string" && safeRedirectPath(value, NOT_A_PATH) === value)) continue;
    console.warn(
      `[auth] refused a request to ${new URL(request.url).pathname} whose ${name} is not a path on this site`,
    );
    return Response.json({ code: "INVALID_REDIRECT", message: `${name} must be a path on this site` }, { status: 400 });
  }
  return undefined;
}

type Found = [name: string, value: unknown];

function parametersOf(source: URLSearchParams | FormData): Found[] {
  return REDIRECT_PARAMETERS.flatMap((name) => source.getAll(name).map((value): Found => [name, value]));
}

/**
 * The redirect parameters of a JSON or form body, read from a copy so better-auth still gets the body. The body
 * limit in front of /api/auth/* (body-limits.ts) bounds the copy; a body that does not parse is better-auth's to refuse.
 */
async function bodyParameters(request: Request): Promise<Found[]> {
  if (request.method !== "POST" || !request.body) return [];
  const contentType = request.headers.get("content-type") ?? "";
  try {
    if (contentType.includes("application/json")) {
      const body: unknown = await request.clone().json();
      if (!body || typeof body !== "object") return [];
      return REDIRECT_PARAMETERS.filter((name) => name in body).map((name): Found => [
        name,
        (body as Record<string, unknown>)[name],
      ]);
    }
    if (contentType.includes("application/x-www-form-urlencoded") || contentType.includes("multipart/form-data")) {
      return parametersOf(await request.clone().formData());
    }
  } catch (error) {
    console.warn(
      `[auth] could not read a ${contentType} body to check its redirects: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return [];
}
