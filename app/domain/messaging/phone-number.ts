/**
 * A US phone number as people type it on our forms ("(305) 555-0142", "305.555.0142", "+1 305 555 0142",
 * "1-305-555-0142") in E.164, the form Twilio and the consent ledger key on: "+13055550142". Null when it cannot be a
 * North American number: not 10 digits (11 with the leading 1), letters, or an area code or exchange starting with 0
 * or 1, which the numbering plan never assigns (Twilio would refuse it with 21211 anyway).
 */
const TYPED_PHONE = /^\+?[\d\s().-]+$/;
const NANP_NATIONAL = /^[2-9]\d{2}[2-9]\d{6}$/;

export function usPhoneToE164(typed: string): string | null {
  const trimmed = typed.trim();
  if (!TYPED_PHONE.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  // "+305…" is a number in another country's plan (or a typo), not a US one with its country code left out.
  if (trimmed.startsWith("+") && digits.length !== 11) return null;
  return NANP_NATIONAL.test(national) ? `+1${national}` : null;
}
