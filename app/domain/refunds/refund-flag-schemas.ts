import { z } from "zod";
import { leftOutWhenEmpty, singleLineText } from "~/domain/text-fields/text-field-schemas";

/** Which row of "Payments to refund" a form names: its kind and id, as the row's hidden fields post them. */
export const RefundFlagIdSchema = z.object({ kind: z.enum(["invoice", "quote"]), flagId: z.uuid() });

/** "Mark refunded": the Stripe refund's reference (re_…) or any note staff find it by, optional. */
export const MarkRefundedSchema = z.object({
  reference: leftOutWhenEmpty(
    singleLineText({ max: 100, messages: { tooLong: "referenceTooLong", notAllowed: "referenceInvalid" } }),
  ),
});
