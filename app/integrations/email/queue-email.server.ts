import type { Executor } from "~/db/client.server";
import { AppError } from "~/domain/app-error";
import { enqueueJob, type EnqueuedJob } from "~/jobs/enqueue.server";
import { OutgoingEmailSchema, type OutgoingEmail } from "./email-schemas";

export const EMAIL_SEND_JOB = "email.send";

/**
 * Queues one e-mail in the caller's transaction; the `email.send` job delivers it through the configured transport.
 * Throws AppError BAD_INPUT for a bad recipient or a header value with a line break (header injection).
 */
export async function queueEmail(executor: Executor, email: OutgoingEmail): Promise<EnqueuedJob> {
  const parsed = OutgoingEmailSchema.safeParse(email);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? "email"), issue.message]));
    throw new AppError("BAD_INPUT", `The e-mail cannot be sent: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`, fieldErrors);
  }
  return enqueueJob(executor, { type: EMAIL_SEND_JOB, payload: parsed.data, maxAttempts: 8 });
}
