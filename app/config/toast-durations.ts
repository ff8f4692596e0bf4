/** How long the forms' toasts stay (spec document 1 §9): validation 3000 ms, success 5000 ms, failure 8000 ms. */
export const VALIDATION_TOAST_MS = 3000;
export const SUCCESS_TOAST_MS = 5000;
export const FAILURE_TOAST_MS = 8000;
