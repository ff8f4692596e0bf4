import type { PriceBookChoice } from "~/domain/invoices/list-price-book-choices.server";
import { VISIT_COMPLETION_LINES_MAX } from "~/domain/visits/visit-completion-schemas";
import { format } from "~/i18n/catalog";
import { numberFormat } from "~/i18n/intl-formats";
import { useLocale, useMessages } from "~/i18n/use-messages";

const ROW_IDS = Array.from({ length: VISIT_COMPLETION_LINES_MAX }, (_, index) => index + 1);

/**
 * The completion form's price book rows (issue 38): a fixed number of item + quantity pairs posted as repeated
 * `lineCode` / `lineQuantity` fields, so it works without JavaScript and the offline queue keeps them as posted. A row
 * left on "none" is no line. Prices are shown for reference; the server prices each line from its own price book.
 */
export function CompletionPriceBook({
  formId,
  priceBook,
  error,
}: {
  formId: string;
  priceBook: PriceBookChoice[];
  error?: string;
}) {
  const t = useMessages().tech.completion;
  const locale = useLocale();
  if (priceBook.length === 0) return null;
  // Not the back office's money formatter: its module would join the technician's offline shell (ADR 079).
  const usd = numberFormat(locale === "es" ? "es-US" : "en-US", { style: "currency", currency: "USD" });
  const errorId = `${formId}-lines-error`;
  return (
    <details className="rounded-md border p-3" open={Boolean(error)}>
      <summary className="cursor-pointer text-sm font-medium">{t.priceBookTitle}</summary>
      <fieldset className="mt-3 space-y-3" aria-describedby={error ? errorId : `${formId}-lines-hint`}>
        <legend className="sr-only">{t.priceBookTitle}</legend>
        <p id={`${formId}-lines-hint`} className="text-xs text-muted-foreground">
          {t.priceBookHint}
        </p>
        {ROW_IDS.map((row) => (
          <div key={row} className="grid grid-cols-[1fr_5rem] gap-2">
            <select
              name="lineCode"
              defaultValue=""
              aria-label={format(t.priceBookItem, { row })}
              className="flex h-10 w-full rounded-md border border-input bg-background px-2 text-sm"
            >
              <option value="">{t.priceBookNone}</option>
              {priceBook.map((item) => (
                <option key={item.code} value={item.code}>
                  {item.name} — {usd.format(item.unitPriceCents / 100)}
                </option>
              ))}
            </select>
            <input
              name="lineQuantity"
              defaultValue="1"
              inputMode="decimal"
              autoComplete="off"
              maxLength={8}
              aria-label={format(t.priceBookQuantity, { row })}
              className="flex h-10 w-full rounded-md border border-input bg-background px-2 text-sm"
            />
          </div>
        ))}
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </fieldset>
    </details>
  );
}
