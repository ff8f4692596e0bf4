import { portalAppointments } from "./portal-appointments";

/**
 * English messages: the private "tell the owner" page a review request links to (/feedback/<token>, issue 36 item 5).
 * Not a namespace of the shell: only its route module imports them, as the booking pages do theirs.
 */
export const ownerFeedback = {
  serviceTypes: portalAppointments.serviceTypes as Record<string, string>,
  metaTitle: "Tell the owner | {company}",
  title: "Tell the owner",
  intro:
    "Hello {name}. What you write here goes privately to the owner of {company}, about your {service} visit of {date}. It is not published anywhere.",
  messageLabel: "Your message",
  messageHint: "Up to {max} characters.",
  submit: "Send to the owner",
  sending: "Sending…",
  sentTitle: "Thank you",
  sent: "The owner has your message. If you asked something, we will get back to you.",
  writeAnother: "Write another message",
  validation: {
    messageRequired: "Please write your message.",
    messageTooLong: "Please keep your message under {max} characters.",
    messageNotAllowed: "Your message contains characters that cannot be sent.",
  },
  invalidTitle: "This link no longer works",
  invalidBody: "It may have expired. You can reach us at {phone}.",
};

export type OwnerFeedbackMessages = typeof ownerFeedback;
