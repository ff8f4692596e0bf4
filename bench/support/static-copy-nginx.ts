import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../tests/support/free-port";

/** Debian's nginx lives in /usr/sbin, which is not on every user's PATH. */
const NGINX = process.env.NGINX_PATH ?? (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");

/** Exactly what the app sent for one path: the body as it came over the wire (gzip'd) and the headers that describe it. */
type CapturedPage = { path: string; body: Buffer; contentType: string; contentEncoding?: string };

export type StaticCopy = { baseUrl: string; bytesPerPath: Record<string, number>; stop: () => Promise<void> };

/** One GET that keeps the body as sent (fetch would decompress it). */
function capture(baseUrl: string, pagePath: string): Promise<CapturedPage> {
  return new Promise((resolve, reject) => {
    const outgoing = request(new URL(pagePath, baseUrl), { headers: { "Accept-Encoding": "gzip" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        if (response.statusCode !== 200) return reject(new Error(`${pagePath} answered ${response.statusCode}`));
        resolve({
          path: pagePath,
          body: Buffer.concat(chunks),
          contentType: response.headers["content-type"] ?? "application/octet-stream",
          contentEncoding: response.headers["content-encoding"],
        });
      });
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** A value inside double quotes in nginx's configuration. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

/** nginx's whole configuration: its own files in `dir`, one worker (as the app is one Node process), one exact location per page. */
function nginxConfig(dir: string, port: number, pages: CapturedPage[]): string {
  const locations = pages.map(
    (page, index) => `    location = ${page.path} {
      # The static module declines URIs that end in "/": serve the stored file under a name of its own instead.
      rewrite ^ /page-${index}.bin break;
      root ${dir}/pages;
      types { }
      default_type ${quoted(page.contentType)};
${page.contentEncoding ? `      add_header Content-Encoding ${quoted(page.contentEncoding)};\n      add_header Vary Accept-Encoding;\n` : ""}    }`,
  );
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
${locations.join("\n")}
  }
}
`;
}

/**
 * Serves, from Debian's nginx on a spare port, the very bytes the app answered for `paths` (fetched gzip'd once),
 * with the same Content-Type and Content-Encoding: the static-file speed the app is compared with. nginx runs as a
 * child process in the foreground with its pid, logs and temporary files in a temporary directory, so it needs no
 * root and touches nothing in /etc or /var.
 */
export async function serveStaticCopy(appBaseUrl: string, paths: string[]): Promise<StaticCopy> {
  const pages = await Promise.all(paths.map((pagePath) => capture(appBaseUrl, pagePath)));
  const dir = await mkdtemp(path.join(os.tmpdir(), "aw-bench-nginx-"));
  // When the bench runs as root, nginx's workers run as another user: they must reach the files.
  await chmod(dir, 0o755);
  await mkdir(`${dir}/pages`, { mode: 0o755 });
  await Promise.all(
    pages.map((page, index) => writeFile(`${dir}/pages/page-${index}.bin`, page.body, { mode: 0o644 })),
  );
  const port = await freePort();
  await writeFile(`${dir}/nginx.conf`, nginxConfig(dir, port, pages));
  const child = spawn(NGINX, ["-p", dir, "-c", `${dir}/nginx.conf`, "-e", `${dir}/error.log`, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  let failedToStart = false;
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.once("error", (error) => {
      failedToStart = true;
      console.error(`[bench] nginx (${NGINX}) could not start`, error);
      resolve();
    });
  });
  const stop = async () => {
    if (!failedToStart && child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && child.exitCode === null && !failedToStart) {
    try {
      const response = await fetch(`${baseUrl}${paths[0]}`, { headers: { "Accept-Encoding": "gzip" } });
      await response.arrayBuffer();
      if (response.ok)
        return { baseUrl, bytesPerPath: Object.fromEntries(pages.map((page) => [page.path, page.body.length])), stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx (${NGINX}) did not serve ${paths[0]} on port ${port}`);
}
