import { SSEStreamingApi } from "hono/streaming";

/**
 * A server-sent event stream (text/event-stream) that lives as long as its subscription: it ends when the client goes
 * (the request's signal aborts, or the response body is cancelled), when the subscription ends it, or when the
 * periodic check says the reader may no longer have it. Hono's SSEStreamingApi frames the events and carries the
 * bytes; the lifetime is ours (docs/decisions/071-one-body-limit-and-hono-event-framing.md says why not `streamSSE`).
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
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const stream = new SSEStreamingApi(writable, readable);
  let ended = false;
  let unsubscribe: (() => void) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  // Hono's writes are asynchronous (writeSSE awaits its data before writing), so one queue keeps the preamble, events,
  // heartbeats and the final close in the order they were asked for. A write to a client that left fails quietly.
  let writing: Promise<unknown> = Promise.resolve();
  const queue = (write: () => Promise<unknown>) => {
    writing = writing.then(write).catch((error: unknown) => {
      console.warn(`[${input.name}] a write failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  };

  const end = () => {
    if (ended) return;
    ended = true;
    input.onEnd?.();
    clearInterval(heartbeat);
    input.signal.removeEventListener("abort", end);
    unsubscribe?.();
    queue(() => stream.close());
  };
  // The client cancelled the response body (it went away without the request's signal saying so).
  stream.onAbort(end);
  queue(() => stream.write(`retry: ${EVENT_STREAM_TIMING.retryMs}\n: connected\n\n`));
  input.signal.addEventListener("abort", end);
  if (input.signal.aborted) end();

  let stop: () => void;
  try {
    stop = await input.subscribe({
      send: (event, data) => {
        if (!ended) queue(() => stream.writeSSE({ event, data: JSON.stringify(data) }));
      },
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
          if (!allowed) end();
          else if (!ended) queue(() => stream.write(": heartbeat\n\n"));
        });
    }, EVENT_STREAM_TIMING.heartbeatMs);
    // An open stream alone must not keep a stopping process alive.
    heartbeat.unref();
  }

  return new Response(stream.responseReadable, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      // nginx (and proxies that follow it) would otherwise hold events back in its buffer.
      "X-Accel-Buffering": "no",
    },
  });
}
