/**
 * The 404 and error screens' words, kept apart from the rest of the shell so the error screens can show them even
 * when the root loader (which sends the page its messages) failed: only this small module ships in the JavaScript.
 */
export const shellErrors = {
  notFound: {
    code: "404",
    title: "Oops! Page not found",
    body: "The page you are looking for does not exist or has moved.",
    backHome: "Return to Home",
    needHelp: "Need help with your AC? Call {phone}",
    metaTitle: "Page not found | {company}",
  },
  noStaffAccess: {
    code: "403",
    title: "This account has no staff access",
    body: "You are signed in as {email}, a customer account. The back office is only for AW staff.",
    toPortal: "Go to my portal",
    signInAsStaff: "Sign out and sign in as staff",
    needHelp: "Think you should have access? Call {phone}",
    metaTitle: "No staff access | {company}",
  },
  // A technician's login at a customer or staff address: their own screens are under /tech (issue 35).
  technicianOnly: {
    code: "403",
    title: "This is a technician account",
    body: "You are signed in as {email}, a technician account. It does not open the customer portal or the back office.",
    toMyDay: "Go to my day",
    signOut: "Sign out",
    needHelp: "Questions? Call the office at {phone}",
    metaTitle: "Technician account | {company}",
  },
  error: {
    title: "Something went wrong",
    body: "We're sorry: an unexpected error stopped this page from loading. Please try again, or call us if you need help right away.",
    tryAgain: "Try Again",
    reload: "Reload Page",
    needHelp: "Need service now? Call {phone}",
    details: "Error details",
  },
} as const;
