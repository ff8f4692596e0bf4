import { cn } from "~/components/ui/class-names";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import { format, type Locale } from "~/i18n/catalog";

export type InvoiceTotalsWords = {
  subtotal: string;
  discount: string;
  total: string;
  paid: string;
  balance: string;
};

type InvoiceTotalsFigures = {
  subtotalCents: number;
  discountPercent: number;
  discountCents: number;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
};

/** An invoice's totals as the office and the customer both read them: subtotal, member discount, total, paid, balance. */
export function InvoiceTotals({
  invoice,
  words,
  locale,
  className,
  testId,
}: {
  invoice: InvoiceTotalsFigures;
  words: InvoiceTotalsWords;
  locale: Locale;
  className?: string;
  testId?: string;
}) {
  const usd = (cents: number) => formatUsd(cents / 100, locale);
  return (
    <dl className={cn("ml-auto grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm", className)} data-testid={testId}>
      <dt>{words.subtotal}</dt>
      <dd className="text-right tabular-nums">{usd(invoice.subtotalCents)}</dd>
      {invoice.discountCents > 0 ? (
        <>
          <dt>{format(words.discount, { percent: invoice.discountPercent })}</dt>
          <dd className="text-right tabular-nums">−{usd(invoice.discountCents)}</dd>
        </>
      ) : null}
      <dt className="font-semibold">{words.total}</dt>
      <dd className="text-right font-semibold tabular-nums">{usd(invoice.totalCents)}</dd>
      <dt>{words.paid}</dt>
      <dd className="text-right tabular-nums">{usd(invoice.paidCents)}</dd>
      <dt className="font-semibold">{words.balance}</dt>
      <dd className="text-right font-semibold tabular-nums" data-testid="invoice-balance">
        {usd(invoice.balanceCents)}
      </dd>
    </dl>
  );
}
