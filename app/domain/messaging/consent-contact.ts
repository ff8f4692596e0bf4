import { AppError } from "~/domain/app-error";
import { usPhoneToE164 } from "./phone-number";

export type ConsentChannel = "sms" | "email";

/**
 * The contact as the ledger keys it: a phone in E.164 for SMS, a trimmed lower-cased address for e-mail, so
 * "(305) 555-0142" on a form and "+13055550142" from Twilio are one person's one number. Throws AppError BAD_INPUT
 * for a contact that cannot be one.
 */
export function consentContactOf(channel: ConsentChannel, contact: string): string {
  if (channel === "sms") {
    const number = usPhoneToE164(contact);
    if (!number) throw new AppError("BAD_INPUT", `Not a US mobile number: ${JSON.stringify(contact)}`);
    return number;
  }
  const address = contact.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(address))
    throw new AppError("BAD_INPUT", `Not an e-mail address: ${JSON.stringify(contact)}`);
  return address;
}
