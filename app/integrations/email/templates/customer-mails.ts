import { format } from "~/i18n/catalog";
import { mailCopy } from "./mail-copy";
import { appointmentDateText, arrivalWindowText, hoursText } from "./mail-formats";
import { renderLayout, type MailBlock, type MailContext, type RenderedMail } from "./mail-layout";

/** The person's first name (or full name) for the greeting; null greets without a name. */
type Greeted = { name: string | null };

export type AccountLinkMailData = Greeted & { url: string; expiresInHours: number };
export type AdminSetupMailData = AccountLinkMailData & { adminUrl: string };
/** A technician's login given by staff (issue 34): the link chooses its first password, then they sign in. */
export type TechnicianInviteMailData = AccountLinkMailData & { signInUrl: string };
/** To an account's owner when someone signs up with the address again (no account is created: ADR 029). */
export type AccountExistsMailData = Greeted & { signInUrl: string; resetUrl: string };

export type AppointmentMailData = Greeted & {
  serviceType: string;
  appointmentDate: Date | string;
  durationMinutes: number;
  serviceAddress: string;
  phone?: string | null;
  notes?: string | null;
  /** Who does the visit and what they tell the customer, once staff scheduled it. */
  technicianName?: string | null;
  technicianNotes?: string | null;
  /** The portal's appointments page; left out when the site's public address is not configured. */
  portalUrl?: string | null;
  /** Booked into an arrival window (issue 34): its end; the date is then the window's start. */
  windowEnd?: Date | string | null;
  /** A visitor's link to this one booking (a scoped token, ADR 075), offered instead of the portal. */
  manageUrl?: string | null;
};
/** `rescheduled`: an appointment already confirmed got a new time or technician (issue 12). */
export type AppointmentConfirmedMailData = AppointmentMailData & { cancelNoticeHours: number; rescheduled?: boolean };
/** `unsubscribeUrl`: the subscription's own signed link (app/domain/newsletter/newsletter-unsubscribe-token.server.ts). */
export type NewsletterWelcomeMailData = Greeted & { unsubscribeUrl: string };

function greeting(data: Greeted, context: MailContext): string {
  const copy = mailCopy(context.locale).layout;
  const name = data.name?.trim();
  return name ? format(copy.greeting, { name }) : copy.greetingNoName;
}

function signature(context: MailContext): string {
  return format(mailCopy(context.locale).layout.signature, { company: context.company.name });
}

function accountLinkMail(
  copy: { subject: string; intro: string; action: string; outro: string },
  data: AccountLinkMailData & { adminUrl?: string; signInUrl?: string },
  context: MailContext,
): RenderedMail {
  const values = {
    company: context.company.name,
    expiry: hoursText(data.expiresInHours, context.locale),
    adminUrl: data.adminUrl ?? "",
    signInUrl: data.signInUrl ?? "",
  };
  return renderLayout(
    {
      subject: format(copy.subject, values),
      greeting: greeting(data, context),
      blocks: [
        { kind: "paragraph", text: format(copy.intro, values) },
        { kind: "action", label: copy.action, url: data.url },
        { kind: "paragraph", text: format(copy.outro, values) },
      ],
      closing: signature(context),
    },
    context,
  );
}

export function renderVerifyEmailMail(data: AccountLinkMailData, context: MailContext): RenderedMail {
  return accountLinkMail(mailCopy(context.locale).verifyEmail, data, context);
}

/** To the new address of an e-mail change asked for on the profile: following it changes the login's address. */
export function renderEmailChangeMail(data: AccountLinkMailData, context: MailContext): RenderedMail {
  return accountLinkMail(mailCopy(context.locale).emailChange, data, context);
}

export function renderResetPasswordMail(data: AccountLinkMailData, context: MailContext): RenderedMail {
  return accountLinkMail(mailCopy(context.locale).resetPassword, data, context);
}

export function renderAccountExistsMail(data: AccountExistsMailData, context: MailContext): RenderedMail {
  const copy = mailCopy(context.locale).accountExists;
  const values = { company: context.company.name };
  return renderLayout(
    {
      subject: format(copy.subject, values),
      greeting: greeting(data, context),
      blocks: [
        { kind: "paragraph", text: format(copy.intro, values) },
        { kind: "action", label: copy.action, url: data.signInUrl },
        { kind: "paragraph", text: copy.resetIntro },
        { kind: "action", label: copy.resetAction, url: data.resetUrl },
        { kind: "paragraph", text: copy.outro },
      ],
      closing: signature(context),
    },
    context,
  );
}

export function renderAdminSetupMail(data: AdminSetupMailData, context: MailContext): RenderedMail {
  return accountLinkMail(mailCopy(context.locale).adminSetup, data, context);
}

export function renderTechnicianInviteMail(data: TechnicianInviteMailData, context: MailContext): RenderedMail {
  return accountLinkMail(mailCopy(context.locale).technicianInvite, data, context);
}

/** The visit's arrival window when it was booked into one, else its date and time. */
function visitTimeText(data: AppointmentMailData, context: MailContext): string {
  return data.windowEnd
    ? arrivalWindowText(data.appointmentDate, data.windowEnd, context.locale)
    : appointmentDateText(data.appointmentDate, context.locale);
}

function appointmentDetails(data: AppointmentMailData, context: MailContext): MailBlock {
  const labels = mailCopy(context.locale).labels;
  return {
    kind: "details",
    rows: [
      { label: labels.service, value: data.serviceType },
      data.windowEnd
        ? { label: labels.arrivalWindow, value: visitTimeText(data, context) }
        : { label: labels.date, value: visitTimeText(data, context) },
      { label: labels.duration, value: format(labels.durationMinutes, { minutes: data.durationMinutes }) },
      { label: labels.serviceAddress, value: data.serviceAddress },
      { label: labels.phone, value: data.phone },
      { label: labels.notes, value: data.notes },
      { label: labels.technician, value: data.technicianName },
      { label: labels.technicianNotes, value: data.technicianNotes },
    ],
  };
}

function appointmentMail(
  copy: { subject: string; intro: string; outro: string; action: string },
  data: AppointmentMailData,
  context: MailContext,
  extra: Record<string, string> = {},
): RenderedMail {
  const { company } = context;
  const values = {
    company: company.name,
    phone: company.mainPhone,
    emergencyPhone: company.emergencyPhone,
    service: data.serviceType,
    date: visitTimeText(data, context),
    ...extra,
  };
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: format(copy.intro, values) },
    appointmentDetails(data, context),
    { kind: "paragraph", text: format(copy.outro, values) },
  ];
  if (data.manageUrl)
    blocks.push({ kind: "action", label: mailCopy(context.locale).manageBooking, url: data.manageUrl });
  else if (data.portalUrl) blocks.push({ kind: "action", label: copy.action, url: data.portalUrl });
  return renderLayout(
    { subject: format(copy.subject, values), greeting: greeting(data, context), blocks, closing: signature(context) },
    context,
  );
}

export function renderAppointmentRequestedMail(data: AppointmentMailData, context: MailContext): RenderedMail {
  return appointmentMail(mailCopy(context.locale).appointmentRequested, data, context);
}

export function renderAppointmentConfirmedMail(data: AppointmentConfirmedMailData, context: MailContext): RenderedMail {
  const copy = mailCopy(context.locale);
  return appointmentMail(data.rescheduled ? copy.appointmentRescheduled : copy.appointmentConfirmed, data, context, {
    notice: hoursText(data.cancelNoticeHours, context.locale),
  });
}

export function renderAppointmentCancelledMail(data: AppointmentMailData, context: MailContext): RenderedMail {
  return appointmentMail(mailCopy(context.locale).appointmentCancelled, data, context);
}

/** Staff marked the visit completed (DECISIONS.md §4: the customer sees the change and gets an e-mail). */
export function renderAppointmentCompletedMail(data: AppointmentMailData, context: MailContext): RenderedMail {
  return appointmentMail(mailCopy(context.locale).appointmentCompleted, data, context);
}

/** The technician set off for the visit (issue 35): the customer is told, in their language, who is coming. */
export function renderAppointmentOnMyWayMail(data: AppointmentMailData, context: MailContext): RenderedMail {
  return appointmentMail(mailCopy(context.locale).appointmentOnMyWay, data, context, {
    technician: data.technicianName || mailCopy(context.locale).labels.technician,
  });
}

export function renderNewsletterWelcomeMail(data: NewsletterWelcomeMailData, context: MailContext): RenderedMail {
  const copy = mailCopy(context.locale).newsletterWelcome;
  const values = { company: context.company.name };
  const rendered = renderLayout(
    {
      subject: format(copy.subject, values),
      greeting: greeting(data, context),
      blocks: [
        { kind: "paragraph", text: format(copy.intro, values) },
        { kind: "paragraph", text: format(copy.outro, values) },
        { kind: "action", label: copy.unsubscribe, url: data.unsubscribeUrl },
      ],
      closing: signature(context),
    },
    context,
  );
  // RFC 2369 and RFC 8058: mail programs show their own unsubscribe button, which POSTs to the link without a visit.
  return {
    ...rendered,
    headers: { "List-Unsubscribe": `<${data.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
