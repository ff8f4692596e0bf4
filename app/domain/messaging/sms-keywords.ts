/**
 * What an inbound text's keyword asks (issue 36 item 3; the CTIA's and Twilio's default opt-out keywords): the whole
 * message, trimmed and in any case, is one of them. Twilio answers these itself (Advanced Opt-Out), so the app only
 * records them: STOP and its synonyms revoke every SMS purpose of the number, START and its synonyms restore the
 * transactional texts, HELP is answered by Twilio with the business's name, phone and how to stop.
 */
export const SMS_OPT_OUT_KEYWORDS = [
  "STOP",
  "STOPALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
  "REVOKE",
  "OPTOUT",
] as const;
export const SMS_OPT_IN_KEYWORDS = ["START", "UNSTOP", "YES"] as const;
export const SMS_HELP_KEYWORDS = ["HELP", "INFO"] as const;

export type SmsKeyword =
  | { kind: "opt_out"; keyword: string }
  | { kind: "opt_in"; keyword: string }
  | { kind: "help"; keyword: string }
  | { kind: "none" };

const KINDS: ReadonlyArray<[SmsKeyword["kind"], readonly string[]]> = [
  ["opt_out", SMS_OPT_OUT_KEYWORDS],
  ["opt_in", SMS_OPT_IN_KEYWORDS],
  ["help", SMS_HELP_KEYWORDS],
];

/** The keyword an inbound message is, if it is one: "stop", " Stop. " and "STOP!" are; "please stop calling" is not. */
export function classifySmsKeyword(body: string): SmsKeyword {
  const word = body
    .normalize("NFKC")
    .trim()
    .replace(/[.!¡?¿]+$/u, "")
    .replace(/^[¡¿]+/u, "")
    .toUpperCase();
  for (const [kind, keywords] of KINDS) {
    if (keywords.includes(word)) return { kind, keyword: word } as SmsKeyword;
  }
  return { kind: "none" };
}
