/** The text fields of a posted form or JSON object; files and nested values are dropped. */
export type PostedFields = Record<string, string>;

export type BoundedFields = { fields: PostedFields; problem?: "too-large" | "unreadable" };

/*
 * A public form's or the beacon's own limit, below the transport limit: the body is read, then refused when it is
 * longer than the form accepts, so that the form can say so in its own words. Reading it whole is safe because
 * server/body-limits.ts has bounded every posted body before any route runs, counting a chunked one as it arrives;
 * that middleware is the one place the app counts a body's bytes
 * (docs/decisions/071-one-body-limit-and-hono-event-framing.md).
 */

/**
 * Reads a posted body (form-encoded, multipart or a JSON object) as text fields, refusing one longer than `maxBytes`.
 * `logLabel` names the body in the warning logged when it cannot be parsed, e.g. "[newsletter] a subscription body".
 */
export async function readBoundedFields(
  request: Request,
  options: { maxBytes: number; logLabel: string },
): Promise<BoundedFields> {
  const bytes = await readWithin(request, options.maxBytes);
  if (!bytes) return { fields: {}, problem: "too-large" };
  const contentType = request.headers.get("content-type") ?? "";
  try {
    if (contentType.includes("application/json")) {
      const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes) || "{}");
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return { fields: {}, problem: "unreadable" };
      return { fields: textFields(Object.entries(parsed)) };
    }
    const form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
    return { fields: textFields([...form.entries()]) };
  } catch (error) {
    console.warn(`${options.logLabel} could not be read: ${error instanceof Error ? error.message : String(error)}`);
    return { fields: {}, problem: "unreadable" };
  }
}

/**
 * A posted body as UTF-8 text, whatever its content type (navigator.sendBeacon posts a string as text/plain), or
 * null when it is longer than `maxBytes`.
 */
export async function readBoundedText(request: Request, options: { maxBytes: number }): Promise<string | null> {
  const bytes = await readWithin(request, options.maxBytes);
  return bytes ? new TextDecoder().decode(bytes) : null;
}

function textFields(entries: [string, unknown][]): PostedFields {
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** The body, or null when it is longer than `limit` bytes, declared or not (a chunked body declares no length). */
async function readWithin(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get("content-length") ?? "0") > limit) return null;
  const bytes = new Uint8Array(await request.arrayBuffer());
  return bytes.byteLength > limit ? null : bytes;
}
