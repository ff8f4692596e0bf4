import { describe, expect, it } from "vitest";
import { discardRefusedBody } from "./discard-refused-body";

function streamOf(
  chunks: number,
  size: number,
  endless = false,
): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!endless && pulled >= chunks) return controller.close();
      pulled += 1;
      if (endless && pulled > chunks) await new Promise((resolve) => setTimeout(resolve, 5));
      controller.enqueue(new Uint8Array(size));
    },
  });
  return { stream, pulled: () => pulled };
}

describe("reading a refused body before answering", () => {
  it("reads the whole declared body, so the client can finish sending and read the answer", async () => {
    const body = streamOf(10, 1024);
    await discardRefusedBody(body.stream, { maxBytes: 1024 * 1024, maxMs: 5_000 });
    expect(body.pulled()).toBe(10);
  });

  it("stops once more than the byte bound has come", async () => {
    const body = streamOf(1_000, 1024, true);
    await discardRefusedBody(body.stream, { maxBytes: 8 * 1024, maxMs: 5_000 });
    expect(body.pulled()).toBeLessThan(12);
  });

  it("stops at the time bound when the body stops arriving, and cancels the rest", async () => {
    // A client that sent 16 bytes and then nothing: only the time bound can end the read (no clock needed to prove it).
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(16));
      },
      pull: () => new Promise<void>(() => undefined),
      cancel() {
        cancelled = true;
      },
    });
    await discardRefusedBody(stream, { maxBytes: 1024 * 1024 * 1024, maxMs: 100 });
    expect(cancelled).toBe(true);
  });

  it("does nothing with a body that is absent or already being read", async () => {
    await discardRefusedBody(null);
    const body = streamOf(3, 8);
    const reader = body.stream.getReader();
    await discardRefusedBody(body.stream);
    expect((await reader.read()).done).toBe(false);
  });
});
