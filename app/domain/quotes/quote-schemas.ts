import { z } from "zod";
import {
  QUOTE_DECLINE_REASON_MAX_LENGTH,
  QUOTE_LINE_DESCRIPTION_MAX_LENGTH,
  QUOTE_LINE_MAX_CENTS,
  QUOTE_OPTION_DESCRIPTION_MAX_LENGTH,
  QUOTE_OPTION_LINES_MAX,
  QUOTE_TIERS,
  QUOTE_TITLE_MAX_LENGTH,
  type QuoteTier,
} from "~/config/quote-rules";
import { APPOINTMENT_SERVICE_TYPES } from "~/config/service-types";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { dollarsToCents, QuantityThousandthsSchema } from "~/domain/invoices/invoice-schemas";
import { FULL_NAME_MAX_LENGTH, multiLineText, singleLineText } from "~/domain/text-fields/text-field-schemas";
import { signaturePathProblem } from "./signature-path";

/**
 * The quote forms (issue 38 item 4), the same on both sides. Messages are keys each side words in the page's language
 * (admin.quotes.errors, the quote page's errors). Staff post the draft as flat fields, one row per line:
 * `o2_l3_code` is option 2's third line's price book code; a row with nothing typed is left out.
 */
export type QuoteValidationKey =
  | "titleRequired"
  | "titleTooLong"
  | "textInvalid"
  | "serviceTypeInvalid"
  | "localeInvalid"
  | "expiresInvalid"
  | "optionRequired"
  | "optionDescriptionRequired"
  | "optionDescriptionTooLong"
  | "optionLinesRequired"
  | "lineDescriptionRequired"
  | "lineDescriptionTooLong"
  | "quantityInvalid"
  | "priceInvalid"
  | "optionInvalid"
  | "nameRequired"
  | "nameTooLong"
  | "signatureRequired"
  | "signatureInvalid"
  | "reasonTooLong"
  | "documentChanged";

export const QUOTE_LINE_FIELDS = ["code", "description", "quantity", "unitPrice"] as const;
export type QuoteLineField = (typeof QUOTE_LINE_FIELDS)[number];

export function optionField(option: number, field: "description"): string {
  return `o${option}_${field}`;
}
export function lineField(option: number, line: number, field: QuoteLineField): string {
  return `o${option}_l${line}_${field}`;
}

const OPTION_NUMBERS = QUOTE_TIERS.map((_, index) => index + 1);
const LINE_NUMBERS = Array.from({ length: QUOTE_OPTION_LINES_MAX }, (_, index) => index + 1);

/** A line as staff post it: a price book code (named and priced on the server) or a custom description and price. */
export type QuoteDraftLine =
  | { code: string; quantityThousandths: number }
  | { code: null; description: string; quantityThousandths: number; unitPriceCents: number };
export type QuoteDraftOption = { position: number; tier: QuoteTier; description: string; lines: QuoteDraftLine[] };
export type QuoteDraft = {
  title: string;
  serviceType: string;
  /** The language the customer is written to in (the link, the e-mails, the PDF); absent: the customer's own. */
  locale: "en" | "es" | null;
  /** A business date "YYYY-MM-DD", or null for the default validity. */
  expiresOn: string | null;
  options: QuoteDraftOption[];
};

const title = singleLineText({
  max: QUOTE_TITLE_MAX_LENGTH,
  messages: { required: "titleRequired", tooLong: "titleTooLong", notAllowed: "textInvalid" },
});
const optionDescription = multiLineText({
  max: QUOTE_OPTION_DESCRIPTION_MAX_LENGTH,
  messages: { tooLong: "optionDescriptionTooLong", notAllowed: "textInvalid" },
});
const lineDescription = singleLineText({
  max: QUOTE_LINE_DESCRIPTION_MAX_LENGTH,
  messages: { tooLong: "lineDescriptionTooLong", notAllowed: "textInvalid" },
});
const optionalText = (schema: z.ZodString) => z.string().optional().default("").pipe(schema);

const lineShape = Object.fromEntries(
  OPTION_NUMBERS.flatMap((option) =>
    LINE_NUMBERS.flatMap((line) => [
      [lineField(option, line, "code"), z.string().optional().default("").pipe(z.string().trim().max(60))],
      [lineField(option, line, "description"), optionalText(lineDescription)],
      [lineField(option, line, "quantity"), z.string().optional().default("")],
      [lineField(option, line, "unitPrice"), z.string().optional().default("")],
    ]),
  ),
);
const optionShape = Object.fromEntries(
  OPTION_NUMBERS.map((option) => [optionField(option, "description"), optionalText(optionDescription)]),
);

const DraftShape = z.looseObject({
  title,
  serviceType: z.enum(APPOINTMENT_SERVICE_TYPES, { error: "serviceTypeInvalid" }),
  locale: z.enum(["", "en", "es"], { error: "localeInvalid" }).optional().default(""),
  expiresOn: z
    .string()
    .optional()
    .default("")
    .pipe(
      z
        .string()
        .trim()
        .regex(/^(\d{4}-\d{2}-\d{2})?$/, "expiresInvalid"),
    ),
  ...optionShape,
  ...lineShape,
});

type Posted = Record<string, string>;

/** The lines typed into one option, each checked; problems are added to `context` under the row's field names. */
function postedLines(form: Posted, option: number, context: z.RefinementCtx): QuoteDraftLine[] {
  const lines: QuoteDraftLine[] = [];
  for (const line of LINE_NUMBERS) {
    const value = (field: QuoteLineField) => form[lineField(option, line, field)] ?? "";
    const [code, description, quantity, unitPrice] = QUOTE_LINE_FIELDS.map((field) => value(field).trim());
    if (!code && !description && !unitPrice) continue;
    const parsedQuantity = QuantityThousandthsSchema.safeParse(quantity);
    if (!parsedQuantity.success)
      context.addIssue({ code: "custom", message: "quantityInvalid", path: [lineField(option, line, "quantity")] });
    const quantityThousandths = parsedQuantity.success ? parsedQuantity.data : 1000;
    if (code) {
      lines.push({ code, quantityThousandths });
      continue;
    }
    if (!description)
      context.addIssue({
        code: "custom",
        message: "lineDescriptionRequired",
        path: [lineField(option, line, "description")],
      });
    const cents = dollarsToCents(unitPrice ?? "");
    if (cents === undefined || cents > QUOTE_LINE_MAX_CENTS)
      context.addIssue({ code: "custom", message: "priceInvalid", path: [lineField(option, line, "unitPrice")] });
    lines.push({ code: null, description: description ?? "", quantityThousandths, unitPriceCents: cents ?? 0 });
  }
  return lines;
}

/** The draft as staff post it: a title, the visit's service type, an optional expiry date and one to three options. */
export const QuoteDraftSchema = DraftShape.transform((form, context): QuoteDraft => {
  const posted = form as unknown as Posted;
  const options: QuoteDraftOption[] = [];
  for (const option of OPTION_NUMBERS) {
    const description = posted[optionField(option, "description")] ?? "";
    const lines = postedLines(posted, option, context);
    if (!description && lines.length === 0) continue;
    if (!description)
      context.addIssue({
        code: "custom",
        message: "optionDescriptionRequired",
        path: [optionField(option, "description")],
      });
    if (lines.length === 0)
      context.addIssue({ code: "custom", message: "optionLinesRequired", path: [lineField(option, 1, "description")] });
    options.push({ position: options.length + 1, tier: QUOTE_TIERS[options.length]!, description, lines });
  }
  if (options.length === 0)
    context.addIssue({ code: "custom", message: "optionRequired", path: [optionField(1, "description")] });
  const locale = posted.locale === "en" || posted.locale === "es" ? posted.locale : null;
  return {
    title: posted.title!,
    serviceType: posted.serviceType!,
    locale,
    expiresOn: posted.expiresOn || null,
    options,
  };
});
export type QuoteDraftInput = z.input<typeof QuoteDraftSchema>;

/** What the customer posts to sign: the option, the typed name, the drawn signature and the hash of what was shown. */
export const SignQuoteSchema = z.object({
  optionId: z.uuid({ error: "optionInvalid" }),
  signedName: singleLineText({
    max: FULL_NAME_MAX_LENGTH,
    messages: { required: "nameRequired", tooLong: "nameTooLong", notAllowed: "textInvalid" },
  }),
  signature: z
    .string({ error: "signatureRequired" })
    .trim()
    .min(1, "signatureRequired")
    .superRefine((value, context) => {
      const problem = signaturePathProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  documentHash: z.string({ error: "documentChanged" }).regex(/^[0-9a-f]{64}$/, "documentChanged"),
});
export type SignQuote = z.infer<typeof SignQuoteSchema>;

/** Declining takes an optional reason, kept with the quote. */
export const DeclineQuoteSchema = z.object({
  reason: z
    .string()
    .optional()
    .default("")
    .pipe(
      multiLineText({
        max: QUOTE_DECLINE_REASON_MAX_LENGTH,
        messages: { tooLong: "reasonTooLong", notAllowed: "textInvalid" },
      }),
    ),
});

/** A failed parse's keys by field name, as the forms show them. */
export function quoteFieldErrors(error: z.ZodError, fallbackField: string): Record<string, QuoteValidationKey> {
  return firstIssuePerField(error, fallbackField) as Record<string, QuoteValidationKey>;
}
