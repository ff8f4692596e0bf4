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
    subscribedDescription: "This email is on our newsletter list. If it's new to the list, a welcome email is on its way; there is nothing to confirm.",
    failed: "Subscription Failed",
    failedFooter: "Please try again or contact us directly.",
    failedContactPage: "Error subscribing to newsletter. Please try again.",
    tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  },
} as const;
