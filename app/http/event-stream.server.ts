/**
 * A server-sent event stream (text/event-stream) that lives as long as its subscription: it ends when the client goes
 * (the request's signal aborts, or the socket refuses a write), when the subscription ends it, or when the periodic
 * check says the reader may no longer have it.
 */

/** Timings of every stream. Tests shorten the heartbeat here, before opening a stream. */
export const EVENT_STREAM_TIMING = {
  /**
   * A comment this often keeps proxies and load balancers from closing an idle stream (nginx's default read timeout
   * is 60 s) and is when `stillAllowed` is asked again.
   */
  heartbeatMs: 25_000,
  /** How long EventSource waits before reconnecting after the stream ends. */
  retryMs: 5_000,
};

export type EventStreamSink = {
  /** Sends one event: `event: <name>` with its data as one line of JSON. */
  send: (event: string, data: unknown) => void;
  /** Ends the stream (EventSource then reconnects after `retryMs`). */
  end: () => void;
};

export async function eventStreamResponse(input: {
  signal: AbortSignal;
  /** Starts delivering into the sink; resolves with the function that stops. A rejection is thrown here. */
  subscribe: (sink: EventStreamSink) => Promise<() => void>;
  /** Asked at every heartbeat; false ends the stream. */
  stillAllowed: () => Promise<boolean>;
  /** Names the stream in log lines. */
  name: string;
  /** Called once when the stream ends, however it ends (or when subscribing fails). */
  onEnd?: () => void;
}): Promise<Response> {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let ended = false;
  let cancelled = false;
  let unsubscribe: (() => void) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const end = () => {
    if (ended) return;
    ended = true;
    input.onEnd?.();
    clearInterval(heartbeat);
    input.signal.removeEventListener("abort", end);
    unsubscribe?.();
    // A stream the client cancelled is closed already; closing it again throws.
    if (!cancelled) controller?.close();
  };
  const write = (text: string) => {
    if (!ended) controller?.enqueue(encoder.encode(text));
  };

  const body = new ReadableStream<Uint8Array>({
    start: (streamController) => {
      controller = streamController;
    },
    cancel: () => {
      cancelled = true;
      end();
    },
  });
  write(`retry: ${EVENT_STREAM_TIMING.retryMs}\n: connected\n\n`);
  input.signal.addEventListener("abort", end);
  if (input.signal.aborted) end();

  let stop: () => void;
  try {
    stop = await input.subscribe({
      send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      end,
    });
  } catch (error) {
    if (!ended) input.onEnd?.();
    ended = true;
    input.signal.removeEventListener("abort", end);
    throw error;
  }
  // The client may have left (or the subscription ended) while subscribing.
  if (ended) stop();
  else unsubscribe = stop;

  let checking = false;
  if (!ended) {
    heartbeat = setInterval(() => {
      if (checking || ended) return;
      checking = true;
      void input
        .stillAllowed()
        .catch((error: unknown) => {
          // The check could not be made (e.g. the database is away): keep the stream; the next heartbeat asks again.
          console.warn(
            `[${input.name}] the heartbeat's access check failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          return true;
        })
        .then((allowed) => {
          checking = false;
          if (allowed) write(": heartbeat\n\n");
          else end();
        });
    }, EVENT_STREAM_TIMING.heartbeatMs);
    // An open stream alone must not keep a stopping process alive.
    heartbeat.unref();
  }

  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      // nginx (and proxies that follow it) would otherwise hold events back in its buffer.
      "X-Accel-Buffering": "no",
    },
  });
}
