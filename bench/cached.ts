/**
 * The cached home page against nginx serving its very bytes, both driven by wrk in one run (issue 18 and issue 32:
 * the app answers at ≥ 40% of nginx's rate):
 *   npm run build && npm run bench:cached [-- --duration 8 --connections 10 --path /]
 * Starts the production build (or uses `--url`), stores the page with one request, copies its gzip into nginx, then
 * measures nginx and the app side by side. The same row as `npm run bench`'s "GET / (anonymous, cached; wrk)".
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { benchTarget } from "./support/bench-server";
import { serveStaticCopy } from "./support/static-copy-nginx";
import { measureWithWrk, wrkAvailable } from "./support/wrk-load";
import { WRK_GOALS } from "./support/wrk-scenarios";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    path: { type: "string", default: "/" },
    duration: { type: "string", default: "8" },
    connections: { type: "string", default: "10" },
  },
});

async function main() {
  if (!(await wrkAvailable())) throw new Error("wrk is not installed (apt-get install wrk)");
  const server = await benchTarget(values.url);
  const pagePath = values.path;
  try {
    await fetch(`${server.baseUrl}${pagePath}`, { headers: { "Accept-Encoding": "gzip" } }); // stores the page
    const nginx = await serveStaticCopy(server.baseUrl, [pagePath]);
    try {
      const plan = {
        path: pagePath,
        connections: Number(values.connections),
        durationSeconds: Number(values.duration),
        warmupSeconds: 2,
        headers: { "Accept-Encoding": "gzip" },
      };
      const copy = await measureWithWrk({ ...plan, url: nginx.baseUrl });
      const app = await measureWithWrk({ ...plan, url: server.baseUrl });
      const share = app.requestsPerSecond / copy.requestsPerSecond;
      const load = loadavg().map((value) => value.toFixed(1));
      console.log(`wrk, ${plan.connections} connections, ${plan.durationSeconds} s, load average ${load.join(" ")}`);
      console.log(
        `nginx, the same ${nginx.bytesPerPath[pagePath]} bytes of ${pagePath}: ${copy.requestsPerSecond.toFixed(0)} req/s`,
      );
      console.log(
        `GET ${pagePath} (anonymous, cached): ${app.requestsPerSecond.toFixed(0)} req/s, p99 ${app.p99Ms.toFixed(1)} ms`,
      );
      const met = share >= WRK_GOALS.cachedShareOfNginx && app.statuses["200"] === app.responses;
      console.log(
        `${(share * 100).toFixed(0)}% of nginx (goal ≥ ${WRK_GOALS.cachedShareOfNginx * 100}%): ${met ? "ok" : "MISSED"}`,
      );
    } finally {
      await nginx.stop();
    }
  } finally {
    await server.stop();
  }
}

await main();
