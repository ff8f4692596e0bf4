import { describe, expect, it, vi } from "vitest";
import { eventStreamResponse, type EventStreamSink } from "./event-stream.server";

async function readAll(response: Response): Promise<string> {
  return new TextDecoder().decode(await response.arrayBuffer());
}

function openStream(subscribe: (sink: EventStreamSink) => Promise<() => void>, signal = new AbortController().signal) {
  const onEnd = vi.fn();
  const response = eventStreamResponse({ name: "test", signal, subscribe, stillAllowed: async () => true, onEnd });
  return { response, onEnd };
}

describe("eventStreamResponse", () => {
  it("sends the events a subscription delivers just before it ends, in order, and then ends the stream", async () => {
    const stop = vi.fn();
    const { response, onEnd } = openStream(async (sink) => {
      queueMicrotask(() => {
        sink.send("change", { topic: "leads" });
        sink.send("change", { topic: "signups", note: "two\nlines" });
        sink.end();
      });
      return stop;
    });
    expect(await readAll(await response)).toBe(
      "retry: 5000\n: connected\n\n" +
        'event: change\ndata: {"topic":"leads"}\n\n' +
        'event: change\ndata: {"topic":"signups","note":"two\\nlines"}\n\n',
    );
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it("stops the subscription and calls onEnd once when the client cancels the body", async () => {
    const stop = vi.fn();
    const { response, onEnd } = openStream(async () => stop);
    const reader = (await response).body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("retry: 5000\n: connected\n\n");
    await reader.cancel();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it("stops a subscription that started after the client had already gone", async () => {
    const controller = new AbortController();
    controller.abort();
    const stop = vi.fn();
    const { response, onEnd } = openStream(async () => stop, controller.signal);
    expect(await readAll(await response)).toBe("retry: 5000\n: connected\n\n");
    expect(stop).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
