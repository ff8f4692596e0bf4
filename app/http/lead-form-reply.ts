import type { FlashToast } from "./flash-toast.server";

/** The two public lead forms: the home page's estimate request and the contact page's message. */
export type LeadFormKind = "estimate" | "contact";

/** What a lead form's post came to; every outcome has one toast. */
export type LeadFormOutcome = "sent" | "invalid" | "failed" | "rate_limited" | "too_large";

/** What the estimate and contact actions answer a page (fetcher data, or the action data of a plain post). */
export type LeadFormReply = {
  status: LeadFormOutcome;
  toast: FlashToast;
  /** Field → the words shown under it, in the page's language. */
  fieldErrors?: Record<string, string>;
  /** What was typed, so a plain post that failed shows the form filled in again. */
  values?: Record<string, string>;
};
