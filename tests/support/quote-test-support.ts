import type { Database } from "~/db/client.server";
import { createQuote } from "~/domain/quotes/save-quote-draft.server";
import { sendQuote } from "~/domain/quotes/send-quote.server";
import { customerQuoteView } from "~/domain/quotes/customer-quote-view.server";
import { INVOICE_STAFF } from "./invoice-test-support";

/** A signature as the pad draws one: whole-pixel moves and lines inside it. */
export const DRAWN_SIGNATURE = "M10 40 L12 42 L15 44 L20 45 L26 44 M30 40 L31 50";

/**
 * A quote's draft form: each option a description and its custom lines, given as [description, quantity, dollars].
 */
export function quoteForm(
  options: { description: string; lines: [string, string, string][] }[],
  extra: Record<string, string> = {},
): Record<string, string> {
  const form: Record<string, string> = { title: "New 3-ton AC system", serviceType: "Installation", ...extra };
  options.forEach((option, index) => {
    form[`o${index + 1}_description`] = option.description;
    option.lines.forEach(([description, quantity, unitPrice], line) => {
      form[`o${index + 1}_l${line + 1}_description`] = description;
      form[`o${index + 1}_l${line + 1}_quantity`] = quantity;
      form[`o${index + 1}_l${line + 1}_unitPrice`] = unitPrice;
    });
  });
  return form;
}

/** Three options of odd cent totals: $4,000.01, $5,000.02 and $6,000.03. */
export const THREE_OPTIONS = [
  { description: "Same-size system, standard efficiency", lines: [["Condenser and air handler", "1", "4000.01"]] },
  {
    description: "Higher efficiency, new thermostat",
    lines: [
      ["16 SEER2 system", "1", "4900.02"],
      ["Thermostat", "1", "100"],
    ],
  },
  { description: "Variable speed, 10-year labour", lines: [["Variable-speed system", "1", "6000.03"]] },
] satisfies { description: string; lines: [string, string, string][] }[];

/** A quote made and sent by staff for the customer; with its view as the customer first sees it. */
export async function sentQuote(
  db: Database,
  customerId: string,
  options = THREE_OPTIONS,
  now = new Date("2026-03-03T15:00:00Z"),
) {
  const { quoteId } = await createQuote({ actor: INVOICE_STAFF, customerId, form: quoteForm(options) });
  const sent = await sendQuote({ actor: INVOICE_STAFF, quoteId, now });
  const view = await customerQuoteView(db, { customerId, quoteId, now });
  return { quoteId, number: sent.number, view };
}
