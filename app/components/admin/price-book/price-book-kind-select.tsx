import type { SelectHTMLAttributes } from "react";
import { PRICE_BOOK_KINDS } from "~/config/invoice-rules";
import { useMessages } from "~/i18n/use-messages";

/** The kinds an item may be, named in the screen's language; the member's discount applies to labour and parts. */
export function PriceBookKindSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  const kinds = useMessages().admin.priceBook.kinds;
  return (
    <select {...props} className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm">
      {PRICE_BOOK_KINDS.map((kind) => (
        <option key={kind} value={kind}>
          {kinds[kind]}
        </option>
      ))}
    </select>
  );
}
