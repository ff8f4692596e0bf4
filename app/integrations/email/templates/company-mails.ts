import type { LEAD_SOURCES } from "~/db/schema";
import { format } from "~/i18n/catalog";
import { mailCopy } from "./mail-copy";
import { appointmentDateText, receivedAtText } from "./mail-formats";
import { renderLayout, type MailContext, type RenderedMail } from "./mail-layout";

/** Staff notifications to the company e-mail (DECISIONS.md §4). Every value here was typed by a visitor. */

export type NewLeadMailData = {
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  zipCode: string | null;
  notes: string | null;
  source: (typeof LEAD_SOURCES)[number];
  receivedAt: Date | string;
};

export type ContactMessageMailData = {
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  receivedAt: Date | string;
};

export type AppointmentRequestMailData = {
  customerName: string;
  customerNumber: string | null;
  email: string | null;
  phone: string | null;
  serviceType: string;
  appointmentDate: Date | string;
  durationMinutes: number;
  serviceAddress: string;
  notes: string | null;
  receivedAt: Date | string;
};

export function renderNewLeadMail(data: NewLeadMailData, context: MailContext): RenderedMail {
  const copy = mailCopy(context.locale);
  const { labels } = copy;
  const source = copy.leadSources[data.source];
  return renderLayout(
    {
      subject: format(copy.newLead.subject, { name: data.name }),
      greeting: null,
      blocks: [
        { kind: "paragraph", text: format(copy.newLead.intro, { source }) },
        {
          kind: "details",
          rows: [
            { label: labels.name, value: data.name },
            { label: labels.email, value: data.email },
            { label: labels.phone, value: data.phone },
            { label: labels.address, value: data.address },
            { label: labels.zipCode, value: data.zipCode },
            { label: labels.source, value: source },
            { label: labels.received, value: receivedAtText(data.receivedAt, context.locale) },
          ],
        },
        ...(data.notes?.trim() ? [{ kind: "quote" as const, label: labels.notes, text: data.notes }] : []),
        { kind: "paragraph", text: copy.newLead.outro },
      ],
      closing: null,
    },
    context,
  );
}

export function renderContactMessageMail(data: ContactMessageMailData, context: MailContext): RenderedMail {
  const copy = mailCopy(context.locale);
  const { labels } = copy;
  return renderLayout(
    {
      subject: format(copy.contactMessage.subject, { name: data.name }),
      greeting: null,
      blocks: [
        { kind: "paragraph", text: copy.contactMessage.intro },
        {
          kind: "details",
          rows: [
            { label: labels.name, value: data.name },
            { label: labels.email, value: data.email },
            { label: labels.phone, value: data.phone },
            { label: labels.received, value: receivedAtText(data.receivedAt, context.locale) },
          ],
        },
        { kind: "quote", label: labels.message, text: data.message },
        { kind: "paragraph", text: copy.contactMessage.outro },
      ],
      closing: null,
    },
    context,
  );
}

export function renderAppointmentRequestMail(data: AppointmentRequestMailData, context: MailContext): RenderedMail {
  const copy = mailCopy(context.locale);
  const { labels } = copy;
  return renderLayout(
    {
      subject: format(copy.appointmentRequest.subject, { service: data.serviceType, name: data.customerName }),
      greeting: null,
      blocks: [
        { kind: "paragraph", text: copy.appointmentRequest.intro },
        {
          kind: "details",
          rows: [
            { label: labels.name, value: data.customerName },
            { label: labels.customerNumber, value: data.customerNumber },
            { label: labels.email, value: data.email },
            { label: labels.phone, value: data.phone },
            { label: labels.service, value: data.serviceType },
            { label: labels.date, value: appointmentDateText(data.appointmentDate, context.locale) },
            { label: labels.duration, value: format(labels.durationMinutes, { minutes: data.durationMinutes }) },
            { label: labels.serviceAddress, value: data.serviceAddress },
            { label: labels.received, value: receivedAtText(data.receivedAt, context.locale) },
          ],
        },
        ...(data.notes?.trim() ? [{ kind: "quote" as const, label: labels.notes, text: data.notes }] : []),
        { kind: "paragraph", text: copy.appointmentRequest.outro },
      ],
      closing: null,
    },
    context,
  );
}

/**
 * A customer's own change in the portal: new details, and what became of a confirmation: withdrawn (a new date or
 * duration: back to scheduled), kept (only the address, phone or notes changed), or none (it was not confirmed).
 */
export type AppointmentChangedByCustomerMailData = AppointmentRequestMailData & {
  confirmation: "withdrawn" | "kept" | null;
};

/** A customer's own cancellation in the portal (worded as the customer's act, not a company cancellation). */
export type AppointmentCancelledByCustomerMailData = AppointmentRequestMailData;

function customerAppointmentRows(data: AppointmentRequestMailData, context: MailContext) {
  const { labels } = mailCopy(context.locale);
  return [
    { label: labels.name, value: data.customerName },
    { label: labels.customerNumber, value: data.customerNumber },
    { label: labels.email, value: data.email },
    { label: labels.phone, value: data.phone },
    { label: labels.service, value: data.serviceType },
    { label: labels.date, value: appointmentDateText(data.appointmentDate, context.locale) },
    { label: labels.duration, value: format(labels.durationMinutes, { minutes: data.durationMinutes }) },
    { label: labels.serviceAddress, value: data.serviceAddress },
    { label: labels.received, value: receivedAtText(data.receivedAt, context.locale) },
  ];
}

export function renderAppointmentChangedByCustomerMail(
  data: AppointmentChangedByCustomerMailData,
  context: MailContext,
): RenderedMail {
  const copy = mailCopy(context.locale);
  const words = copy.appointmentChangedByCustomer;
  return renderLayout(
    {
      subject: format(words.subject, { service: data.serviceType, name: data.customerName }),
      greeting: null,
      blocks: [
        { kind: "paragraph", text: words.intro },
        { kind: "details", rows: customerAppointmentRows(data, context) },
        ...(data.notes?.trim() ? [{ kind: "quote" as const, label: copy.labels.notes, text: data.notes }] : []),
        ...(data.confirmation === "withdrawn"
          ? [{ kind: "paragraph" as const, text: words.confirmationWithdrawn }]
          : data.confirmation === "kept"
            ? [{ kind: "paragraph" as const, text: words.confirmationKept }]
            : []),
        { kind: "paragraph", text: words.outro },
      ],
      closing: null,
    },
    context,
  );
}

export function renderAppointmentCancelledByCustomerMail(
  data: AppointmentCancelledByCustomerMailData,
  context: MailContext,
): RenderedMail {
  const copy = mailCopy(context.locale);
  const words = copy.appointmentCancelledByCustomer;
  return renderLayout(
    {
      subject: format(words.subject, { service: data.serviceType, name: data.customerName }),
      greeting: null,
      blocks: [
        { kind: "paragraph", text: words.intro },
        { kind: "details", rows: customerAppointmentRows(data, context) },
        { kind: "paragraph", text: words.outro },
      ],
      closing: null,
    },
    context,
  );
}
