import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { PaymentToRefundRow } from "~/domain/refunds/list-payments-to-refund.server";
import type { FormReply } from "~/http/form-reply";
import { useMessages } from "~/i18n/use-messages";

/**
 * One row's "Mark refunded" (ADR 084 and 087 addenda): the optional Stripe refund reference and the button, posted to
 * the page's own action (intent `mark-refunded`, the row's kind and id). A refusal of this row is drawn under it.
 */
export function MarkRefundedForm({ row, what, reply }: { row: PaymentToRefundRow; what: string; reply?: FormReply }) {
  const m = useMessages().admin.refunds;
  const mine = reply?.intent === "mark-refunded" && reply.values.flagId === row.id;
  const error = mine ? Object.values(reply.fieldErrors ?? {})[0] : undefined;
  const id = `refund-reference-${row.id}`;
  return (
    <Form method="post" className="flex min-w-48 flex-col gap-1">
      <input type="hidden" name="intent" value="mark-refunded" />
      <input type="hidden" name="kind" value={row.kind} />
      <input type="hidden" name="flagId" value={row.id} />
      <Label htmlFor={id} className="text-xs font-normal text-muted-foreground">
        {m.reference}
        <span className="sr-only"> — {what}</span>
      </Label>
      <Input
        id={id}
        name="reference"
        maxLength={100}
        className="h-8"
        defaultValue={mine ? (reply.values.reference ?? "") : ""}
        {...(error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {})}
      />
      <Button type="submit" size="sm" variant="outline" className="self-start" data-testid="mark-refunded">
        {m.markRefunded}
        <span className="sr-only"> — {what}</span>
      </Button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
