import { z } from "zod";
import { OWNER_FEEDBACK_MAX_LENGTH } from "~/config/business-rules";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { multiLineText } from "~/domain/text-fields/text-field-schemas";

/**
 * The private note to the owner from a review request's link (issue 36 item 5): only the message, as the link says
 * who wrote it. Its error keys are words of the page's `validation` (messageRequired, messageTooLong,
 * messageNotAllowed); the same schema runs in the browser and on the server.
 */
export const OwnerFeedbackSchema = z.object({
  message: multiLineText({
    max: OWNER_FEEDBACK_MAX_LENGTH,
    messages: { required: "messageRequired", tooLong: "messageTooLong", notAllowed: "messageNotAllowed" },
  }),
});

export type OwnerFeedback = z.infer<typeof OwnerFeedbackSchema>;

export function ownerFeedbackErrors(error: z.ZodError): Partial<Record<"message", string>> {
  return firstIssuePerField<"message">(error, "message");
}
