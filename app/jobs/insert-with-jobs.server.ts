import { sql, type SQLWrapper } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { jobs } from "~/db/schema";
import type { JobRow } from "./enqueue.server";

/** What insertWithJobs stored: the new row's id and each job's id by its type. */
export type InsertedWithJobs = { id: string; jobIds: Map<string, number> };

/**
 * One statement that inserts a row and, only if the row went in, the jobs it calls for: a data-modifying WITH, atomic
 * like a transaction without its three extra round trips (BEGIN, each insert on its own, COMMIT). This is the public
 * forms' path (issue 14: a lead post is the busiest write), where the row's id is chosen before the insert so that the
 * jobs' payloads can name it.
 *
 * `insert` is an INSERT … RETURNING that returns the row's `id` (and nothing else), or no row, as ON CONFLICT DO
 * NOTHING does; then no job is inserted and the result is undefined. Job types must differ: they tell the ids apart.
 */
export async function insertWithJobs(
  executor: Executor,
  insert: SQLWrapper,
  followUps: readonly JobRow[],
): Promise<InsertedWithJobs | undefined> {
  const types = followUps.map((job) => job.type);
  if (new Set(types).size !== types.length)
    throw new Error(`insertWithJobs: the job types must differ, got ${types.join(", ")}`);
  const statement =
    followUps.length === 0
      ? sql`with inserted as (${insert.getSQL()}) select inserted.id::text as id, '[]'::json as jobs from inserted`
      : sql`with inserted as (${insert.getSQL()}),
          queued as (
            insert into ${jobs} (${sql.identifier(jobs.type.name)}, ${sql.identifier(jobs.payload.name)}, ${sql.identifier(jobs.maxAttempts.name)})
            select follow_up.type, follow_up.payload, follow_up.max_attempts
            from inserted cross join (values ${sql.join(
              followUps.map(
                (job) => sql`(${job.type}::text, ${JSON.stringify(job.payload)}::jsonb, ${job.maxAttempts}::integer)`,
              ),
              sql`, `,
            )}) as follow_up (type, payload, max_attempts)
            returning ${jobs.id}, ${jobs.type}
          )
        select inserted.id::text as id, (select coalesce(json_agg(json_build_array(queued.type, queued.id)), '[]'::json) from queued) as jobs
        from inserted`;
  const result = await executor.execute<{ id: string; jobs: [string, number | string][] | string }>(statement);
  const row = result.rows[0];
  if (!row) return undefined;
  // node-postgres parses json columns; PGlite may hand them over as text.
  const queued = typeof row.jobs === "string" ? (JSON.parse(row.jobs) as [string, number | string][]) : row.jobs;
  return { id: row.id, jobIds: new Map(queued.map(([type, id]) => [type, Number(id)])) };
}
