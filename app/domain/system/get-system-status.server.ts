import { desc, eq, sql } from "drizzle-orm";
import { env, type Env } from "~/config/env.server";
import { database } from "~/db/database.server";
import { JOB_STATUSES, jobs, type JobStatus } from "~/db/schema";
import { jobHandlers } from "~/jobs/job-handlers.server";
import { listMailbox, type MailboxEntry } from "./list-mailbox.server";

export const DEAD_JOBS_SHOWN = 50;

export type JobCounts = Record<JobStatus, number>;
export type JobTypeCounts = { type: string; counts: JobCounts; hasHandler: boolean };
export type DeadJob = { id: number; type: string; attempts: number; maxAttempts: number; lastError: string | null; failedAt: Date };
export type IntegrationStatus = {
  crm: { connected: boolean };
  payments: { connected: boolean };
  email: { transport: "smtp" | "mailbox" };
};
export type SystemStatus = {
  jobs: { totals: JobCounts; byType: JobTypeCounts[]; dead: DeadJob[] };
  integrations: IntegrationStatus;
  mailbox: MailboxEntry[];
};

type IntegrationSettings = Pick<Env, "MONDAY_API_TOKEN" | "MONDAY_BOARD_ID" | "STRIPE_SECRET_KEY" | "SMTP_URL">;

function emptyCounts(): JobCounts {
  return Object.fromEntries(JOB_STATUSES.map((status) => [status, 0])) as JobCounts;
}

/** Connected means configured: the System page reports what this server will use, without calling the services. */
export function integrationStatus(config: IntegrationSettings): IntegrationStatus {
  return {
    crm: { connected: Boolean(config.MONDAY_API_TOKEN && config.MONDAY_BOARD_ID) },
    payments: { connected: Boolean(config.STRIPE_SECRET_KEY) },
    email: { transport: config.SMTP_URL ? "smtp" : "mailbox" },
  };
}

/** Everything the staff System page shows: the job queue by state and type, dead jobs, integrations, the mailbox. */
export async function getSystemStatus({ config = env() }: { config?: IntegrationSettings } = {}): Promise<SystemStatus> {
  const db = await database();
  const grouped = await db
    .select({ type: jobs.type, status: jobs.status, count: sql<number>`count(*)::int` })
    .from(jobs)
    .groupBy(jobs.type, jobs.status)
    .orderBy(jobs.type);
  const totals = emptyCounts();
  const byType = new Map<string, JobTypeCounts>();
  for (const row of grouped) {
    totals[row.status] += row.count;
    const entry = byType.get(row.type) ?? { type: row.type, counts: emptyCounts(), hasHandler: row.type in jobHandlers };
    entry.counts[row.status] += row.count;
    byType.set(row.type, entry);
  }
  const dead = await db
    .select({ id: jobs.id, type: jobs.type, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts, lastError: jobs.lastError, failedAt: jobs.updatedAt })
    .from(jobs)
    .where(eq(jobs.status, "dead"))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(DEAD_JOBS_SHOWN);
  return {
    jobs: { totals, byType: [...byType.values()], dead },
    integrations: integrationStatus(config),
    mailbox: await listMailbox(),
  };
}
