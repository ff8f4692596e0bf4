import { CircleCheck, CircleSlash, Mail, RotateCcw } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { readFormData } from "~/http/read-request-body.server";
import type { Route } from "./+types/system";
import { requireAdmin } from "~/auth/require-user.server";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import type { JobStatus } from "~/domain/system/get-system-status.server";
import { isAppError } from "~/domain/app-error";
import { getSystemStatus, type SystemStatus } from "~/domain/system/get-system-status.server";
import { jobHandlers } from "~/jobs/job-handlers.server";
import { retryDeadJob } from "~/domain/system/retry-dead-job.server";
import { RetryJobSchema } from "~/domain/system/system-schemas";
import { formatSystemTime } from "~/domain/system/system-time-format";
import { redirectWithToast } from "~/http/flash-toast.server";
import { format } from "~/i18n/catalog";
import { messagesFor } from "~/i18n/messages.server";
import { resolveLocale } from "~/i18n/locale";
import { useLocale, useMessages, messagesFromMatches } from "~/i18n/use-messages";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).system.page.metaTitle }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { status: await getSystemStatus({ handledJobTypes: Object.keys(jobHandlers) }) };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const m = messagesFor(resolveLocale(request, admin.locale)).system.dead;
  const parsed = RetryJobSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) throw data(m.retryFailed, { status: 400 });
  try {
    await retryDeadJob({ actor: admin, jobId: parsed.data.jobId });
  } catch (error) {
    if (!isAppError(error)) throw error;
    // Retried twice (another tab, another admin) or gone: the page simply shows the current state.
    console.warn(`[system] admin ${admin.id} could not retry job ${parsed.data.jobId}: ${error.message}`);
    return redirectWithToast("/admin/system", { title: m.retryFailed, variant: "error" });
  }
  return redirectWithToast("/admin/system", { title: m.retried, variant: "success" });
}

export default function SystemPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().system;
  const { status } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.page.title}</h1>
        <p className="mt-1 text-muted-foreground">{m.page.intro}</p>
      </div>
      <JobsSection jobs={status.jobs} />
      <DeadJobsSection dead={status.jobs.dead} />
      <IntegrationsSection integrations={status.integrations} />
      <MailboxSection mailbox={status.mailbox} smtp={status.integrations.email.transport === "smtp"} />
    </div>
  );
}

// Listed here rather than imported from the schema, which would pull the database code into the browser bundle.
const JOB_STATUSES = ["pending", "running", "completed", "dead"] as const satisfies readonly JobStatus[];

const tableClass = "w-full min-w-[32rem] text-left text-sm";
const headCellClass = "border-b px-3 py-2 font-semibold text-muted-foreground";
const cellClass = "border-b px-3 py-2 align-top";

function JobsSection({ jobs }: { jobs: SystemStatus["jobs"] }) {
  const m = useMessages().system.jobs;
  const waits = useMessages().system.waits;
  return (
    <section aria-labelledby="jobs-heading" className="flex flex-col gap-4">
      <h2 id="jobs-heading" className="text-xl font-semibold">
        {m.heading}
      </h2>
      <dl aria-label={m.totalsLabel} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {JOB_STATUSES.map((state) => (
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
                {JOB_STATUSES.map((state) => (
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
                  {JOB_STATUSES.map((state) => (
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

function DeadJobsSection({ dead }: { dead: SystemStatus["jobs"]["dead"] }) {
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

function IntegrationsSection({ integrations }: { integrations: SystemStatus["integrations"] }) {
  const m = useMessages().system.integrations;
  const waits = useMessages().system.waits;
  const smtp = integrations.email.transport === "smtp";
  const crmWait = integrations.crm.waitReason;
  return (
    <section aria-labelledby="integrations-heading" className="flex flex-col gap-4">
      <h2 id="integrations-heading" className="text-xl font-semibold">
        {m.heading}
      </h2>
      <div className="grid gap-4 lg:grid-cols-3">
        <IntegrationCard
          title={m.crm}
          connected={integrations.crm.connected}
          detail={crmWait ? waits[crmWait] : m.crmConnected}
        />
        <IntegrationCard
          title={m.payments}
          connected={integrations.payments.connected}
          detail={integrations.payments.connected ? m.paymentsConnected : m.paymentsNotConnected}
        />
        <IntegrationCard
          title={m.email}
          connected
          badge={smtp ? m.smtp : m.mailbox}
          detail={smtp ? m.emailSmtp : m.emailMailbox}
        />
      </div>
    </section>
  );
}

function IntegrationCard({
  title,
  connected,
  detail,
  badge,
}: {
  title: string;
  connected: boolean;
  detail: string;
  badge?: string;
}) {
  const m = useMessages().system.integrations;
  return (
    <Card>
      <CardHeader>
        <h3 className="text-base font-semibold leading-tight">{title}</h3>
        <div>
          <Badge variant={connected ? "success" : "outline"}>
            {connected ? (
              <CircleCheck aria-hidden className="size-3.5" />
            ) : (
              <CircleSlash aria-hidden className="size-3.5" />
            )}
            {badge ?? (connected ? m.connected : m.notConnected)}
          </Badge>
        </div>
      </CardHeader>
      <CardContent>
        <CardDescription>{detail}</CardDescription>
      </CardContent>
    </Card>
  );
}

function MailboxSection({ mailbox, smtp }: { mailbox: SystemStatus["mailbox"]; smtp: boolean }) {
  const m = useMessages().system.mailbox;
  const locale = useLocale();
  return (
    <section aria-labelledby="mailbox-heading" className="flex flex-col gap-3">
      <h2 id="mailbox-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Mail aria-hidden className="size-5" />
        {m.heading}
      </h2>
      <p className="text-muted-foreground">{smtp ? m.smtpIntro : m.intro}</p>
      {mailbox.length === 0 ? (
        <p className="text-muted-foreground">{m.none}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className={tableClass}>
            <thead>
              <tr>
                {[m.subject, m.to, m.kind, m.time].map((label) => (
                  <th key={label} scope="col" className={headCellClass}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {mailbox.map((message) => (
                <tr key={message.id}>
                  <th scope="row" className={`${cellClass} font-medium`}>
                    <Link
                      to={`/admin/system/mail/${message.id}`}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {message.subject}
                    </Link>
                  </th>
                  <td className={`${cellClass} break-all`}>{message.to}</td>
                  <td className={cellClass}>
                    <Badge variant="secondary">{message.kind}</Badge>
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>{formatSystemTime(message.createdAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  const m = useMessages();
  return (
    <Alert variant="destructive">
      <h1 className="mb-1 font-semibold leading-none">{m.system.page.title}</h1>
      <AlertDescription>{m.shell.error.body}</AlertDescription>
    </Alert>
  );
}
