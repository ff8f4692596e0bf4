import type { Executor } from "~/db/client.server";
import { getSettings, type BusinessSettings } from "~/domain/settings/get-settings.server";
import type { Locale } from "~/i18n/catalog";
import type { MailAttachmentRef } from "~/integrations/email/mail-attachments";
import { emailJob } from "~/integrations/email/queue-email.server";
import {
  renderMail,
  type CompanyFacts,
  type MailTemplateData,
  type MailTemplateName,
} from "~/integrations/email/templates/mail-templates";
import { enqueueJob, type EnqueuedJob, type JobRow } from "~/jobs/enqueue.server";

/** Staff notifications are written in English, the back office's default language. */
export const STAFF_MAIL_LOCALE: Locale = "en";

export type TemplatedEmail<N extends MailTemplateName> = {
  /** Pass the caller's transaction: the mail is queued exactly when the caller's own writes commit. */
  executor: Executor;
  to: string;
  locale: Locale;
  template: N;
  data: MailTemplateData<N>;
  /** The settings record when the caller already read it in this transaction. */
  settings?: BusinessSettings;
  /** Documents the job makes and attaches when it sends (an invoice's PDF), named by record only. */
  attachments?: MailAttachmentRef[];
};

/** The facts a message's header and footer show, always from the settings record (DECISIONS.md §1). */
export function companyFactsOf(settings: BusinessSettings): CompanyFacts {
  return {
    name: settings.companyName,
    mainPhone: settings.mainPhone,
    emergencyPhone: settings.emergencyPhone,
    email: settings.email,
    address: settings.address,
    licenseNumber: settings.licenseNumber,
  };
}

/** One message rendered in the recipient's language, as the `email.send` job to insert with the caller's write. */
export function templatedEmailJob<N extends MailTemplateName>(
  input: Omit<TemplatedEmail<N>, "executor" | "settings"> & { settings: BusinessSettings },
): JobRow {
  const rendered = renderMail(input.template, input.data, {
    locale: input.locale,
    company: companyFactsOf(input.settings),
  });
  // A template's own headers (the newsletter's List-Unsubscribe) travel with it to the transport.
  return emailJob({
    to: input.to,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    headers: rendered.headers,
    ...(input.attachments?.length ? { attachments: input.attachments } : {}),
    kind: input.template,
  });
}

/**
 * Renders one message in the recipient's language and queues it for the `email.send` job. Throws AppError
 * BAD_INPUT when the recipient is not an address or has a line break (queueEmail refuses header injection).
 */
export async function queueTemplatedEmail<N extends MailTemplateName>(input: TemplatedEmail<N>): Promise<EnqueuedJob> {
  const settings = input.settings ?? (await getSettings({ executor: input.executor }));
  return enqueueJob(input.executor, templatedEmailJob({ ...input, settings }));
}
