import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { LoadFigures } from "./measure-load";

const run = promisify(execFile);

/**
 * One wrk run (Debian's `wrk`, a C load generator): issue 18 measures the cached pages against nginx with it because
 * autocannon, running in Node on the same two cores, saturates first (it drives nginx at ~1,700 requests/s, wrk at
 * ~24,000), which flatters the app's ratio and understates its throughput.
 *
 * A GET runs as the issue measured it, one thread driving every connection. A POST whose body carries a serial
 * number runs one thread per connection, so a thread's responses arrive in the order of its requests and the Lua
 * script can record which serials were acknowledged.
 */
export type WrkPlan = {
  url: string;
  path: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  headers?: Record<string, string>;
  /** A POST body; `{serial}` in it becomes each request's own number, and `acknowledged` gets those answered < 400. */
  postBody?: string;
  /** GETs of these paths in turn instead of `path` alone (the staff search's queries). */
  paths?: readonly string[];
};

export type WrkFigures = LoadFigures & { acknowledged: number[] };

/** Whether wrk is installed (`apt-get install wrk`); the bench prints its rows only then. */
export async function wrkAvailable(): Promise<boolean> {
  try {
    await run("wrk", ["--version"]).catch((error: { stdout?: string }) => {
      // wrk --version prints its version and exits 1.
      if (!String(error.stdout ?? "").includes("wrk")) throw error;
    });
    return true;
  } catch {
    return false;
  }
}

const luaString = (text: string) => JSON.stringify(text);

/** The Lua script: a request per call (numbered when posting), statuses and acknowledged serials per thread. */
export function wrkScript(plan: Pick<WrkPlan, "path" | "headers" | "postBody" | "paths">, serialBase = 0): string {
  const paths = (plan.paths ?? [plan.path]).map(luaString).join(", ");
  const headers = Object.entries(plan.headers ?? {})
    .map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`)
    .join("\n");
  const [before, after] = (plan.postBody ?? "").split("{serial}");
  return `
${headers}
local threads = {}
thread_number = 0
local serial_base = ${serialBase}
function setup(thread)
  thread_number = thread_number + 1
  thread:set("thread_number", thread_number)
  table.insert(threads, thread)
end
statuses = {}
acknowledged = {}
local serial = 0
local paths = { ${paths} }
function request()
  ${
    plan.postBody === undefined
      ? `serial = serial + 1
  return wrk.format("GET", paths[(serial - 1) % #paths + 1])`
      : `serial = serial + 1
  return wrk.format("POST", ${luaString(plan.path)}, nil, ${luaString(before ?? "")} .. (serial_base + thread_number * 10000000 + serial) .. ${luaString(after ?? "")})`
  }
end
function response(status, headers, body)
  statuses[tostring(status)] = (statuses[tostring(status)] or 0) + 1
  if status < 400 and ${plan.postBody === undefined ? "false" : "true"} then table.insert(acknowledged, serial_base + thread_number * 10000000 + serial) end
end
function done(summary, latency, requests)
  local counts, serials = {}, {}
  for _, thread in ipairs(threads) do
    for code, count in pairs(thread:get("statuses")) do counts[code] = (counts[code] or 0) + count end
    for _, number in ipairs(thread:get("acknowledged")) do table.insert(serials, number) end
  end
  local parts = {}
  for code, count in pairs(counts) do table.insert(parts, string.format("%q:%d", code, count)) end
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write
  io.write(string.format("WRK_JSON {\\"requests\\":%d,\\"seconds\\":%f,\\"p50\\":%f,\\"p95\\":%f,\\"p99\\":%f,\\"errors\\":%d,\\"timeouts\\":%d,\\"statuses\\":{%s},\\"acknowledged\\":[%s]}\\n",
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    errors, summary.errors.timeout, table.concat(parts, ","), table.concat(serials, ",")))
end
`;
}

type WrkJson = {
  requests: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  acknowledged: number[];
};

async function wrkOnce(plan: WrkPlan, seconds: number, scriptPath: string, serialBase: number): Promise<WrkJson> {
  await writeFile(scriptPath, wrkScript(plan, serialBase));
  const threads = plan.postBody === undefined ? 1 : plan.connections;
  const { stdout } = await run(
    "wrk",
    [
      `-t${threads}`,
      `-c${plan.connections}`,
      `-d${seconds}s`,
      "--timeout",
      "10s",
      "-s",
      scriptPath,
      `${plan.url}${plan.path}`,
    ],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const line = stdout.split("\n").find((text) => text.startsWith("WRK_JSON "));
  if (!line) throw new Error(`wrk printed no figures:\n${stdout}`);
  return JSON.parse(line.slice("WRK_JSON ".length)) as WrkJson;
}

/** A warm-up run, then the measured one: requests/s, latency percentiles (wrk's own histogram), statuses. */
export async function measureWithWrk(plan: WrkPlan): Promise<WrkFigures> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "aw-wrk-"));
  try {
    const scriptPath = path.join(directory, "load.lua");
    // The measured run numbers its posts from a billion on, so no lead of the warm-up can stand in for one of its own.
    if (plan.warmupSeconds > 0) await wrkOnce(plan, plan.warmupSeconds, scriptPath, 0);
    const result = await wrkOnce(plan, plan.durationSeconds, scriptPath, 1_000_000_000);
    return {
      requestsPerSecond: result.requests / result.seconds,
      p50Ms: result.p50,
      p95Ms: result.p95,
      p99Ms: result.p99,
      responses: Object.values(result.statuses).reduce((sum, count) => sum + count, 0),
      statuses: result.statuses,
      errors: result.errors,
      timeouts: result.timeouts,
      acknowledged: result.acknowledged,
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
