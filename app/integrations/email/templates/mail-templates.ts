import {
  renderAppointmentCancelledByCustomerMail,
  renderAppointmentChangedByCustomerMail,
  renderAppointmentRequestMail,
  renderContactMessageMail,
  renderNewLeadMail,
} from "./company-mails";
import {
  renderAccountExistsMail,
  renderAdminSetupMail,
  renderAppointmentCancelledMail,
  renderAppointmentCompletedMail,
  renderAppointmentConfirmedMail,
  renderAppointmentOnMyWayMail,
  renderAppointmentRequestedMail,
  renderEmailChangeMail,
  renderNewsletterWelcomeMail,
  renderResetPasswordMail,
  renderTechnicianInviteMail,
  renderVerifyEmailMail,
} from "./customer-mails";
import { renderInvoiceReceiptMail, renderInvoiceSentMail } from "./invoice-mails";
import { renderInvoiceOverdueMail } from "./invoice-overdue-mail";
import type { MailContext, RenderedMail } from "./mail-layout";
import { renderBasicNextVisitMail, renderPlanRenewalNoticeMail } from "./plan-renewal-mails";
import { renderPlanVisitOfferMail } from "./plan-visit-mails";
import { renderQuoteSentMail, renderQuoteSignedMail } from "./quote-mails";
import { renderOwnerFeedbackMail, renderReviewRequestMail } from "./review-mails";

/**
 * Every message the app sends, by name. The name is also the message's `kind` in the queue and the mailbox
 * ("verify-email", "reset-password"…), so a message can be traced from the System page back to its template.
 */
export const MAIL_TEMPLATES = {
  "verify-email": renderVerifyEmailMail,
  "reset-password": renderResetPasswordMail,
  "email-change": renderEmailChangeMail,
  "admin-setup": renderAdminSetupMail,
  "technician-invite": renderTechnicianInviteMail,
  "account-exists": renderAccountExistsMail,
  "appointment-requested": renderAppointmentRequestedMail,
  "appointment-confirmed": renderAppointmentConfirmedMail,
  "appointment-cancelled": renderAppointmentCancelledMail,
  "appointment-completed": renderAppointmentCompletedMail,
  "appointment-on-my-way": renderAppointmentOnMyWayMail,
  "newsletter-welcome": renderNewsletterWelcomeMail,
  "review-request": renderReviewRequestMail,
  "plan-visit-offer": renderPlanVisitOfferMail,
  "invoice-sent": renderInvoiceSentMail,
  "invoice-overdue": renderInvoiceOverdueMail,
  "invoice-receipt": renderInvoiceReceiptMail,
  "quote-sent": renderQuoteSentMail,
  "quote-signed": renderQuoteSignedMail,
  "plan-renewal-notice": renderPlanRenewalNoticeMail,
  "basic-next-visit": renderBasicNextVisitMail,
  "lead-notification": renderNewLeadMail,
  "contact-notification": renderContactMessageMail,
  "owner-feedback-notification": renderOwnerFeedbackMail,
  "appointment-request-notification": renderAppointmentRequestMail,
  "appointment-changed-notification": renderAppointmentChangedByCustomerMail,
  "appointment-customer-cancelled-notification": renderAppointmentCancelledByCustomerMail,
} as const;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailTemplateData<N extends MailTemplateName> = Parameters<(typeof MAIL_TEMPLATES)[N]>[0];

/** Subject, plain-text part and HTML part of one message, in the context's language. */
export function renderMail<N extends MailTemplateName>(
  name: N,
  data: MailTemplateData<N>,
  context: MailContext,
): RenderedMail {
  const render = MAIL_TEMPLATES[name] as (data: MailTemplateData<N>, context: MailContext) => RenderedMail;
  return render(data, context);
}

export type { CompanyFacts, MailContext, RenderedMail } from "./mail-layout";
