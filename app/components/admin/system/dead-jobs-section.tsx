import { RotateCcw } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { SystemStatus } from "~/domain/system/get-system-status.server";
import { formatSystemTime } from "~/domain/system/system-time-format";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { cellClass, headCellClass, tableClass } from "./system-table-classes";

/** The jobs that used up their attempts, each with a Retry button (the page's one form, intent `retry`). */
export function DeadJobsSection({ dead }: { dead: SystemStatus["jobs"]["dead"] }) {
  const m = useMessages().system.dead;
  const locale = useLocale();
  const navigation = useNavigation();
  const retrying =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "retry"
      ? navigation.formData.get("jobId")
      : null;
  return (
    <section aria-labelledby="dead-heading" className="flex flex-col gap-3">
      <h2 id="dead-heading" className="text-xl font-semibold">
        {m.heading}
      </h2>
      {dead.length === 0 ? (
        <p className="text-muted-foreground">{m.none}</p>
      ) : (
        <>
          <p className="text-muted-foreground">{m.intro}</p>
          <div className="overflow-x-auto">
            <table className={tableClass}>
              <thead>
                <tr>
                  {[m.job, m.type, m.attempts, m.lastError, m.failedAt, m.actions].map((label) => (
                    <th key={label} scope="col" className={headCellClass}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {dead.map((job) => (
                  <tr key={job.id}>
                    <th scope="row" className={`${cellClass} tabular-nums`}>
                      #{job.id}
                    </th>
                    <td className={`${cellClass} font-mono`}>{job.type}</td>
                    <td className={`${cellClass} tabular-nums`}>
                      {format(m.attemptsOf, { attempts: job.attempts, max: job.maxAttempts })}
                    </td>
                    <td className={`${cellClass} max-w-md break-words font-mono text-xs`}>
                      {job.lastError ?? m.noError}
                    </td>
                    <td className={`${cellClass} whitespace-nowrap`}>{formatSystemTime(job.failedAt, locale)}</td>
                    <td className={cellClass}>
                      <Form method="post">
                        <input type="hidden" name="intent" value="retry" />
                        <input type="hidden" name="jobId" value={job.id} />
                        <Button
                          type="submit"
                          size="sm"
                          variant="outline"
                          aria-label={format(m.retryLabel, { id: job.id })}
                          disabled={retrying === String(job.id)}
                        >
                          <RotateCcw aria-hidden />
                          {m.retry}
                        </Button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
