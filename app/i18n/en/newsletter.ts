/** English messages: newsletter (the footer and contact-page forms; toasts word for word from spec document 2 §8). */
export const newsletter = {
  form: {
    title: "Newsletter",
    description: "Seasonal maintenance reminders, energy-saving tips and special offers.",
    nameLabel: "Name (optional)",
    emailLabel: "Email",
    submit: "Subscribe Now",
    submitting: "Subscribing...",
  },
  /** Field messages; the schema's error codes are these keys. */
  validation: {
    emailRequired: "Please enter your email address.",
    emailInvalid: "Please enter a valid email address.",
    emailTooLong: "Please use at most 254 characters.",
    nameTooLong: "Please use at most 100 characters.",
    nameNotAllowed: "Your name contains characters that are not allowed.",
  },
  toasts: {
    emailRequired: "Email Required",
    emailRequiredFooter: "Please enter your email address.",
    emailRequiredContactPage: "Please enter your email address",
    subscribed: "Successfully Subscribed!",
    /** True for a new address (the welcome mail goes out) and a known one (nothing is sent again): ADR 036. */
    subscribedDescription:
      "You're on our newsletter list. Our next newsletter will come to this address; there is nothing to confirm.",
    failed: "Subscription Failed",
    failedFooter: "Please try again or contact us directly.",
    failedContactPage: "Error subscribing to newsletter. Please try again.",
    tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  },
  /** The page an unsubscribe link opens: it asks first (mail scanners open links), then takes the address off the list. */
  unsubscribe: {
    metaTitle: "Unsubscribe from the newsletter",
    title: "Unsubscribe from the newsletter",
    confirmBody:
      "The address {email} is on our newsletter list. Confirm below and we will stop sending it the newsletter and delete it from the list.",
    submit: "Unsubscribe",
    submitting: "Unsubscribing...",
    doneTitle: "You are unsubscribed",
    doneBody:
      "{email} is no longer on our newsletter list. We deleted it from the list and will not send it the newsletter again.",
    goneTitle: "Already unsubscribed",
    goneBody: "This address is no longer on our newsletter list. There is nothing more to do.",
    invalidTitle: "This unsubscribe link is not valid",
    invalidBody:
      "The link may have been cut short or changed. Use the link in the newsletter email exactly as it arrived, or write to us and we will take you off the list.",
    backHome: "Back to Home",
  },
} as const;
