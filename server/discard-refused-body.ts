/** The most of a refused body read before answering: an honest oversized upload, not an endless stream. */
export const DISCARD_MAX_BYTES = 64 * 1024 * 1024;
/** How long a refused body may take to arrive before the answer goes out anyway. */
export const DISCARD_MAX_MS = 10_000;

/**
 * Reads and drops the rest of a refused request body before the refusal is sent. Node's HTTP server has no lingering
 * close: answering "413, Connection: close" while the client still sends makes the server reset the connection, and
 * a client that reads only after its last byte (Node's own http client, Playwright's request context) then sees
 * EPIPE instead of the message. Reading the declared rest first, within bounds, lets the client finish and read the
 * answer. It reads the Request's own body stream: the server's wrappers hand it on, and reading the socket beside
 * them stalls once their buffers fill. Resolves when the body has ended or on the first bound passed.
 */
export async function discardRefusedBody(
  body: ReadableStream<Uint8Array> | null,
  limits = { maxBytes: DISCARD_MAX_BYTES, maxMs: DISCARD_MAX_MS },
): Promise<void> {
  if (!body || body.locked) return;
  const reader = body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"deadline">((resolve) => (timer = setTimeout(resolve, limits.maxMs, "deadline")));
  let seen = 0;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next === "deadline" || next.done) break;
      seen += next.value.byteLength;
      if (seen > limits.maxBytes) break;
    }
  } catch {
    // The client went away: there is nobody left to answer, and nothing to read.
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => undefined);
  }
}
