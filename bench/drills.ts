/**
 * Every long fault drill of issue 14, one after another, with a short summary at the end:
 *   npm run build && npm run drill [-- --only crm-outage,database-restart,job-crash,booking-restart]
 *  - crm-outage: 1,000 leads while monday.com fails, rate-limits, loses answers and processes creates late
 *    (tests/drills/crm-outage.db.test.ts through vitest.drills.config.ts; also on PostgreSQL with TEST_DATABASE_URL);
 *  - database-restart: PostgreSQL restarted 5 times under estimate posts (bench/database-restart-drill.ts);
 *  - job-crash: the server SIGKILLed mid-job, a CRM sync and then an e-mail, and started again
 *    (tests/support/job-crash-drill.ts);
 *  - booking-restart: PostgreSQL restarted 4 times under a burst of window bookings: no acknowledged booking lost,
 *    no technician overbooked (bench/booking-restart-drill.ts, issue 34).
 * The shorter drills (Stripe webhooks replayed, reordered or badly signed; one crash of each kind) run in `npm test`.
 * Exits 1 when a drill fails.
 */
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { runJobCrashDrill, type CrashDrillKind } from "../tests/support/job-crash-drill";

const DRILLS = ["crm-outage", "database-restart", "job-crash", "booking-restart"] as const;
const { values } = parseArgs({ options: { only: { type: "string" } } });
const chosen = values.only ? values.only.split(",").map((name) => name.trim()) : [...DRILLS];
const unknown = chosen.filter((name) => !(DRILLS as readonly string[]).includes(name));
if (unknown.length > 0) throw new Error(`Unknown drill ${unknown.join(", ")}; the drills are ${DRILLS.join(", ")}`);

const buildDir = process.env.BUILD_DIR ?? "build";
const basePort = Number(process.env.DRILL_PORT ?? 3417);
const summary: { drill: string; passed: boolean; figures: string; seconds: number }[] = [];

/** Runs a command, echoing its output; resolves with its exit code and what it printed. */
function run(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        output += chunk;
        process.stdout.write(chunk);
      });
    }
    child.once("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

async function timed(drill: string, body: () => Promise<{ passed: boolean; figures: string }>): Promise<void> {
  const startedAt = Date.now();
  console.log(`\n=== ${drill} ===`);
  try {
    summary.push({ drill, ...(await body()), seconds: Math.round((Date.now() - startedAt) / 1000) });
  } catch (error) {
    console.error(error);
    summary.push({
      drill,
      passed: false,
      figures: `threw: ${String(error).slice(0, 200)}`,
      seconds: Math.round((Date.now() - startedAt) / 1000),
    });
  }
}

if (chosen.includes("crm-outage")) {
  await timed("crm-outage", async () => {
    const { code, output } = await run("npx", ["vitest", "run", "--config", "vitest.drills.config.ts"]);
    const figures = [...output.matchAll(/\[drill\] crm-outage: (.*)/g)].map((match) => match[1]).join(" | ");
    return { passed: code === 0, figures: figures || "no figures (see the output above)" };
  });
}

if (chosen.includes("database-restart")) {
  await timed("database-restart", async () => {
    const { code, output } = await run("npx", [
      "tsx",
      "bench/database-restart-drill.ts",
      "--port",
      String(basePort),
      "--postgres-port",
      String(basePort + 52_000),
    ]);
    const line = (label: string) => output.match(new RegExp(`${label}\\s+(.*)`))?.[1]?.trim() ?? "?";
    return {
      passed: code === 0,
      figures: `acknowledged ${line("estimates acknowledged")}, found ${line("acknowledged and stored")}, lost ${line("acknowledged but lost")}, /readyz during ${line("/readyz during restarts")}, after ${line("/readyz afterwards")}, server ${line("server process")}`,
    };
  });
}

if (chosen.includes("job-crash")) {
  for (const kind of ["crm", "email"] as CrashDrillKind[]) {
    await timed(`job-crash (${kind})`, async () => {
      const result = await runJobCrashDrill({ kind, buildDir, appPort: basePort + 1, postgresPort: basePort + 52_001 });
      const reran =
        result.atKill?.status === "running" && result.final?.status === "completed" && result.final.attempts === 2;
      const once =
        kind === "crm"
          ? result.crm?.items.length === 1 && result.crm.leadItemId === result.crm.items[0] && result.crm.updates === 1
          : result.mails === 1;
      const passed = result.acknowledged && result.leads === 1 && reran && once && Number.isFinite(result.recoveryMs);
      if (!passed) console.error(result.serverLog.slice(-40).join("\n"));
      const delivered =
        kind === "crm"
          ? `board items ${result.crm?.items.length}, updates ${result.crm?.updates}, lead ${result.crm?.leadStatus}`
          : `mails ${result.mails}`;
      return {
        passed,
        figures: `job at kill ${JSON.stringify(result.atKill)}, at end ${JSON.stringify(result.final)}, ${delivered}, done ${Math.round(result.recoveryMs / 100) / 10} s after the kill`,
      };
    });
  }
}

if (chosen.includes("booking-restart")) {
  await timed("booking-restart", async () => {
    const { code, output } = await run("npx", [
      "tsx",
      "bench/booking-restart-drill.ts",
      "--postgres-port",
      String(basePort + 52_002),
    ]);
    const figures = [...output.matchAll(/\[drill\] booking-restart: (.*)/g)]
      .map((match) => match[1]!.trim())
      .join(" | ");
    return { passed: code === 0, figures: figures || "no figures (see the output above)" };
  });
}

console.log("\n=== summary ===");
for (const entry of summary)
  console.log(
    `${entry.passed ? "PASS" : "FAIL"}  ${entry.drill.padEnd(20)} ${String(entry.seconds).padStart(4)} s  ${entry.figures}`,
  );
if (summary.some((entry) => !entry.passed)) process.exitCode = 1;
