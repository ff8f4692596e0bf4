/**
 * English messages: formReplies, the words of a refused form when its screen has none more precise (ADR 063). Read
 * only on the server, by the form-action pipeline.
 */
export const formReplies = {
  invalidTitle: "Please check the form",
  invalidField: "Please check this field",
  conflictTitle: "This was changed meanwhile",
  conflict: "Someone else changed this since you opened the page. Reload it and try again.",
  tooLargeTitle: "The form is too large",
  tooLarge: "Please send less text or a smaller file.",
  rateLimitedTitle: "Too many attempts",
  rateLimited: "Please wait a few minutes and try again.",
  unavailableTitle: "Briefly unavailable",
  unavailable: "We could not save this just now. Nothing was lost: please try again in a minute.",
  failedTitle: "Something went wrong",
  failed: "An unexpected error occurred. Please try again.",
};
