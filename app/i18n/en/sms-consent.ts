/**
 * English messages: the SMS consent box (issue 36 item 2) on the booking forms, sign-up and the profile. The
 * disclosure is what a carrier's 10DLC registration asks beside the box: which messages, from whom, how often, that
 * rates may apply, STOP and HELP, and links to the terms and privacy pages. Its exact words, as shown, are stored
 * with each consent (app/domain/messaging/sms-consent-disclosure.ts joins them).
 */
export const smsConsent = {
  label: "Text me about my visits (optional)",
  disclosure: {
    what: "By ticking this box you agree to receive automated text messages from {company} at the phone number on this form: appointment confirmations, reminders, “on my way” alerts and review requests.",
    frequency: "Message frequency varies, about 1–5 messages per visit.",
    rates: "Msg & data rates may apply.",
    stop: "Reply STOP to opt out, HELP for help.",
    notRequired: "Consent is not a condition of purchase.",
    links: "See our {terms} and {privacy}.",
    terms: "Terms of Service",
    privacy: "Privacy Policy",
  },
  phoneField: "Mobile phone (for texts)",
  phoneHint: "Only needed if you tick the box below.",
  /** The field error when the box is ticked without a US mobile number; nothing is saved. */
  phoneInvalid: "To receive texts, enter a US mobile number with its area code (10 digits), or untick the box.",
  profileOn: "You receive texts about your visits at {phone}. Untick the box and save to stop them.",
  profileOff: "You don't receive texts from us.",
};
