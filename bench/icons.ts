/**
 * Two builds of the app side by side on the home page rendered for every request (`/?bench`, no page cache): the
 * server's CPU time per render, how long one takes, how many a second it answers, and what the document weighs. Made to weigh how
 * icons are drawn (ADR 070), but any two builds compare:
 *   BUILD_DIR=build-a npm run build   (one way)
 *   BUILD_DIR=build-b npm run build   (the other)
 *   npm run bench:icons -- --builds build-a,build-b [--rounds 400 --duration 10 --connections 10]
 * Both servers run at once, each on its own fresh database, and every measure alternates between them, so a machine
 * that gets busier half-way slows both alike.
 */
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startBenchServer, type BenchServer } from "./support/bench-server";

const { values } = parseArgs({
  options: {
    builds: { type: "string" },
    rounds: { type: "string", default: "400" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
  },
});
const builds = (values.builds ?? "").split(",").filter(Boolean);
if (builds.length !== 2) throw new Error("give two build directories: --builds build-a,build-b");
const rounds = Number(values.rounds);
const duration = Number(values.duration);
const connections = Number(values.connections);
const HEADERS = { "Accept-Encoding": "gzip" };

type Measured = {
  build: string;
  server: BenchServer;
  timesMs: number[];
  requestsPerSecond: number[];
  cpuMs: number;
};

/**
 * The CPU time (user + system) a server process has used so far, from Linux's /proc: unlike the time a request takes,
 * it hardly grows when other work shares the machine.
 */
function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticksPerSecond = 100; // USER_HZ on Linux
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** One request, timed from sending to the last byte; returns the body as sent (gzip). */
function timedGet(url: string): Promise<{ ms: number; body: Buffer }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const call = request(url, { headers: HEADERS, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve({ ms: performance.now() - started, body: Buffer.concat(chunks) });
      });
      response.on("error", reject);
    });
    call.on("error", reject);
    call.end();
  });
}

/** The document as sent (gzip) and as the browser reads it, and how many lucide icons it draws. */
async function weigh(server: BenchServer, path: string): Promise<string> {
  const gzip = (await timedGet(`${server.baseUrl}${path}`)).body;
  const html = gzip[0] === 0x1f && gzip[1] === 0x8b ? gunzipSync(gzip) : gzip;
  const raw = html.length;
  const icons = html.toString("utf8").match(/<svg[^>]*class="lucide/g)?.length ?? 0;
  return `${path.padEnd(10)} ${String(raw).padStart(7)} B raw ${String(gzip.length).padStart(6)} B gzip, ${icons} icons`;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function main() {
  const measured: Measured[] = [];
  try {
    for (const build of builds) {
      const server = await startBenchServer({ buildDir: build });
      measured.push({ build, server, timesMs: [], requestsPerSecond: [], cpuMs: 0 });
    }
    console.log(
      `load average at start ${loadavg()
        .map((value) => value.toFixed(1))
        .join(" ")}\n`,
    );
    for (const { build, server } of measured) {
      console.log(`${build}:`);
      for (const path of ["/?bench", "/es/?bench"]) console.log(`  ${await weigh(server, path)}`);
    }
    // Warm-up: the JIT, the figures cache and the icons' first use.
    for (const { server } of measured)
      for (let index = 0; index < 100; index += 1) await timedGet(`${server.baseUrl}/?bench`);
    const cpuBefore = measured.map(({ server }) => cpuMsOf(server.pid));
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? measured : [...measured].reverse();
      for (const entry of order) entry.timesMs.push((await timedGet(`${entry.server.baseUrl}/?bench`)).ms);
    }
    measured.forEach((entry, index) => (entry.cpuMs = cpuMsOf(entry.server.pid) - cpuBefore[index]!));
    // Throughput in alternating halves: A, B, A, B.
    for (let half = 0; half < 2; half += 1) {
      for (const entry of half === 0 ? measured : [...measured].reverse()) {
        const result = await autocannon({
          url: `${entry.server.baseUrl}/?bench`,
          headers: HEADERS,
          connections,
          duration: duration / 2,
        });
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`${entry.build}: ${result.non2xx} non-2xx answers`);
        entry.requestsPerSecond.push(result.requests.average);
      }
    }
    console.log(
      `\nGET /?bench, ${rounds} sequential requests each (alternating), then autocannon ${connections} connections, ${duration} s each`,
    );
    for (const { build, timesMs, requestsPerSecond, cpuMs } of measured) {
      const sorted = [...timesMs].sort((a, b) => a - b);
      const mean = timesMs.reduce((sum, ms) => sum + ms, 0) / timesMs.length;
      const perSecond = requestsPerSecond.reduce((sum, rate) => sum + rate, 0) / requestsPerSecond.length;
      console.log(
        `${build.padEnd(28)} CPU ${(cpuMs / rounds).toFixed(2)} ms/request   median ${quantile(sorted, 0.5).toFixed(2)} ms  mean ${mean.toFixed(2)} ms  p90 ${quantile(sorted, 0.9).toFixed(2)} ms   ${perSecond.toFixed(1)} req/s`,
      );
    }
    console.log(
      `load average at end ${loadavg()
        .map((value) => value.toFixed(1))
        .join(" ")}`,
    );
  } finally {
    for (const { server } of measured) await server.stop();
  }
}

await main();
