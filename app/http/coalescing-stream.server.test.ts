import { describe, expect, it } from "vitest";
import { CoalescingStream } from "./coalescing-stream.server";

function collect(stream: CoalescingStream): Buffer[] {
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk));
  return out;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("the page's coalescing stream", () => {
  it("passes React's small pieces on as one piece when React says the batch is complete", async () => {
    const stream = new CoalescingStream();
    const out = collect(stream);
    for (const piece of ["<html>", "<body>", "<p>hi</p>"]) stream.write(Buffer.from(piece));
    await tick();
    expect(out).toEqual([]);
    stream.flush();
    await tick();
    expect(out.map((chunk) => chunk.toString())).toEqual(["<html><body><p>hi</p>"]);
  });

  it("passes a batch on once it holds 64 KB, without waiting for React", async () => {
    const stream = new CoalescingStream();
    const out = collect(stream);
    for (let piece = 0; piece < 40; piece += 1) stream.write(Buffer.alloc(2048, 97));
    await tick();
    expect(out.map((chunk) => chunk.length)).toEqual([64 * 1024]);
  });

  it("passes on what it still holds when the page ends, and loses nothing", async () => {
    const stream = new CoalescingStream();
    const out = collect(stream);
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.write(Buffer.from("first "));
    stream.flush();
    stream.write(Buffer.from("last"));
    stream.end();
    await ended;
    expect(Buffer.concat(out).toString()).toBe("first last");
  });
});
