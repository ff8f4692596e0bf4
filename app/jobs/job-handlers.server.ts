import { configuredCrmJobHandlers } from "~/domain/crm/crm-job-handlers.server";
import { makeDocumentAttachment } from "~/domain/invoices/pdf/mail-attachment-file.server";
import { SMS_SEND_JOB } from "~/domain/messaging/queue-text.server";
import { createSendTextHandler } from "~/domain/messaging/send-text-job.server";
import { BOOKING_EMAIL_JOB } from "~/domain/notifications/booking-email.server";
import { createBookingEmailHandler } from "~/domain/notifications/booking-email-job.server";
import { REVIEW_REMINDER_JOB } from "~/domain/reviews/follow-up-completed-visit.server";
import { createReviewReminderHandler } from "~/domain/reviews/send-review-reminder-job.server";
import { configuredMailTransport } from "~/integrations/email/configured-transport.server";
import { EMAIL_SEND_JOB } from "~/integrations/email/queue-email.server";
import { createSendEmailHandler } from "~/integrations/email/send-email-job.server";
import { createPlanVisitOfferHandler, PLAN_VISIT_OFFER_JOB } from "~/domain/plan-visits/plan-visit-offer-job.server";
import { createPlanVisitsDailyHandler, PLAN_VISITS_DAILY_JOB } from "~/domain/plan-visits/plan-visits-daily-job.server";
import {
  createPlanRenewalsDailyHandler,
  PLAN_RENEWALS_DAILY_JOB,
} from "~/domain/plan-visits/plan-renewals-daily-job.server";
import {
  createInvoiceOverdueDailyHandler,
  INVOICE_OVERDUE_DAILY_JOB,
} from "~/domain/invoices/invoice-overdue-daily-job.server";
import { createQuoteExpiryDailyHandler, QUOTE_EXPIRY_DAILY_JOB } from "~/domain/quotes/quote-expiry-daily-job.server";
import type { JobHandlers } from "./job-types";

/**
 * Every job type this version of the app can run. A type missing here is never claimed: its jobs wait in
 * `pending` and run once a release (or, for the CRM, a configured monday.com token and board) adds it.
 */
export const jobHandlers: JobHandlers = {
  // Attaches the invoice's, receipt's or signed quote's PDF a message names, made when it is sent (issue 38).
  [EMAIL_SEND_JOB]: createSendEmailHandler(configuredMailTransport, makeDocumentAttachment),
  // Makes a booking's mail and calendar file when it runs, then queues it for email.send (issue 34).
  [BOOKING_EMAIL_JOB]: createBookingEmailHandler(),
  // Sends one text through Twilio, or to the development outbox, after checking consent at send time (issue 36).
  [SMS_SEND_JOB]: createSendTextHandler(),
  // A review request's one reminder, if its link was not followed and nobody opted out (issue 36 item 5).
  [REVIEW_REMINDER_JOB]: createReviewReminderHandler(),
  // Once a day: opens the plan visits coming due, reminds once, hands unanswered ones to the office (issue 37).
  [PLAN_VISITS_DAILY_JOB]: createPlanVisitsDailyHandler(),
  // A plan that has just started: its first visit is offered at once rather than at the next daily run.
  [PLAN_VISIT_OFFER_JOB]: createPlanVisitOfferHandler(),
  // Once a day: monthly plans' renewal notices before each anniversary, Basic's next visit offered (issue 37 item 6).
  [PLAN_RENEWALS_DAILY_JOB]: createPlanRenewalsDailyHandler(),
  // Once a day: one reminder e-mail per invoice that is open past its due date (issue 38).
  [INVOICE_OVERDUE_DAILY_JOB]: createInvoiceOverdueDailyHandler(),
  // Once a day: sent quotes past their date become expired, kept (issue 38 item 4).
  [QUOTE_EXPIRY_DAILY_JOB]: createQuoteExpiryDailyHandler(),
  // crm.sync-lead, crm.sync-appointment, crm.sync-customers, crm.post-update: only with MONDAY_API_TOKEN and MONDAY_BOARD_ID.
  ...configuredCrmJobHandlers(),
};
