import { Badge } from "~/components/ui/badge";
import type { QuoteStatus } from "~/config/quote-rules";

const VARIANTS = {
  draft: "outline",
  sent: "default",
  signed: "warning",
  approved: "success",
  declined: "secondary",
  expired: "secondary",
} as const;

/** A quote's status in words (the screen's own, in its language) and colour. */
export function QuoteStatusBadge({ status, label }: { status: QuoteStatus; label: string }) {
  return (
    <Badge variant={VARIANTS[status]} data-status={status}>
      {label}
    </Badge>
  );
}
