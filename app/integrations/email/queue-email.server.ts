import type { Executor } from "~/db/client.server";
import { AppError } from "~/domain/app-error";
import { enqueueJob, jobRow, type EnqueuedJob, type JobRow } from "~/jobs/enqueue.server";
import { OutgoingEmailSchema, type OutgoingEmail } from "./email-schemas";

export const EMAIL_SEND_JOB = "email.send";
const EMAIL_SEND_MAX_ATTEMPTS = 8;

/**
 * The `email.send` job of one e-mail, to insert with the write that calls for it. Throws AppError BAD_INPUT for a bad
 * recipient or a header value with a line break (header injection), before anything is written.
 */
export function emailJob(email: OutgoingEmail): JobRow {
  const parsed = OutgoingEmailSchema.safeParse(email);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0] ?? "email"), issue.message]),
    );
    throw new AppError(
      "BAD_INPUT",
      `The e-mail cannot be sent: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`,
      fieldErrors,
    );
  }
  return jobRow({ type: EMAIL_SEND_JOB, payload: parsed.data, maxAttempts: EMAIL_SEND_MAX_ATTEMPTS });
}

/**
 * Queues one e-mail in the caller's transaction; the `email.send` job delivers it through the configured transport.
 * Throws AppError BAD_INPUT for a bad recipient or a header value with a line break (header injection).
 */
export async function queueEmail(executor: Executor, email: OutgoingEmail): Promise<EnqueuedJob> {
  return enqueueJob(executor, emailJob(email));
}
