import { smsConsent } from "./sms-consent";
import type { Messages } from "../catalog";
import { portalAppointments } from "./portal-appointments";
import { windowPicker } from "./window-picker";

/**
 * English messages: the visitors' booking pages (/book and the manage link's /booking/<token>, issue 34 item 6). Not
 * a namespace of the shell: the two route modules import them (as the comfort-club page does its copy), so no other
 * page carries them. Field names are the spec's (the estimate form's Name and Email, the appointment form's Service
 * Type, Phone Number, Service Address and Additional Notes).
 */
export const booking = {
  picker: windowPicker as Messages["portal"]["appointments"]["picker"],
  serviceTypes: portalAppointments.serviceTypes as Record<string, string>,
  metaTitle: "Book a Service Visit | {company}",
  title: "Book a Service Visit",
  intro: "Choose a service and an arrival window. No account needed: we e-mail you a link to manage your booking.",
  step: "Step {step} of 3",
  steps: { start: "Service and zip code", window: "Arrival window", details: "Your details" },
  fields: {
    serviceType: "Service Type",
    serviceTypePlaceholder: "Select a service type",
    zipCode: "Zip Code",
    name: "Name",
    phone: "Phone Number",
    email: "Email",
    emailHint: "We send the confirmation and your link to change or cancel the visit here.",
    serviceAddress: "Service Address",
    customerNotes: "Additional Notes",
    customerNotesPlaceholder: "Anything we should know? (gate code, symptoms, pets)",
  },
  seeWindows: "See Free Windows",
  continue: "Continue",
  change: "Change",
  submit: "Book Visit",
  submitting: "Booking...",
  chosen: "{service} in {zip}",
  chosenWindow: "Arrival window: {window}",
  outsideArea: {
    title: "Outside our service area",
    body: "We don't book visits in {zip} online. Call us at {phone} and we'll see how we can help.",
    another: "Try another zip code",
  },
  windowTaken: {
    title: "That window was just taken",
    body: "Please choose another arrival window.",
    next: "The next free windows:",
  },
  booked: {
    title: "You're booked!",
    body: "{service}, arrival window {window}.",
    emailed: "We sent the details and a link to reschedule or cancel to {email}.",
    scheduled: "We'll contact you within 24 hours to confirm this appointment.",
    home: "Back to the home page",
  },
  manage: {
    metaTitle: "Your booking | {company}",
    title: "Your booking",
    greeting: "Hello, {name}. Here is your visit.",
    service: "Service",
    window: "Arrival window",
    address: "Service address",
    status: "Status",
    statuses: {
      scheduled: "Scheduled: we'll confirm it with you",
      confirmed: "Confirmed",
      in_progress: "In progress",
      completed: "Completed",
      cancelled: "Cancelled",
    } as Record<string, string>,
    reschedule: "Choose Another Window",
    rescheduleHeading: "Choose another arrival window",
    rescheduleSubmit: "Reschedule",
    rescheduling: "Rescheduling...",
    keep: "Keep this window",
    cancel: "Cancel Booking",
    cancelling: "Cancelling...",
    cancelNote: "You can change or cancel until 24 hours before the window (our terms of service).",
    insideNotice: "Changes within 24 hours of the visit: please call us at {phone}.",
    rescheduled: "Your visit was moved. We sent the new details to your e-mail.",
    cancelled: "Your visit is cancelled. We sent a confirmation to your e-mail.",
    invalidTitle: "This link does not open a booking",
    invalidBody: "It may have expired. Call us at {phone} and we'll help you.",
  },
  toasts: {
    rescheduledTitle: "Visit Rescheduled",
    cancelledTitle: "Visit Cancelled",
    notChangeableTitle: "Too Late to Change Online",
    notChangeable: "Changes within 24 hours of the visit: please call us at {phone}.",
  },
  /** Field messages; the schemas' and the booking's error codes are these keys. */
  validation: {
    serviceTypeRequired: "Please select a service type.",
    serviceTypeUnknown: "Please select a service type.",
    zipCodeRequired: "Please enter your zip code.",
    zipCodeInvalid: "Please enter a 5-digit zip code.",
    zipInvalid: "Please enter a 5-digit zip code.",
    outsideArea: "We don't book this zip code online: please call us.",
    windowRequired: "Please choose an arrival window.",
    windowInvalid: "Please choose an arrival window.",
    windowClosedDay: "We don't book visits on that day: please choose another window.",
    windowPast: "That window has passed: please choose another.",
    windowTooSoon: "That window is too soon to book online: please choose a later one.",
    windowBeyondHorizon: "That window is too far ahead: please choose an earlier one.",
    nameRequired: "Please enter your name.",
    nameTooLong: "Please use at most 100 characters.",
    nameNotAllowed: "Your name contains characters that are not allowed.",
    phoneRequired: "Please enter your phone number.",
    phoneInvalid: "Please enter a valid phone number.",
    emailRequired: "Please enter your email address.",
    emailTooLong: "Please use at most 254 characters.",
    emailInvalid: "Please enter a valid email address.",
    addressRequired: "Please enter the service address.",
    addressTooLong: "Please shorten the service address.",
    addressNotAllowed: "The service address contains characters that are not allowed.",
    notesTooLong: "Please shorten your notes.",
    notesNotAllowed: "Your notes contain characters that are not allowed.",
    smsPhoneInvalid: smsConsent.phoneInvalid,
  } as Record<string, string>,
};

export type BookingMessages = typeof booking;
