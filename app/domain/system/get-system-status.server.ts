import { desc, eq, sql } from "drizzle-orm";
import { env, type Env } from "~/config/env.server";
import { database } from "~/db/database.server";
import { JOB_STATUSES, jobs, type JobStatus } from "~/db/schema";
import { CRM_JOB } from "~/domain/crm/crm-jobs.server";
import { crmWaitReason, jobWaitReason, type JobWaitReason } from "./job-wait-reason";
import { listMailbox, type MailboxEntry } from "./list-mailbox.server";
import { listRecentTexts, type RecentText } from "./list-recent-texts.server";

export const DEAD_JOBS_SHOWN = 50;

export type { JobStatus };
export type JobCounts = Record<JobStatus, number>;
/** `retrying`: pending jobs that failed before and wait for their next attempt; `waitReason`: see job-wait-reason.ts. */
export type JobTypeCounts = {
  type: string;
  counts: JobCounts;
  retrying: number;
  hasHandler: boolean;
  waitReason: JobWaitReason | null;
};
export type DeadJob = {
  id: number;
  type: string;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  failedAt: Date;
};
export type IntegrationStatus = {
  crm: { connected: boolean; waitReason: JobWaitReason | null };
  payments: { connected: boolean };
  email: { transport: "smtp" | "mailbox" };
  sms: { transport: "twilio" | "outbox" };
};
export type SystemStatus = {
  jobs: { totals: JobCounts; byType: JobTypeCounts[]; dead: DeadJob[] };
  integrations: IntegrationStatus;
  mailbox: MailboxEntry[];
  texts: RecentText[];
};

type IntegrationSettings = Pick<
  Env,
  "MONDAY_API_TOKEN" | "MONDAY_BOARD_ID" | "STRIPE_SECRET_KEY" | "SMTP_URL" | "TWILIO_ACCOUNT_SID"
>;

const CRM_JOB_TYPES: readonly string[] = Object.values(CRM_JOB);

function isCrmJob(type: string): boolean {
  return CRM_JOB_TYPES.includes(type);
}

function emptyCounts(): JobCounts {
  return Object.fromEntries(JOB_STATUSES.map((status) => [status, 0])) as JobCounts;
}

/** Connected means configured: the System page reports what this server will use, without calling the services. */
export function integrationStatus(
  config: IntegrationSettings,
  crmJobTypes: readonly JobTypeCounts[] = [],
): IntegrationStatus {
  const connected = Boolean(config.MONDAY_API_TOKEN && config.MONDAY_BOARD_ID);
  const facts = crmJobTypes.map((row) => ({
    pending: row.counts.pending,
    retrying: row.retrying,
    hasHandler: row.hasHandler,
  }));
  return {
    crm: { connected, waitReason: crmWaitReason(connected, facts) },
    payments: { connected: Boolean(config.STRIPE_SECRET_KEY) },
    email: { transport: config.SMTP_URL ? "smtp" : "mailbox" },
    // env.server.ts refuses a start with half of Twilio's settings, so the account id stands for all of them.
    sms: { transport: config.TWILIO_ACCOUNT_SID ? "twilio" : "outbox" },
  };
}

/** Everything the staff System page shows: the job queue by state and type, dead jobs, integrations, the mailbox. */
export async function getSystemStatus({
  config = env(),
  handledJobTypes,
}: {
  config?: IntegrationSettings;
  /** The job types this server has a handler for (the keys of app/jobs/job-handlers.server.ts, its composition root). */
  handledJobTypes: readonly string[];
}): Promise<SystemStatus> {
  const db = await database();
  const grouped = await db
    .select({
      type: jobs.type,
      status: jobs.status,
      count: sql<number>`count(*)::int`,
      failedBefore: sql<number>`(count(*) filter (where ${jobs.attempts} > 0))::int`,
    })
    .from(jobs)
    .groupBy(jobs.type, jobs.status)
    .orderBy(jobs.type);
  const totals = emptyCounts();
  const byType = new Map<string, JobTypeCounts>();
  for (const row of grouped) {
    totals[row.status] += row.count;
    const entry = byType.get(row.type) ?? {
      type: row.type,
      counts: emptyCounts(),
      retrying: 0,
      hasHandler: handledJobTypes.includes(row.type),
      waitReason: null,
    };
    entry.counts[row.status] += row.count;
    if (row.status === "pending") entry.retrying += row.failedBefore;
    byType.set(row.type, entry);
  }
  const crmConnected = integrationStatus(config).crm.connected;
  for (const entry of byType.values()) {
    entry.waitReason = jobWaitReason({
      crmJob: isCrmJob(entry.type),
      crmConnected,
      hasHandler: entry.hasHandler,
      pending: entry.counts.pending,
      retrying: entry.retrying,
    });
  }
  const dead = await db
    .select({
      id: jobs.id,
      type: jobs.type,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
      lastError: jobs.lastError,
      failedAt: jobs.updatedAt,
    })
    .from(jobs)
    .where(eq(jobs.status, "dead"))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(DEAD_JOBS_SHOWN);
  return {
    jobs: { totals, byType: [...byType.values()], dead },
    integrations: integrationStatus(
      config,
      [...byType.values()].filter((entry) => isCrmJob(entry.type)),
    ),
    mailbox: await listMailbox(),
    texts: await listRecentTexts(),
  };
}
