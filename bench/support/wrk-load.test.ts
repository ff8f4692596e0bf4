import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measureWithWrk, wrkScript } from "./wrk-load";

/** A small server that keeps the serial of every post it answers 302, and refuses every tenth with a 503. */
let server: Server;
let baseUrl: string;
const answered = new Set<number>();
const seenPaths = new Set<string>();

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      seenPaths.add(request.url ?? "");
      if (request.method !== "POST") return response.writeHead(200, { "Content-Type": "text/plain" }).end("page");
      const serial = Number(new URLSearchParams(body).get("note")?.split(" ")[1]);
      if (serial % 10 === 0) return response.writeHead(503).end();
      answered.add(serial);
      response.writeHead(302, { Location: "/#sent" }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("wrk load", () => {
  it("writes headers and the numbered body into its Lua script as quoted strings", () => {
    const script = wrkScript(
      { path: "/?index", headers: { Origin: 'http://x"y' }, postBody: "note=Run+{serial}" },
      1_000_000_000,
    );
    expect(script).toContain('wrk.headers["Origin"] = "http://x\\"y"');
    expect(script).toContain('"note=Run+" .. (serial_base + thread_number * 10000000 + serial) .. ""');
  });

  it("counts every status and names exactly the posts the server acknowledged", async () => {
    const figures = await measureWithWrk({
      url: baseUrl,
      path: "/?index",
      connections: 3,
      durationSeconds: 1,
      warmupSeconds: 0,
      postBody: "note=Run+{serial}",
    });
    expect(figures.requestsPerSecond).toBeGreaterThan(50);
    expect(figures.statuses["503"]).toBeGreaterThan(0);
    expect(figures.acknowledged.length).toBe(figures.statuses["302"]);
    expect(new Set(figures.acknowledged).size).toBe(figures.acknowledged.length);
    for (const serial of figures.acknowledged) expect(answered.has(serial), `serial ${serial}`).toBe(true);
    expect(figures.acknowledged.some((serial) => serial % 10 === 0)).toBe(false);
    // Answered but not yet seen by wrk when the run stopped: at most one per connection.
    expect(answered.size - figures.acknowledged.length).toBeLessThanOrEqual(3);
    expect(figures.p99Ms).toBeGreaterThanOrEqual(figures.p50Ms);
  });

  it("asks for the given paths in turn", async () => {
    seenPaths.clear();
    await measureWithWrk({
      url: baseUrl,
      path: "/",
      paths: ["/a", "/b?q=1"],
      connections: 1,
      durationSeconds: 1,
      warmupSeconds: 0,
    });
    expect([...seenPaths].sort()).toEqual(["/a", "/b?q=1"]);
  });

  it("measures a GET with no serials at all", async () => {
    const figures = await measureWithWrk({
      url: baseUrl,
      path: "/",
      connections: 2,
      durationSeconds: 1,
      warmupSeconds: 0,
    });
    expect(figures.statuses["200"]).toBe(figures.responses);
    expect(figures.acknowledged).toEqual([]);
  });
});
