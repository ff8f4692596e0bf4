import { createServer, request, type Server } from "node:http";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveStaticCopy, type StaticCopy } from "./static-copy-nginx";

/** The raw answer of one GET (fetch would decompress the body and hide what was sent). */
function rawGet(
  url: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("serveStaticCopy", () => {
  const pages: Record<string, Buffer> = {
    "/": gzipSync(Buffer.from("<!DOCTYPE html><html lang=en><body>Home</body></html>")),
    "/es/": gzipSync(Buffer.from("<!DOCTYPE html><html lang=es><body>Inicio</body></html>")),
  };
  let app: Server;
  let appUrl: string;
  let copy: StaticCopy | undefined;

  beforeAll(async () => {
    app = createServer((req, res) => {
      const body = pages[req.url ?? ""];
      if (!body) return res.writeHead(404).end();
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip" }).end(body);
    });
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
    const address = app.address();
    appUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await copy?.stop();
    await new Promise((resolve) => app.close(resolve));
  });

  it("serves from nginx the very bytes the app sent for each path, with its Content-Type and Content-Encoding", async () => {
    copy = await serveStaticCopy(appUrl, ["/", "/es/"]);
    expect(copy.bytesPerPath).toEqual({ "/": pages["/"]!.length, "/es/": pages["/es/"]!.length });
    for (const path of ["/", "/es/"]) {
      const served = await rawGet(`${copy.baseUrl}${path}`);
      expect(served.status).toBe(200);
      expect(served.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(served.headers["content-encoding"]).toBe("gzip");
      expect(served.body.equals(pages[path]!)).toBe(true);
    }
    await copy.stop();
    await expect(fetch(`${copy.baseUrl}/`)).rejects.toThrow();
  });
});
