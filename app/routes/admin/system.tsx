import { requireAdmin } from "~/auth/require-user.server";
import { FullExportSection } from "~/components/admin/system/full-export-section";
import { DeadJobsSection } from "~/components/admin/system/dead-jobs-section";
import { IntegrationsSection } from "~/components/admin/system/integrations-section";
import { JobTotalsSection } from "~/components/admin/system/job-totals-section";
import { MailboxSection } from "~/components/admin/system/mailbox-section";
import { TextsSection } from "~/components/admin/system/texts-section";
import { useFormReply } from "~/components/forms/use-form-reply";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { getSystemStatus } from "~/domain/system/get-system-status.server";
import { jobHandlers } from "~/jobs/job-handlers.server";
import { retryDeadJob } from "~/domain/system/retry-dead-job.server";
import { formAction } from "~/form-actions/form-action.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { failureToast, successToast } from "~/http/form-toast";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/system";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).system.page.metaTitle }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { status: await getSystemStatus({ handledJobTypes: Object.keys(jobHandlers) }) };
}

/**
 * Retry a dead job. A job retried meanwhile (another tab, another admin: 409) or gone (404) answers in place with
 * 'Could not retry the job', and the page shows the current state.
 */
export const action = formAction({
  scope: "system",
  guard: requireAdmin,
  words: (messages) => messages.system.dead,
  intents: {
    retry: {
      run: async ({ actor, fields, words }) => {
        await retryDeadJob({ actor, jobId: fields.jobId });
        return redirectWithToast("/admin/system", successToast(words.retried));
      },
      notFoundToast: ({ words }) => failureToast(words.retryFailed),
      conflictToast: ({ words }) => failureToast(words.retryFailed),
      failedToast: ({ words }) => failureToast(words.retryFailed),
    },
  },
});

export default function SystemPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().system;
  const { status } = loaderData;
  useFormReply();
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.page.title}</h1>
        <p className="mt-1 text-muted-foreground">{m.page.intro}</p>
      </div>
      <JobTotalsSection jobs={status.jobs} />
      <DeadJobsSection dead={status.jobs.dead} />
      <IntegrationsSection integrations={status.integrations} />
      <MailboxSection mailbox={status.mailbox} smtp={status.integrations.email.transport === "smtp"} />
      <TextsSection texts={status.texts} twilio={status.integrations.sms.transport === "twilio"} />
      <FullExportSection />
    </div>
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
