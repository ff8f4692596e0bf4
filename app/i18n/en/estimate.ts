/** English messages: estimate (the home page's free-estimate form; texts and toasts word for word from spec document 1 §2, §5, §8). */
export const estimate = {
  eyebrow: "Free Estimate",
  heading: "Request Your Free Estimate",
  intro:
    "Tell us where you are and what you need. We'll contact you within 24 hours to schedule your free, no-obligation estimate.",
  formHeading: "Your details",
  requiredNote: "Fields marked * are required.",
  fields: {
    name: "Name",
    address: "Address",
    zipCode: "Zip Code",
    phone: "Phone",
    email: "Email",
    emailHint: "Optional: so we can also reply by e-mail.",
    note: "Note",
    noteHint: "Optional: the problem, the type of system, the best time to reach you.",
  },
  submit: "REQUEST FREE ESTIMATE",
  submitting: "Submitting...",
  promise: "We'll contact you within 24 hours.",
  /** The confirmation left where the form was (its heading is the spec's success toast title). */
  sent: {
    heading: "Estimate Request Submitted!",
    steps: [
      "We'll contact you within 24 hours to schedule your free estimate.",
      "The estimate is free and without obligation.",
    ],
    another: "Request another estimate",
  },
  panel: {
    heading: "Prefer to talk?",
    phoneLabel: "Call us",
    emailLabel: "Email us",
    emailPromise: "We reply to e-mail within 2 hours.",
    areaLabel: "Service area",
  },
  /** Each error key of EstimateRequestSchema as a toast title and the line shown under the field. */
  validation: {
    nameRequired: { title: "Name Required", description: "Please enter your name" },
    addressRequired: { title: "Address Required", description: "Please enter your address" },
    zipCodeRequired: { title: "Zip Code Required", description: "Please enter your zip code" },
    zipCodeInvalid: {
      title: "Invalid Zip Code",
      description: "Please enter a 5-digit zip code, like 33101 or 33101-1234",
    },
    phoneRequired: { title: "Phone Required", description: "Please enter your phone number" },
    phoneInvalid: {
      title: "Invalid Phone Number",
      description: "Please enter a valid phone number, like (305) 555-0123",
    },
    phoneTooLong: { title: "Phone Number Too Long", description: "Please use at most {max} characters" },
    emailInvalid: { title: "Invalid Email", description: "Please enter a valid email address" },
    emailTooLong: { title: "Email Too Long", description: "Please use at most {max} characters" },
    nameTooLong: { title: "Name Too Long", description: "Please use at most {max} characters" },
    addressTooLong: { title: "Address Too Long", description: "Please use at most {max} characters" },
    noteTooLong: { title: "Note Too Long", description: "Please use at most {max} characters" },
    nameNotAllowed: { title: "Name Not Accepted", description: "Your name contains characters that are not allowed" },
    addressNotAllowed: {
      title: "Address Not Accepted",
      description: "Your address contains characters that are not allowed",
    },
    noteNotAllowed: { title: "Note Not Accepted", description: "Your note contains characters that are not allowed" },
  },
  toasts: {
    submitted: "Estimate Request Submitted!",
    submittedDescription: "We'll contact you within 24 hours to schedule your free estimate",
    failed: "Submission Failed",
    failedDescription: "Failed to save your request. Please try again.",
    failedCallLine: "Try again, or call us at {phone}.",
    tooManyAttempts: "Too many requests from your connection. Please wait a few minutes, or call us at {phone}.",
    tooLarge: "That was more text than the form accepts. Please shorten your note and try again.",
  },
} as const;
