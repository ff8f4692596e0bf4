/**
 * An action's answer streamed as NDJSON events, one JSON object a line (a long import's progress). The response has
 * begun before the work ends, so a failure cannot become a form reply: it is logged with `log` and the stream ends
 * with the `failed` event, which the screen words.
 */
export function streamedEvents<Event>(
  produce: (send: (event: Event) => void) => Promise<void>,
  failed: { event: Event; log: string },
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: Event) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      try {
        await produce(send);
      } catch (error) {
        console.error(failed.log, error);
        send(failed.event);
      }
      controller.close();
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "application/x-ndjson; charset=utf-8",
      // Never compressed or buffered on the way (a gzip stream or a proxy would hold the progress lines back).
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    },
  });
}
