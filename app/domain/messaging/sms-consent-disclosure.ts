import { z } from "zod";
import { format, type Messages } from "~/i18n/catalog";

type ConsentWords = Messages["smsConsent"];

/** One piece of the disclosure: words, or the link to one of the policy pages (drawn as a link, stored as its name). */
export type DisclosurePiece = string | { link: "terms" | "privacy"; text: string };

/**
 * The disclosure beside the SMS consent box, in pieces: the sentences a carrier registration asks for, with the
 * business's name, then the sentence linking the terms and privacy pages. The box's component draws these pieces and
 * the server stores `smsDisclosureText` of the same pieces with each consent, so what is stored is what was shown.
 */
export function smsDisclosurePieces(words: ConsentWords, company: string): DisclosurePiece[] {
  const d = words.disclosure;
  const sentences = [format(d.what, { company }), d.frequency, d.rates, d.stop, d.notRequired];
  const pieces: DisclosurePiece[] = [`${sentences.join(" ")} `];
  // The links' sentence split at its placeholders, so either language may put them in any order.
  for (const part of d.links.split(/(\{terms\}|\{privacy\})/)) {
    if (part === "{terms}") pieces.push({ link: "terms", text: d.terms });
    else if (part === "{privacy}") pieces.push({ link: "privacy", text: d.privacy });
    else if (part) pieces.push(part);
  }
  return pieces;
}

/** The disclosure as plain text, the way a reader sees it: the words stored in the consent ledger. */
export function smsDisclosureText(words: ConsentWords, company: string): string {
  return smsDisclosurePieces(words, company)
    .map((piece) => (typeof piece === "string" ? piece : piece.text))
    .join("");
}

/** The box as a form posts it: ticked is "yes" (a browser's default "on" too); absent or anything else is unticked. */
export function smsConsentTicked(value: unknown): boolean {
  return value === "yes" || value === "on";
}

export const SMS_CONSENT_FIELD = "smsConsent";

/** The box in a form's schema (the same on both sides): true when ticked; a box left unticked is not posted at all. */
export const SmsConsentBoxSchema = z.unknown().optional().transform(smsConsentTicked);
