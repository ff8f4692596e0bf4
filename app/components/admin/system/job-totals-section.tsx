import { Card } from "~/components/ui/card";
import type { SystemStatus } from "~/domain/system/get-system-status.server";
import { useMessages } from "~/i18n/use-messages";
import { cellClass, headCellClass, tableClass } from "./system-table-classes";

type JobState = keyof SystemStatus["jobs"]["totals"];

/** The job states in the order the page shows them. */
export const JOB_STATES = ["pending", "running", "completed", "dead"] as const satisfies readonly JobState[];

/** The background jobs: one figure per state, then the counts of each job type, with why a type waits. */
export function JobTotalsSection({ jobs }: { jobs: SystemStatus["jobs"] }) {
  const m = useMessages().system.jobs;
  const waits = useMessages().system.waits;
  return (
    <section aria-labelledby="jobs-heading" className="flex flex-col gap-4">
      <h2 id="jobs-heading" className="text-xl font-semibold">
        {m.heading}
      </h2>
      <dl aria-label={m.totalsLabel} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {JOB_STATES.map((state) => (
          <Card key={state} className="p-4">
            <dt className="text-sm font-medium text-muted-foreground">{m.states[state]}</dt>
            <dd className="mt-1 text-3xl font-bold tabular-nums" data-testid={`jobs-${state}`}>
              {jobs.totals[state]}
            </dd>
          </Card>
        ))}
      </dl>
      <h3 id="jobs-by-type-heading" className="text-lg font-semibold">
        {m.byTypeHeading}
      </h3>
      {jobs.byType.length === 0 ? (
        <p className="text-muted-foreground">{m.none}</p>
      ) : (
        // Wider than a phone, and nothing inside takes focus: the region itself does, so a keyboard can scroll it.
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="jobs-by-type-heading">
          <table className={tableClass}>
            <thead>
              <tr>
                <th scope="col" className={headCellClass}>
                  {m.type}
                </th>
                {JOB_STATES.map((state) => (
                  <th key={state} scope="col" className={`${headCellClass} text-right`}>
                    {m.states[state]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {jobs.byType.map((row) => (
                <tr key={row.type}>
                  <th scope="row" className={`${cellClass} font-mono font-medium`}>
                    {row.type}
                    {row.waitReason && (
                      <span
                        className="mt-0.5 block font-sans text-xs font-normal text-muted-foreground"
                        data-testid="job-wait-reason"
                      >
                        {waits[row.waitReason]}
                      </span>
                    )}
                  </th>
                  {JOB_STATES.map((state) => (
                    <td key={state} className={`${cellClass} text-right tabular-nums`}>
                      {row.counts[state]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
