import { z } from "zod";
import { INVOICE_LINE_MAX_CENTS, PRICE_BOOK_CODE_PATTERN, PRICE_BOOK_KINDS } from "~/config/invoice-rules";
import { dollarsToCents } from "~/domain/invoices/invoice-schemas";
import { singleLineText } from "~/domain/text-fields/text-field-schemas";

/** The longest item name, in either language. */
export const PRICE_BOOK_NAME_MAX_LENGTH = 100;

/** The message keys the price book's fields report; each side words them (admin.priceBook.errors). */
export type PriceBookValidationKey =
  | "codeInvalid"
  | "codeTaken"
  | "nameRequired"
  | "nameTooLong"
  | "nameInvalid"
  | "kindInvalid"
  | "priceInvalid"
  | "systemItemLocked";

const name = singleLineText({
  max: PRICE_BOOK_NAME_MAX_LENGTH,
  messages: { required: "nameRequired", tooLong: "nameTooLong", notAllowed: "nameInvalid" },
});

/** A price in dollars as staff type it ("89", "1,234.50", "$25") into integer cents, $0 to one line's maximum. */
const priceCents = z.union([z.string(), z.number()], { error: "priceInvalid" }).transform((value, context) => {
  const cents = dollarsToCents(String(value));
  if (cents === undefined || cents > INVOICE_LINE_MAX_CENTS) {
    context.addIssue({ code: "custom", message: "priceInvalid" });
    return z.NEVER;
  }
  return cents;
});

/** What staff edit on an item: its names in both languages, its kind and its unit price (dollars in, cents out). */
export const PriceBookItemEditSchema = z.object({
  name,
  nameEs: name,
  kind: z.enum(PRICE_BOOK_KINDS, { error: "kindInvalid" }),
  unitPrice: priceCents,
});
export type PriceBookItemEdit = z.infer<typeof PriceBookItemEditSchema>;

/**
 * A new item: the edit's fields and its code, which invoice lines keep referring to, so it is chosen once and never
 * changes: lower-case letters, digits and underscores, starting with a letter ("part_txv", "labour_hour").
 */
export const PriceBookItemNewSchema = PriceBookItemEditSchema.extend({
  code: z.string({ error: "codeInvalid" }).trim().toLowerCase().regex(PRICE_BOOK_CODE_PATTERN, "codeInvalid"),
});
export type PriceBookItemNew = z.infer<typeof PriceBookItemNewSchema>;
