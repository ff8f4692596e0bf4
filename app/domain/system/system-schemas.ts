import { z } from "zod";

/** The System page's one form: retry a dead job. */
export const RetryJobSchema = z.object({
  intent: z.literal("retry"),
  jobId: z.coerce.number().int().positive(),
});
export type RetryJob = z.infer<typeof RetryJobSchema>;

export const MailMessageIdSchema = z.uuid();
