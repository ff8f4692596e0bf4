import { database } from "~/db/database.server";
import { AppError } from "~/domain/app-error";
import type { WindowPickerData } from "~/domain/scheduling/list-window-picker.server";
import { quoteVisitWindows } from "./book-quote-visit.server";
import { customerQuoteView, type CustomerQuoteView } from "./customer-quote-view.server";
import type { QuoteAccess } from "./quote-access.server";

export type QuotePage = {
  quote: CustomerQuoteView;
  /** The visit's windows once the quote is approved and not booked yet. */
  picker: WindowPickerData | null;
  /** Why no windows are offered: no zip code on the record, or one outside the service area. */
  pickerProblem: "zipMissing" | "outsideArea" | null;
};

/**
 * A quote's page for its customer, from the link or the portal (issue 38 item 4): the quote as they see it and, when
 * its deposit is paid and the visit not booked yet, the windows of its service type to choose a time from.
 */
export async function showQuotePage(input: {
  access: QuoteAccess;
  from?: string | null;
  now?: Date;
}): Promise<QuotePage> {
  const db = await database();
  const now = input.now ?? new Date();
  const quote = await customerQuoteView(db, { ...input.access, now });
  if (quote.next !== "book") return { quote, picker: null, pickerProblem: null };
  try {
    const picker = await quoteVisitWindows(db, {
      customerId: input.access.customerId,
      serviceType: quote.serviceType,
      from: input.from,
      now,
    });
    return { quote, picker, pickerProblem: picker ? null : "zipMissing" };
  } catch (error) {
    if (error instanceof AppError && error.code === "OUTSIDE_AREA")
      return { quote, picker: null, pickerProblem: "outsideArea" };
    throw error;
  }
}
