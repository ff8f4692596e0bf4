/** The text fields of a posted form or JSON object; files and nested values are dropped. */
export type PostedFields = Record<string, string>;

export type BoundedFields = { fields: PostedFields; problem?: "too-large" | "unreadable" };

/**
 * Reads a posted body (form-encoded, multipart or a JSON object) as text fields, refusing one longer than
 * `maxBytes` without reading it whole: a public form is small, and a huge or endless body must not cost memory.
 * `logLabel` names the body in the warning logged when it cannot be parsed, e.g. "[newsletter] a subscription body".
 */
export async function readBoundedFields(
  request: Request,
  options: { maxBytes: number; logLabel: string },
): Promise<BoundedFields> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > options.maxBytes) return { fields: {}, problem: "too-large" };
  const bytes = await readAtMost(request, options.maxBytes);
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
 * null when it is longer than `maxBytes`; read without holding more than that.
 */
export async function readBoundedText(request: Request, options: { maxBytes: number }): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > options.maxBytes) return null;
  const bytes = await readAtMost(request, options.maxBytes);
  return bytes ? new TextDecoder().decode(bytes) : null;
}

function textFields(entries: [string, unknown][]): PostedFields {
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** The body, or null when it is longer than `limit` bytes (a chunked body may not declare its length). */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined;
}
