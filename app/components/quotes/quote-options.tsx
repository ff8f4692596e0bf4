import type { ReactNode } from "react";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import type { QuoteDocumentOption } from "~/domain/quotes/quote-document.server";
import type { QuoteTier } from "~/config/quote-rules";
import type { Locale } from "~/i18n/catalog";

export type QuoteOptionsWords = {
  tiers: Record<QuoteTier, string>;
  total: string;
  chosen: string;
};

/**
 * A quote's options side by side (issue 38 item 4): on a phone a row of cards that scrolls sideways and snaps to each
 * card (the next one peeks in, so it is plain there is more), from md up a grid of up to three columns. Each card: the
 * tier, the description, the lines, the total and the deposit it asks. `pick` draws the choice inside each card.
 */
export function QuoteOptions(props: {
  options: QuoteDocumentOption[];
  words: QuoteOptionsWords;
  locale: Locale;
  chosenOptionId?: string | null;
  /** The deposit's share, for its label ("Deposit (25%)"). */
  depositLabel: string;
  pick?: (option: QuoteDocumentOption) => ReactNode;
  labelledBy?: string;
}) {
  const money = (cents: number) => formatUsd(cents / 100, props.locale);
  return (
    // A focusable region, so a keyboard can scroll the row of cards on a phone even when it holds nothing to focus.
    <div
      role="region"
      tabIndex={0}
      aria-labelledby={props.labelledBy}
      className="-mx-4 overflow-x-auto px-4 pb-2 focus-visible:outline-2 focus-visible:outline-ring md:mx-0 md:overflow-visible md:px-0"
    >
      <ul className="flex snap-x snap-mandatory gap-3 md:grid md:grid-cols-3" data-testid="quote-options">
        {props.options.map((option) => {
          const chosen = props.chosenOptionId === option.id;
          return (
            <li
              key={option.id}
              className={`flex w-[85%] shrink-0 snap-start flex-col gap-3 rounded-lg border bg-card p-4 md:w-auto ${chosen ? "border-primary ring-2 ring-primary" : ""}`}
              data-testid="quote-option"
              data-tier={option.tier}
            >
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="text-lg font-semibold">{props.words.tiers[option.tier]}</h3>
                {chosen ? <span className="text-sm font-medium text-primary">{props.words.chosen}</span> : null}
              </div>
              <p className="whitespace-pre-line text-sm text-muted-foreground">{option.description}</p>
              <ul className="flex flex-col gap-1 text-sm">
                {option.lines.map((line, index) => (
                  <li key={index} className="flex justify-between gap-3">
                    <span>
                      {line.description}
                      {line.quantityThousandths === 1000 ? "" : ` × ${line.quantityThousandths / 1000}`}
                    </span>
                    <span className="tabular-nums">{money(line.lineTotalCents)}</span>
                  </li>
                ))}
              </ul>
              <dl className="mt-auto flex flex-col gap-1 border-t pt-2 text-sm">
                <div className="flex justify-between font-semibold">
                  <dt>{props.words.total}</dt>
                  <dd className="tabular-nums" data-testid="quote-option-total">
                    {money(option.totalCents)}
                  </dd>
                </div>
                <div className="flex justify-between text-muted-foreground">
                  <dt>{props.depositLabel}</dt>
                  <dd className="tabular-nums" data-testid="quote-option-deposit">
                    {money(option.depositCents)}
                  </dd>
                </div>
              </dl>
              {props.pick?.(option)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
