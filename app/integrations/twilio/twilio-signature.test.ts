import { describe, expect, it } from "vitest";
import { isValidTwilioSignature, twilioSignature } from "./twilio-signature";

// Twilio's own published example (api-snippets, security/signature_validation).
const AUTH_TOKEN = "12345";
const URL_CALLED = "https://mycompany.com/myapp.php?foo=1&bar=2";
const PARAMS = new URLSearchParams({
  CallSid: "CA1234567890ABCDE",
  Caller: "+14158675310",
  Digits: "1234",
  From: "+14158675310",
  To: "+18005551212",
});

describe("twilioSignature", () => {
  it("matches the signature of Twilio's published example", () => {
    expect(twilioSignature(AUTH_TOKEN, URL_CALLED, PARAMS)).toBe("GvWf1cFY/Q7PnoempGyD5oXAezc=");
  });

  it("accepts the right signature and refuses a missing one, another URL, a changed parameter or another token", () => {
    const signature = "GvWf1cFY/Q7PnoempGyD5oXAezc=";
    expect(isValidTwilioSignature({ authToken: AUTH_TOKEN, signature, url: URL_CALLED, params: PARAMS })).toBe(true);
    expect(isValidTwilioSignature({ authToken: AUTH_TOKEN, signature: null, url: URL_CALLED, params: PARAMS })).toBe(
      false,
    );
    expect(
      isValidTwilioSignature({ authToken: AUTH_TOKEN, signature, url: "http://127.0.0.1/myapp.php", params: PARAMS }),
    ).toBe(false);
    const changed = new URLSearchParams(PARAMS);
    changed.set("Digits", "9999");
    expect(isValidTwilioSignature({ authToken: AUTH_TOKEN, signature, url: URL_CALLED, params: changed })).toBe(false);
    expect(isValidTwilioSignature({ authToken: "54321", signature, url: URL_CALLED, params: PARAMS })).toBe(false);
  });
});
