import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Twilio's request signature (X-Twilio-Signature, https://www.twilio.com/docs/usage/security): the HMAC-SHA1, keyed
 * with the account's auth token, of the URL Twilio called followed by each POST parameter's name and value, sorted by
 * name (a repeated name's values sorted too), base64-encoded. `url` must be the public URL configured at Twilio (from
 * BASE_URL), never one rebuilt from the request's own headers, which behind a proxy differ and an attacker controls.
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const names = [...new Set(params.keys())].sort();
  let data = url;
  for (const name of names) {
    for (const value of params.getAll(name).sort()) data += name + value;
  }
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/** Whether a request's X-Twilio-Signature header is Twilio's for this URL and these parameters (constant time). */
export function isValidTwilioSignature(input: {
  authToken: string;
  signature: string | null;
  url: string;
  params: URLSearchParams;
}): boolean {
  if (!input.signature) return false;
  const expected = Buffer.from(twilioSignature(input.authToken, input.url, input.params));
  const given = Buffer.from(input.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
