/** English wording of every e-mail. `{placeholders}` are filled by the templates; company facts come from settings. */
export const mailCopyEn = {
  layout: {
    greeting: "Hello {name},",
    greetingNoName: "Hello,",
    signature: "The {company} team",
    phone: "Phone",
    emergency: "24/7 emergency line",
    email: "Email",
    license: "License",
    hours: { one: "1 hour", other: "{count} hours" },
  },
  labels: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    address: "Address",
    zipCode: "Zip Code",
    source: "Source",
    notes: "Notes",
    message: "Message",
    service: "Service",
    date: "Date and time",
    duration: "Duration",
    serviceAddress: "Service address",
    customerNumber: "Customer #",
    status: "Status",
    received: "Received",
    technician: "Technician",
    technicianNotes: "Technician notes",
    durationMinutes: "{minutes} minutes",
    arrivalWindow: "Arrival window",
    arrivalWindowValue: "{date}, between {start} and {end}",
  },
  manageBooking: "Reschedule or cancel this visit",
  leadSources: {
    website_form: "Free estimate form",
    contact_form: "Contact page",
    user_signup: "Account sign-up",
  },
  emailChange: {
    subject: "Confirm your new email address",
    intro:
      "You asked to change the email address of your {company} account to this one. Confirm the change by opening this link:",
    action: "Confirm my new email address",
    outro:
      "The link expires in {expiry}. Until then you keep signing in with your current address. If you did not ask for this, you can ignore this email: nothing changes.",
  },
  verifyEmail: {
    subject: "Confirm your email address",
    intro: "Please confirm the email address of your {company} account by opening this link:",
    action: "Confirm my email address",
    outro: "The link expires in {expiry}. If you did not create an account, you can ignore this email.",
  },
  resetPassword: {
    subject: "Reset your password",
    intro: "We received a request to reset the password of your {company} account. Choose a new password here:",
    action: "Choose a new password",
    outro:
      "The link expires in {expiry}. If you did not ask for this, you can ignore this email: your password stays the same.",
  },
  accountExists: {
    subject: "Someone tried to create a {company} account with your email",
    intro:
      "Someone just tried to create a new {company} account with this email address. You already have an account, so nothing was created and nothing changed. To get in, sign in here:",
    action: "Sign in",
    resetIntro: "Forgot your password? Choose a new one here:",
    resetAction: "Reset your password",
    outro: "If this was not you, you can ignore this email: your account and password stay as they are.",
  },
  adminSetup: {
    subject: "Set up your {company} admin account",
    intro:
      "Someone asked to set up the {company} admin account for this email address. To confirm it and choose the account's password, open this link:",
    action: "Set up the admin account",
    outro:
      "Then log in again at {adminUrl}. The link expires in {expiry}. If you did not ask for this, ignore this email: nothing changes until the link is used.",
  },
  technicianInvite: {
    subject: "Your {company} technician login",
    intro:
      "{company} gave you a technician login for this email address. To start, choose your password by opening this link:",
    action: "Choose my password",
    outro:
      "The link expires in {expiry}; if it has, ask the office for a new one. Then sign in at {signInUrl} with this email address and your password.",
  },
  appointmentRequested: {
    subject: "We received your appointment request",
    intro: "Thank you for requesting a {service} appointment with {company}. Here is what you asked for:",
    outro:
      "Your appointment is not confirmed yet: we will confirm it shortly and send you another email. For an emergency, call {emergencyPhone} at any hour.",
    action: "View my appointments",
  },
  appointmentConfirmed: {
    subject: "Your appointment is confirmed: {date}",
    intro: "Good news: your {service} appointment with {company} is confirmed.",
    outro:
      "We look forward to seeing you. If you need to cancel, please do so at least {notice} ahead in the customer portal, or call us at {phone}.",
    action: "View my appointments",
  },
  appointmentRescheduled: {
    subject: "Your appointment was changed: {date}",
    intro: "Your {service} appointment with {company} has a new time or technician. These are the confirmed details:",
    outro:
      "If the new time does not suit you, call us at {phone}. To cancel, please do so at least {notice} ahead in the customer portal.",
    action: "View my appointments",
  },
  appointmentCancelled: {
    subject: "Your appointment was cancelled",
    intro: "Your {service} appointment with {company} on {date} has been cancelled.",
    outro:
      "If you did not expect this, or would like a new appointment, call us at {phone} or request one in the customer portal.",
    action: "Request a new appointment",
  },
  appointmentCompleted: {
    subject: "Your {service} visit is complete",
    intro: "Thank you for choosing {company}. Your {service} appointment on {date} is complete.",
    outro:
      "Your service record will appear in the customer portal's Service History. Questions about the visit? Call us at {phone}.",
    action: "View my appointments",
  },
  appointmentOnMyWay: {
    subject: "Your technician is on the way",
    intro: "{technician} from {company} is on the way to you now for your {service} visit ({date}).",
    outro: "Please make sure someone can let them in. Questions? Call us at {phone}.",
    action: "View my appointments",
  },
  newsletterWelcome: {
    subject: "Welcome to the {company} newsletter",
    intro:
      "Thank you for subscribing to the {company} newsletter. You will receive seasonal maintenance reminders, energy-saving tips and our special offers.",
    outro:
      "This email confirms your subscription. If you did not subscribe, or no longer want these emails, you can unsubscribe at any time with the link below.",
    unsubscribe: "Unsubscribe",
  },
  newLead: {
    subject: "New lead: {name}",
    intro: "A new lead came in from the website ({source}).",
    outro: "The lead is in the back office under Leads & Signups.",
  },
  contactMessage: {
    subject: "New contact message from {name}",
    intro: "Someone sent a message through the contact page.",
    outro: "The message is also in the back office under Leads & Signups.",
  },
  appointmentChangedByCustomer: {
    subject: "Appointment changed by the customer: {service} for {name}",
    intro: "A customer changed their appointment in the customer portal. These are the new details:",
    confirmationWithdrawn:
      "It was confirmed before the change, and its date or duration changed, so it is back to scheduled: please confirm it again.",
    confirmationKept: "It stays confirmed: its date and duration did not change.",
    outro: "Confirm or reschedule it in the back office under Appointments.",
  },
  appointmentCancelledByCustomer: {
    subject: "Appointment cancelled by the customer: {service} for {name}",
    intro:
      "A customer cancelled their own appointment in the customer portal. The linked service request was cancelled too.",
    outro: "Nothing else is needed unless you want to follow up with the customer.",
  },
  appointmentRequest: {
    subject: "New appointment request: {service} for {name}",
    intro: "A customer requested an appointment in the customer portal.",
    outro: "Confirm or reschedule it in the back office under Appointments.",
  },
  // Review requests (issue 36 item 5): the same review link for everyone, the owner's link beside it, nothing offered.
  reviewRequest: {
    subject: "How did your visit with {company} go?",
    intro: "Thank you for choosing {company} for your {service} visit. Would you tell others how it went?",
    reviewAction: "Write a review",
    ownerIntro: "Something we should know first? You can also write to the owner privately:",
    ownerAction: "Tell the owner",
  },
  reviewReminder: {
    subject: "A last note from {company}: how did your visit go?",
    intro:
      "A few days ago {company} did your {service} visit. If you have a minute, would you tell others how it went?",
    reviewAction: "Write a review",
    ownerIntro: "Or write to the owner privately:",
    ownerAction: "Tell the owner",
  },
  invoiceSent: {
    subject: "Invoice {number} from {company}",
    intro: "Thank you for choosing {company}. Here is invoice {number} for your recent service.",
    discount: "Plan member discount {percent}%",
    total: "Total",
    paid: "Already paid",
    balance: "Amount due",
    dueDate: "Due date",
    action: "View and pay this invoice",
    outro: "Questions about this invoice? Call us at {phone}.",
  },
  invoiceOverdue: {
    subject: "Invoice {number} from {company} is past due",
    intro: "This is a reminder that invoice {number} from {company} was due and still has an amount to pay.",
    balance: "Amount due",
    dueDate: "Was due",
    action: "View and pay",
    outro: "Already paid, or questions about this invoice? Call us at {phone}.",
  },
  quoteSent: {
    subject: "Your quote {number} from {company}",
    intro: "Thank you for asking {company} for a quote for {title}. Compare the options, pick one and sign it online:",
    validUntil: "Valid until",
    action: "Compare and sign the quote",
    outro: "Questions about this quote? Call us at {phone}.",
  },
  quoteSigned: {
    subject: "Quote {number} signed: thank you from {company}",
    intro: "You signed quote {number} from {company}. Your signed copy is attached.",
    option: "Option chosen",
    total: "Total",
    deposit: "Deposit",
    signedAt: "Signed",
    action: "Open your quote",
    outro: "Questions? Call us at {phone}.",
  },
  invoiceReceipt: {
    subject: "Payment received: thank you from {company}",
    intro: "We received your online payment of {amount} on {date}. Thank you!",
    invoiceLine: "Invoice {number}",
    total: "Total paid",
    action: "View your invoices",
    outro: "Keep this e-mail as your receipt. Questions? Call us at {phone}.",
  },
  planVisitOffer: {
    subject: "Your {plan} visit is due: choose a time",
    intro:
      "Your {plan} maintenance visit with {company} is coming due. We kept these arrival windows for you: choose the one that suits you and confirm it on the page that opens.",
    outro: "None of these suit you? Open any of them to see other open times, or call us at {phone}.",
  },
  planVisitReminder: {
    subject: "Reminder: your {plan} visit is still to be booked",
    intro:
      "Your {plan} maintenance visit with {company} is still to be booked. These arrival windows are open now: choose one and confirm it on the page that opens.",
    outro: "None of these suit you? Open any of them to see other open times, or call us at {phone}.",
  },
  planRenewalNotice: {
    subject: "Your {plan} plan year renews on {date}",
    intro: "Your {plan} plan with {company} starts its next plan year on {date}. Here is what that year holds:",
    visits: "Maintenance visits",
    visitsValue: "{count} in the plan year",
    price: "Price",
    priceValue: "{price} a month, billed monthly",
    discount: "Repair discount",
    discountValue: "{percent}% off repairs",
    renews:
      "There is nothing to do to keep it: the plan renews by itself. Your plan and billing are under Service Plans in your customer account.",
    action: "Open Service Plans",
    termsAction: "Read the Terms of Service",
    outro: "Questions? Call us at {phone}.",
  },
  basicNextVisit: {
    subject: "Time for your next {plan} visit",
    intro:
      "It is almost a year since your {plan} maintenance visit with {company}. A yearly check keeps your system efficient and finds small problems before they grow.",
    price: "The next visit is {price}, paid once. You can book it from Service Plans in your customer account.",
    action: "Book the next visit",
    outro: "Questions? Call us at {phone}.",
  },
  ownerFeedback: {
    subject: "Private feedback from {name} after their visit",
    intro: "A customer wrote to the owner from the private link in their review request, about this visit:",
    outro: "It is also in the back office as a contact message under Leads & Signups.",
  },
} as const;
