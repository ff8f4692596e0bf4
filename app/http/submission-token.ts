/**
 * The hidden field that carries a public lead form's one-time submission token (ADR 036): a post repeated with
 * the same token and words saves no second lead. The page's loader draws the first token (so the form has one
 * without JavaScript); the browser draws a new one after hydration and for each further request.
 */
export const SUBMISSION_TOKEN_FIELD = "submission_token";

/** 128 random bits as 32 hex digits; `crypto.getRandomValues` exists on the server and in any browser, even over http. */
export function newSubmissionToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
