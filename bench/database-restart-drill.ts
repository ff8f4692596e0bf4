/**
 * The database-restart drill, longer than its end-to-end test, with figures:
 *   npm run build && npm run drill [-- --restarts 5 --visitors 4]
 * Starts the production build (BUILD_DIR, default build) on a private PostgreSQL cluster (tests/support/
 * private-postgres.ts: Debian's PostgreSQL binaries, run as the `postgres` user when we are root), posts estimates
 * from concurrent visitors, restarts PostgreSQL with `pg_ctl restart -m fast` (every other time keeping it down for
 * a few seconds), then prints what was acknowledged, stored and lost, what the outage answered, and how long
 * recovery took. Exits 1 if the server died or an acknowledged estimate is missing.
 */
import { parseArgs } from "node:util";
import { runDatabaseRestartDrill } from "../tests/support/database-restart-drill";

const { values } = parseArgs({
  options: {
    restarts: { type: "string", default: "5" },
    visitors: { type: "string", default: "4" },
    port: { type: "string", default: process.env.DRILL_PORT ?? "3417" },
    "postgres-port": { type: "string", default: process.env.DRILL_POSTGRES_PORT ?? "55417" },
  },
});

const result = await runDatabaseRestartDrill({
  buildDir: process.env.BUILD_DIR ?? "build",
  appPort: Number(values.port),
  postgresPort: Number(values["postgres-port"]),
  restarts: Number(values.restarts),
  loops: Number(values.visitors),
  downMs: [0, 3_000],
  settleMs: 3_000,
});

const format = (counts: Record<number, number>) =>
  Object.entries(counts)
    .map(([status, count]) => `${status === "0" ? "no answer" : status} × ${count}`)
    .join(", ") || "none";

console.log(`restarts                          ${values.restarts} (pg_ctl restart -m fast; every second one down 3 s)`);
console.log(`pg_ctl took                       ${result.restartMs.map((ms) => `${ms} ms`).join(", ")}`);
console.log(
  `server process                    ${result.exitCodeDuringDrill === null ? "alive throughout" : `DIED (exit ${result.exitCodeDuringDrill})`}`,
);
console.log(`estimates acknowledged            ${result.acknowledged.length}`);
console.log(`acknowledged and stored           ${result.stored}`);
console.log(`acknowledged but lost             ${result.lost.length}`);
console.log(`posts refused (status × count)    ${format(result.refused)}`);
console.log(`/readyz during restarts           ${format(result.readyzDuringOutage)}`);
console.log(`/readyz afterwards                ${result.readyzAfterOutage}`);
console.log(`time to next acknowledged post    ${result.recoveryMs.map((ms) => `${ms} ms`).join(", ")}`);
console.log(
  `mail jobs since the last restart  ${result.jobsAfterOutage.completed} of ${result.jobsAfterOutage.queued} sent`,
);
console.log(`accepted after the drill          ${result.acceptedAfterwards ? "yes" : "NO"}`);

if (result.exitCodeDuringDrill !== null || result.lost.length > 0 || !result.acceptedAfterwards) {
  console.error(result.serverLog.slice(-60).join("\n"));
  process.exitCode = 1;
}
