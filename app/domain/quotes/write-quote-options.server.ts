import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { quoteOptionLines, quoteOptions } from "~/db/schema";
import { priceBookLines } from "~/domain/invoices/price-book-lines.server";
import { quoteLineTotalCents, quoteOptionTotalCents } from "./quote-amounts";
import type { QuoteDraftOption } from "./quote-schemas";

/**
 * Replaces a draft quote's options and lines, in the caller's transaction. A price book line is named (in the quote's
 * language) and priced from the price book here; every line total and option total is computed here, never posted.
 */
export async function writeQuoteOptions(
  tx: Executor,
  input: { quoteId: string; locale: string; options: readonly QuoteDraftOption[] },
): Promise<{ optionTotalsCents: number[] }> {
  await tx.delete(quoteOptions).where(eq(quoteOptions.quoteId, input.quoteId));
  const optionTotalsCents: number[] = [];
  for (const option of input.options) {
    const codes = option.lines.flatMap((line) =>
      line.code === null ? [] : [{ code: line.code, quantityThousandths: line.quantityThousandths }],
    );
    const priced = await priceBookLines(tx, { requested: codes, locale: input.locale });
    let next = 0;
    const lines = option.lines.map((line) =>
      line.code === null
        ? {
            priceBookCode: null,
            description: line.description,
            quantityThousandths: line.quantityThousandths,
            unitPriceCents: line.unitPriceCents,
          }
        : priced[next++]!,
    );
    const totalCents = quoteOptionTotalCents(lines);
    const [row] = await tx
      .insert(quoteOptions)
      .values({
        quoteId: input.quoteId,
        position: option.position,
        tier: option.tier,
        description: option.description,
        totalCents,
      })
      .returning({ id: quoteOptions.id });
    await tx.insert(quoteOptionLines).values(
      lines.map((line, index) => ({
        optionId: row!.id,
        position: index + 1,
        priceBookCode: line.priceBookCode,
        description: line.description,
        quantityThousandths: line.quantityThousandths,
        unitPriceCents: line.unitPriceCents,
        lineTotalCents: quoteLineTotalCents(line),
      })),
    );
    optionTotalsCents.push(totalCents);
  }
  return { optionTotalsCents };
}
