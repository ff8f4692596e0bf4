/**
 * The `t=` of a Stripe-Signature header (`t=1700000000,v1=…`): when Stripe signed the delivery, in seconds, or null
 * when the header has none or a malformed one. stripe-node refuses only signatures older than its tolerance; the
 * webhook route uses this to refuse ones from too far in the future as well.
 */
export function signatureTimestampOf(header: string): number | null {
  const value = header
    .split(",")
    .map((part) => part.trim())
    .find((part) => part.startsWith("t="))
    ?.slice(2);
  return value && /^\d{1,12}$/.test(value) ? Number(value) : null;
}
