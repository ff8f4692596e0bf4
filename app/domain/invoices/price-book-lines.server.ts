import { inArray } from "drizzle-orm";
import { PRICE_BOOK_CODE_PATTERN, type PriceBookKind } from "~/config/invoice-rules";
import type { Executor } from "~/db/client.server";
import { priceBookItems } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { InvoiceLineInput } from "./write-invoice-lines.server";

/** Labour and parts are the repair: the member's repair discount applies to them, never to the fee or the plan visit. */
export function isDiscountableKind(kind: PriceBookKind): boolean {
  return kind === "labour" || kind === "part";
}

/**
 * Invoice lines for price book codes with their quantities (thousandths), each named and priced from the ACTIVE price
 * book on the server, in the invoice's language: what a form posts is only the code and how many. An unknown,
 * retired (unless `retiredAllowed`) or (with `kinds`) unoffered code is BAD_INPUT with the field key `lines: "unknownPriceBookItem"`.
 */
export async function priceBookLines(
  tx: Executor,
  input: {
    requested: readonly { code: string; quantityThousandths: number }[];
    locale: string;
    /** The kinds this form may pick (the technician's completion leaves out the lines it adds itself). */
    kinds?: readonly PriceBookKind[];
    /** Codes already on the invoice: still priced once retired, so retiring an item never blocks a draft's edit. */
    retiredAllowed?: readonly string[];
  },
): Promise<InvoiceLineInput[]> {
  // A code that cannot be one (a NUL byte, which PostgreSQL refuses in text) is simply unknown: never queried.
  const codes = [...new Set(input.requested.map((line) => line.code))].filter((code) =>
    PRICE_BOOK_CODE_PATTERN.test(code),
  );
  const items =
    codes.length === 0 ? [] : await tx.select().from(priceBookItems).where(inArray(priceBookItems.code, codes));
  return input.requested.map((line) => {
    const item = items.find(
      (row) => row.code === line.code && (row.active || input.retiredAllowed?.includes(row.code)),
    );
    if (!item || (input.kinds && !input.kinds.includes(item.kind)))
      throw new AppError("BAD_INPUT", `No price book item ${line.code}`, { lines: "unknownPriceBookItem" });
    return {
      priceBookCode: item.code,
      description: input.locale === "es" ? item.nameEs : item.name,
      quantityThousandths: line.quantityThousandths,
      unitPriceCents: item.unitPriceCents,
      discountable: isDiscountableKind(item.kind),
    };
  });
}
