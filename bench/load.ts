/**
 * Requests per second and p99 latency of the home page and of the estimate form's POST under autocannon:
 *   npm run build && npm run bench:load [-- --duration 10 --connections 20]
 * Starts the production build on port 3416 with a temporary database and a raised form rate limit (every request
 * comes from one address), so the numbers measure the server, not the limiter. Each estimate POST saves a lead.
 */
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import { benchTarget } from "./support/bench-server";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

const ESTIMATE_FORM = new URLSearchParams({
  name: "Load Test",
  address: "100 Biscayne Blvd, Miami",
  zipCode: "33131",
  phone: "(305) 555-0100",
  note: "Benchmark request, please ignore",
}).toString();

function report(label: string, result: Result): void {
  const statuses = `2xx ${result["2xx"]}, 3xx ${result["3xx"]}, 4xx ${result["4xx"]}, 5xx ${result["5xx"]}, errors ${result.errors}, timeouts ${result.timeouts}`;
  console.log(
    `${label.padEnd(40)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   (${statuses})`,
  );
}

async function main() {
  const server = await benchTarget(values.url, {
    env: { RATE_LIMIT_FORM_MAX: "100000000", RATE_LIMIT_FORM_WINDOW_SECONDS: "600" },
  });
  try {
    const probe = await fetch(`${server.baseUrl}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: ESTIMATE_FORM,
      redirect: "manual",
    });
    if (probe.status >= 400)
      console.warn(`note: the estimate POST answered ${probe.status}; is the estimate action built yet?`);

    console.log(`${connections} connections, ${duration} s each, against ${server.baseUrl}\n`);
    // Browsers always ask for compressed pages; so do these requests.
    const headers = { "Accept-Encoding": "gzip" };
    await autocannon({ url: `${server.baseUrl}/`, headers, connections, duration: 2 }); // warm-up: JIT, caches
    report(
      "GET / (anonymous, HTML cache)",
      await autocannon({ url: `${server.baseUrl}/`, headers, connections, duration }),
    );
    report(
      "GET /?bench (rendered every time)",
      await autocannon({ url: `${server.baseUrl}/?bench`, headers, connections, duration }),
    );
    report(
      "POST /?index (estimate form, no JS)",
      await autocannon({
        url: `${server.baseUrl}/?index`,
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Encoding": "gzip" },
        body: ESTIMATE_FORM,
        connections,
        duration,
      }),
    );
  } finally {
    await server.stop();
  }
}

await main();
