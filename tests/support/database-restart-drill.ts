/**
 * The database-restart drill: the production build on a private PostgreSQL cluster, visitors posting the home
 * page's estimate form from a few concurrent loops, and `pg_ctl restart -m fast` while they do. It records what
 * every post and every /readyz probe answered, then counts the acknowledged estimates that were stored.
 * Used by tests/e2e/database-restart.test.ts (2 restarts, asserted) and bench/database-restart-drill.ts (more, printed).
 */
import pg from "pg";
import { postEstimate, startDrillAppServer } from "./drill-app-server";
import { startPrivatePostgres } from "./private-postgres";

export type DrillOptions = {
  buildDir: string;
  appPort: number;
  postgresPort: number;
  restarts: number;
  /** Concurrent visitors posting estimates. */
  loops?: number;
  /** How long the posting runs before the first restart, between restarts, and after the last one. */
  settleMs?: number;
  /**
   * Per restart, how long PostgreSQL stays down (0: a plain `pg_ctl restart -m fast`, down for a fraction of a
   * second); cycles when there are more restarts than entries.
   */
  downMs?: readonly number[];
};

export type DrillResult = {
  /** The estimates the server acknowledged (a redirect back to the form), by their note. */
  acknowledged: string[];
  /** How many of those are in the leads table afterwards. */
  stored: number;
  lost: string[];
  /** Posts answered with something other than the success redirect: status → count (0 = no answer at all). */
  refused: Record<number, number>;
  /** What a refused post's page said, one example per status. */
  refusedExamples: Record<number, string>;
  /** What /readyz answered while the cluster was restarting and after it: status → count. */
  readyzDuringOutage: Record<number, number>;
  readyzAfterOutage: number;
  /** Per restart: ms from `pg_ctl restart` until an estimate was acknowledged again (NaN: never within 30 s). */
  recoveryMs: number[];
  /** Per restart: how long `pg_ctl` took to stop and start the cluster. */
  restartMs: number[];
  /** The server's exit code, or null when it was still running at the end. */
  exitCodeDuringDrill: number | null;
  acceptedAfterwards: boolean;
  /** E-mail jobs queued after the last restart, and how many of them the job worker had completed by the end. */
  jobsAfterOutage: { queued: number; completed: number };
  serverLog: string[];
};

function count(into: Record<number, number>, status: number): void {
  into[status] = (into[status] ?? 0) + 1;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (at most 20 s) until the job worker has completed the e-mail jobs queued since `sinceMs`. */
async function waitForJobWorker(url: string, sinceMs: number): Promise<{ queued: number; completed: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { rows } = await client.query<{ queued: number; completed: number }>(
        `select count(*)::int as queued, (count(*) filter (where status = 'completed'))::int as completed
         from jobs where type = 'email.send' and created_at >= to_timestamp($1::double precision / 1000)`,
        [sinceMs],
      );
      const counts = rows[0] ?? { queued: 0, completed: 0 };
      if ((counts.queued > 0 && counts.completed === counts.queued) || Date.now() > deadline) return counts;
      await pause(200);
    }
  } finally {
    await client.end();
  }
}

export async function runDatabaseRestartDrill(options: DrillOptions): Promise<DrillResult> {
  const loops = options.loops ?? 4;
  const settleMs = options.settleMs ?? 2_000;
  const log: string[] = [];
  const cluster = await startPrivatePostgres({ port: options.postgresPort });
  try {
    const server = await startDrillAppServer({
      buildDir: options.buildDir,
      port: options.appPort,
      databaseUrl: cluster.url(),
      log,
    });
    const runId = `drill-${Date.now().toString(36)}`;
    const result: DrillResult = {
      acknowledged: [],
      stored: 0,
      lost: [],
      refused: {},
      refusedExamples: {},
      readyzDuringOutage: {},
      readyzAfterOutage: 0,
      recoveryMs: [],
      restartMs: [],
      exitCodeDuringDrill: null,
      acceptedAfterwards: false,
      jobsAfterOutage: { queued: 0, completed: 0 },
      serverLog: log,
    };
    try {
      let posting = true;
      let sequence = 0;
      let lastAcknowledgedAt = 0;
      let lastRestartEndedAt = 0;
      const visitor = async () => {
        // A server that died answers nothing: stop rather than spin on refused connections.
        while (posting && server.child.exitCode === null) {
          const note = `${runId}-${++sequence}`;
          const outcome = await postEstimate(server.baseUrl, note);
          if (outcome.acknowledged) {
            result.acknowledged.push(note);
            lastAcknowledgedAt = Date.now();
          } else {
            count(result.refused, outcome.status);
            result.refusedExamples[outcome.status] ??= outcome.body.slice(0, 2_000);
          }
        }
      };
      const visitors = Array.from({ length: loops }, visitor);

      for (let restart = 0; restart < options.restarts; restart++) {
        await pause(settleMs);
        let restarting = true;
        const probeReadiness = (async () => {
          while (restarting) {
            const status = await fetch(`${server.baseUrl}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
              (r) => r.status,
              () => 0,
            );
            if (restarting) count(result.readyzDuringOutage, status);
            await pause(20);
          }
        })();
        const restartedAt = Date.now();
        const downMs = options.downMs?.length ? options.downMs[restart % options.downMs.length]! : 0;
        await cluster.restart({ downMs });
        result.restartMs.push(Date.now() - restartedAt);
        lastRestartEndedAt = Date.now();
        restarting = false;
        await probeReadiness;
        while (lastAcknowledgedAt < restartedAt && Date.now() - restartedAt < 30_000 && server.child.exitCode === null)
          await pause(20);
        result.recoveryMs.push(lastAcknowledgedAt >= restartedAt ? lastAcknowledgedAt - restartedAt : Number.NaN);
      }
      await pause(settleMs);
      posting = false;
      await Promise.all(visitors);

      result.exitCodeDuringDrill = server.child.exitCode ?? (server.child.signalCode ? -1 : null);
      result.readyzAfterOutage = await fetch(`${server.baseUrl}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      result.acceptedAfterwards = (await postEstimate(server.baseUrl, `${runId}-after`)).acknowledged;
      if (result.acceptedAfterwards) result.acknowledged.push(`${runId}-after`);
      result.jobsAfterOutage = await waitForJobWorker(cluster.url(), lastRestartEndedAt);
    } finally {
      await server.stop();
    }

    const reader = new pg.Client({ connectionString: cluster.url() });
    await reader.connect();
    try {
      const stored = await reader.query<{ notes: string }>("select notes from leads where notes like $1", [
        `${runId}-%`,
      ]);
      const storedNotes = new Set(stored.rows.map((row) => row.notes));
      result.stored = result.acknowledged.filter((note) => storedNotes.has(note)).length;
      result.lost = result.acknowledged.filter((note) => !storedNotes.has(note));
    } finally {
      await reader.end();
    }
    return result;
  } finally {
    await cluster.destroy();
  }
}
