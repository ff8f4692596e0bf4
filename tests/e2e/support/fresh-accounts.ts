import type { APIRequestContext } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e-env";
import { expect, uniqueEmail } from "./fixtures";

export const FRESH_PASSWORD = "Fresh-Account-Pass-2031!";

/**
 * A customer login of the test's own, made through better-auth's sign-up endpoint. Tests that send mail to an
 * account or change it use one of these instead of the shared demo customer: the files run in parallel workers
 * against one server, and the demo customer's mailbox takes only 3 reset mails an hour (AUTH_MAIL_MAX_PER_RECIPIENT).
 */
export async function signUpFreshCustomer(
  request: APIRequestContext,
  prefix = "fresh",
  /** The server's own origin, for a test that runs a server of its own. */
  origin = E2E_BASE_URL,
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const response = await request.post("/api/auth/sign-up/email", {
    data: { name: "Fresh Customer", email, password: FRESH_PASSWORD, firstName: "Fresh", lastName: "Customer" },
    headers: { Origin: origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { email, password: FRESH_PASSWORD };
}

/** Asks for a password reset mail to `email` (it reaches the development mailbox through the e-mail job). */
export async function requestPasswordReset(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post("/api/auth/request-password-reset", {
    data: { email, redirectTo: "/reset-password" },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
