import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import os from "node:os";
import path from "node:path";
import { E2E_BUILD_DIR } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";
import {
  freePort,
  startAppServer,
  startProcess,
  SUITE_SERVER_ENV,
  type RunningProcess,
} from "./support/own-app-server";

/**
 * The zero-setup start (no BASE_URL) behind nobody: the public origin is http://localhost:$PORT, whatever Host header
 * a client sends (security probe F1, F2). This file starts its own server, since the suite's has BASE_URL set.
 */
let server: RunningProcess;
let port: number;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "aw-e2e-forged-host-"));
  port = await freePort();
  // Without BASE_URL only the embedded database starts (a production server on PostgreSQL must name its address).
  server = await startAppServer({ PORT: String(port), DATA_DIR: dataDir, BASE_URL: "" }, undefined, {
    database: "embedded",
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A GET with the Host header the client chose (fetch would not send a foreign one). */
function getWithHost(pathname: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: pathname, headers: { host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("A forged Host header does not change the links of the cached public page the next visitor gets", async () => {
  const origin = `http://localhost:${port}`;
  const forged = await getWithHost("/", "evil.example");
  expect(forged.status).toBe(200);
  expect(forged.body).not.toContain("evil.example");

  const next = await fetch(`http://127.0.0.1:${port}/`);
  // The page the forged request put into the public HTML cache: what every visitor gets for minutes.
  expect(next.headers.get("x-html-cache")).toBe("hit");
  const html = await next.text();
  expect(html).not.toContain("evil.example");
  expect(html).toContain(`<link rel="canonical" href="${origin}/"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="es" href="${origin}/es"/>`);
  expect(html).toContain(`<meta property="og:url" content="${origin}/"/>`);
  expect(html).toContain(`"url":"${origin}/"`);
});

test("A production server on PostgreSQL without BASE_URL refuses to start and says what to set", async () => {
  const unused = await freePort();
  const started = startProcess(process.execPath, [`${E2E_BUILD_DIR}/server/index.js`], {
    ...SUITE_SERVER_ENV,
    SEED_DEMO: "",
    PORT: String(unused),
    DATA_DIR: dataDir,
    DATABASE_URL: `postgres://aw@127.0.0.1:${unused}/aw`,
    BASE_URL: "",
  });
  const code = await new Promise<number | null>((resolve) =>
    started.process.once("exit", (exitCode) => resolve(exitCode)),
  );
  expect(code).toBe(1);
  expect(started.output()).toContain("BASE_URL: required with NODE_ENV=production and DATABASE_URL");
});
