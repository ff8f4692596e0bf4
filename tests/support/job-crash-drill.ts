/**
 * The crash drill: the production build on a private PostgreSQL cluster with a short job lease
 * (JOB_LOCK_TIMEOUT_SECONDS), an estimate posted, and the server killed with SIGKILL while the estimate's job is in
 * the middle of its call to a slow third party; then a new server on the same database. The killed worker's lock
 * expires, the new server runs the job again, and the drill counts what reached the third party:
 *  - "crm": monday.com makes the board item but its answer never comes back before the kill, so the item exists and
 *    the app does not know its id: the rerun must adopt it (one item, one update).
 *  - "email": the SMTP server accepts the connection and stays silent; the kill comes before the message was handed
 *    over, and the rerun sends it (one message). A kill after the server accepted the message but before the job
 *    was marked done would send it twice: e-mail is at least once (docs/decisions/046).
 * Used by tests/e2e/job-crash.test.ts (one round of each, asserted) and bench/drills.ts (printed).
 */
import pg from "pg";
import { startFakeMonday, type FakeMonday } from "../fakes/monday";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp";
import { postEstimate, startDrillAppServer, type DrillAppServer } from "./drill-app-server";
import { startPrivatePostgres } from "./private-postgres";

export type CrashDrillKind = "crm" | "email";

export type CrashDrillOptions = {
  kind: CrashDrillKind;
  buildDir: string;
  appPort: number;
  postgresPort: number;
  /** The lease of a running job (JOB_LOCK_TIMEOUT_SECONDS); the rerun starts at most about this long after the restart. */
  leaseSeconds?: number;
};

export type CrashDrillResult = {
  kind: CrashDrillKind;
  acknowledged: boolean;
  /** The job's status and attempts when the server was killed (read from the database afterwards). */
  atKill: { status: string; attempts: number } | undefined;
  /** The job at the end. */
  final: { status: string; attempts: number } | undefined;
  /** Leads with the drill's note (1 expected). */
  leads: number;
  /** crm: the lead's stored item id, the items named after it on the board, and its updates. */
  crm?: { leadItemId: string | null; leadStatus: string; items: string[]; updates: number };
  /** email: messages the SMTP server received (the estimate's notification is the only mail of the drill). */
  mails?: number;
  /** ms from the kill until the job was completed by the new server (NaN: not within the limit). */
  recoveryMs: number;
  serverLog: string[];
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await pause(50);
  }
  return check();
}

type JobState = { status: string; attempts: number };

/** The drill's job: its cluster is new, so the first job of the type is the estimate's. */
async function jobOf(client: pg.Client, type: string): Promise<JobState | undefined> {
  const { rows } = await client.query<JobState>(
    "select status, attempts from jobs where type = $1 order by id limit 1",
    [type],
  );
  return rows[0];
}

export async function runJobCrashDrill(options: CrashDrillOptions): Promise<CrashDrillResult> {
  const leaseSeconds = options.leaseSeconds ?? 5;
  const log: string[] = [];
  const note = `crash-drill-${options.kind}-${Date.now().toString(36)}`;
  const name = `Crash Drill ${options.kind}`;
  const jobType = options.kind === "crm" ? "crm.sync-lead" : "email.send";
  const cluster = await startPrivatePostgres({ port: options.postgresPort });
  let monday: FakeMonday | undefined;
  let smtp: FakeSmtp | undefined;
  let server: DrillAppServer | undefined;
  const reader = new pg.Client({ connectionString: cluster.url() });
  try {
    const env: Record<string, string> = {
      JOB_LOCK_TIMEOUT_SECONDS: String(leaseSeconds),
      JOB_TIME_LIMIT_SECONDS: String(leaseSeconds - 1),
    };
    if (options.kind === "crm") {
      monday = await startFakeMonday();
      monday.failFor("create-answer-lost", 10 * 60_000);
      Object.assign(env, { MONDAY_API_TOKEN: monday.token, MONDAY_API_URL: monday.url, MONDAY_BOARD_ID: "4242" });
    } else {
      smtp = await startFakeSmtp();
      env.SMTP_URL = smtp.url;
    }
    const start = () =>
      startDrillAppServer({ buildDir: options.buildDir, port: options.appPort, databaseUrl: cluster.url(), log, env });

    server = await start();
    await reader.connect();
    const stalled = smtp?.stallNextConnections(1);
    const { acknowledged } = await postEstimate(server.baseUrl, note, name);
    // The job is mid-call: monday.com has made the item and holds its answer, or the SMTP server holds the connection.
    const midCall = await waitUntil(
      async () => (monday ? (monday.createsWithoutAnswer["create-answer-lost"] ?? 0) > 0 : true),
      30_000,
    );
    if (stalled) await Promise.race([stalled, pause(30_000)]);
    if (!midCall) throw new Error(`The ${jobType} job never reached the third party:\n${log.join("\n")}`);
    const atKill = await jobOf(reader, jobType);
    server.child.kill("SIGKILL");
    const killedAt = Date.now();
    await server.stop();
    server = undefined;
    // The third party works normally again; only the crash is being drilled now.
    monday?.recover();

    server = await start();
    const done = await waitUntil(
      async () => (await jobOf(reader, jobType))?.status === "completed",
      60_000 + leaseSeconds * 1000,
    );
    const recoveryMs = done ? Date.now() - killedAt : Number.NaN;
    // Whatever follows the job (the item's update text) gets its chance to arrive before the count.
    if (monday) await waitUntil(() => monday!.updates.length > 0, 20_000);
    else await pause(1_000);

    const final = await jobOf(reader, jobType);
    const { rows: leadRows } = await reader.query<{ monday_item_id: string | null; status: string }>(
      "select monday_item_id, status from leads where notes = $1",
      [note],
    );
    const result: CrashDrillResult = {
      kind: options.kind,
      acknowledged,
      atKill,
      final,
      leads: leadRows.length,
      recoveryMs,
      serverLog: log,
    };
    if (monday) {
      const items = monday.items.filter((item) => item.name.startsWith(`${name} — `));
      result.crm = {
        leadItemId: leadRows[0]?.monday_item_id ?? null,
        leadStatus: leadRows[0]?.status ?? "missing",
        items: items.map((item) => item.id),
        updates: monday.updates.filter((update) => items.some((item) => item.id === update.itemId)).length,
      };
    }
    if (smtp) result.mails = smtp.messages.length;
    return result;
  } finally {
    await server?.stop();
    await reader.end().catch(() => undefined);
    await monday?.close();
    await smtp?.close();
    await cluster.destroy();
  }
}
