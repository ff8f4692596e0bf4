/** English messages: contactPage (/contact; form toasts word for word from spec document 2 §5, §8). */
export const contactPage = {
  metaTitle: "Contact Us | {company}",
  metaDescription:
    "Call {phone}, e-mail or send us a message: {company} answers within 2 hours and serves all of {region}.",
  eyebrow: "Contact",
  title: "We're here to help",
  welcome:
    "Whether your AC stopped cooling tonight or you're planning a new system, our team is ready. Call, e-mail or send us a message, and we'll get back to you within 2 hours.",
  callCta: "Call {phone}",
  servicesHeading: "How we can help",
  services: [
    "AC installation and replacement",
    "AC repair for all brands",
    "24/7 emergency service",
    "Preventive maintenance and tune-ups",
    "Heat pump systems",
    "Ductless mini-split systems",
    "Indoor air quality and duct cleaning",
    "Commercial air conditioning and refrigeration",
  ],
  hoursHeading: "Business hours",
  emergencyHeading: "Emergency line",
  emergencyBody: "For an emergency at any hour, call",
  reachHeading: "Reach us directly",
  phoneLabel: "Phone",
  emailLabel: "Email",
  areaLabel: "Service area",
  form: {
    heading: "Send us a message",
    intro: "We'll get back to you within 2 hours during business hours.",
    requiredNote: "Fields marked * are required.",
    name: "Name",
    email: "Email",
    phone: "Phone (optional)",
    message: "Message",
    submit: "Send Message",
    submitting: "Sending...",
    /** The confirmation left where the form was (its heading is the spec's success toast title). */
    sent: {
      heading: "Message Sent!",
      steps: [
        "Thank you for your message! We'll get back to you within 2 hours.",
        "We answer during business hours, by e-mail or by phone if you gave us a number.",
      ],
      another: "Send another message",
    },
  },
  newsletterHeading: "Stay in the loop",
  /** Each error key of ContactMessageSchema as a toast title and the line shown under the field. */
  validation: {
    nameRequired: { title: "Missing Information", description: "Please enter your name" },
    emailRequired: { title: "Missing Information", description: "Please enter your email address" },
    messageRequired: { title: "Missing Information", description: "Please enter your message" },
    emailInvalid: { title: "Invalid Email", description: "Please enter a valid email address" },
    phoneInvalid: {
      title: "Invalid Phone Number",
      description: "Please enter a valid phone number, like (305) 555-0123",
    },
    nameTooLong: { title: "Name Too Long", description: "Please use at most {max} characters" },
    emailTooLong: { title: "Email Too Long", description: "Please use at most {max} characters" },
    phoneTooLong: { title: "Phone Number Too Long", description: "Please use at most {max} characters" },
    messageTooLong: { title: "Message Too Long", description: "Please use at most {max} characters" },
    nameNotAllowed: { title: "Name Not Accepted", description: "Your name contains characters that are not allowed" },
    messageNotAllowed: {
      title: "Message Not Accepted",
      description: "Your message contains characters that are not allowed",
    },
  },
  toasts: {
    missing: "Missing Information",
    missingDescription: "Please fill in all required fields",
    sent: "Message Sent!",
    sentDescription: "Thank you for your message! We'll get back to you within 2 hours.",
    failed: "Submission Failed",
    failedDescription: "Error sending message. Please try again or call us directly at {phone}.",
    tooManyAttempts:
      "Too many messages from your connection. Please wait a few minutes, or call us directly at {phone}.",
    tooLarge: "Your message is longer than the form accepts. Please shorten it and try again.",
  },
} as const;
