import { SIGN_IN_ATTEMPTS_MAX_PER_ACCOUNT } from "../../app/config/business-rules";
import { E2E_BASE_URL } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";
import { probe, signUpCustomerOverHttp } from "./support/http-probe";

/**
 * Password guessing over HTTP, through every way in: the customer sign-in form, better-auth's JSON endpoint, and
 * the staff sign-in form. The per-account limit (app/domain/accounts/sign-in-attempts-limit.server.ts) answers 429 once an
 * account has used its attempts, even to the right password. The suite's server raises the per-address limits
 * (RATE_LIMIT_AUTH_MAX), so only the per-account limit can stop these; each test guesses at an account of its own.
 */
const origin = E2E_BASE_URL;
const sameSite = { origin, "sec-fetch-site": "same-origin" };

test.describe("Sign-in brute force", () => {
  test("Guessing a customer's password through the sign-in form and the API is answered 429, then even the right password is", async () => {
    test.slow(); // every guess hashes a password
    const customer = await signUpCustomerOverHttp(origin, "brute-customer");
    for (let guess = 0; guess < SIGN_IN_ATTEMPTS_MAX_PER_ACCOUNT; guess += 1) {
      const answer =
        guess % 2 === 0
          ? await probe(origin, "/auth", {
              form: { intent: "sign-in", email: customer.email, password: `Wrong-Guess-${guess}-2031` },
              headers: sameSite,
            })
          : await probe(origin, "/api/auth/sign-in/email", {
              json: { email: customer.email, password: `Wrong-Guess-${guess}-2031` },
              headers: sameSite,
            });
      expect(answer.status, `guess ${guess + 1}`).toBe(401);
      expect(
        answer.setCookies.filter((cookie) => cookie.includes("session_token=") && !/Max-Age=0/i.test(cookie)),
      ).toEqual([]);
    }
    const form = await probe(origin, "/auth", {
      form: { intent: "sign-in", email: customer.email, password: customer.password },
      headers: sameSite,
    });
    expect(form.status).toBe(429);
    expect(form.text).toContain("Too many failed sign-in attempts");
    const api = await probe(origin, "/api/auth/sign-in/email", {
      json: { email: customer.email.toUpperCase(), password: customer.password },
      headers: sameSite,
    });
    expect(api.status).toBe(429);
    expect(Number(api.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(api.setCookies.some((cookie) => cookie.includes("session_token="))).toBe(false);
  });

  test("Guessing at the staff sign-in is answered 429 after the account's attempts", async () => {
    test.slow();
    // An account that is no admin: the staff form counts guesses at any address alike, so it reveals nothing.
    const customer = await signUpCustomerOverHttp(origin, "brute-staff");
    for (let guess = 0; guess < SIGN_IN_ATTEMPTS_MAX_PER_ACCOUNT; guess += 1) {
      const answer = await probe(origin, "/admin", {
        form: { email: customer.email, password: `Wrong-Guess-${guess}-2031` },
        headers: sameSite,
      });
      expect(answer.status, `guess ${guess + 1}`).toBe(401);
    }
    const locked = await probe(origin, "/admin", {
      form: { email: customer.email, password: `Wrong-Guess-last-2031` },
      headers: sameSite,
    });
    expect(locked.status).toBe(429);
    expect(locked.text).toContain("Too many failed sign-in attempts");
  });
});
