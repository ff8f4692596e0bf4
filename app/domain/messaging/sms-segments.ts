/**
 * How many SMS segments a text takes, counted as carriers count them (3GPP TS 23.038): a text written only in the
 * GSM 7-bit alphabet fits 160 characters in one segment and 153 per segment once split (the rest of each segment
 * carries the concatenation header), where the extension table's characters (€, [, ], {, }, |, ~, ^, \) take two
 * places; one character outside it (an "é" is inside, an "í" or "ó" is not) makes the whole text UCS-2: 70 in one
 * segment, 67 per segment once split, counted in UTF-16 code units (an emoji takes two).
 */

// The GSM 03.38 default alphabet.
const GSM_BASIC = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);
// Its extension table: each character is sent as the escape and itself.
const GSM_EXTENSION = new Set("^{}\\[~]|€\f");

export type SmsEncoding = "GSM-7" | "UCS-2";

export type SmsSegments = { encoding: SmsEncoding; units: number; segments: number };

const LIMITS: Record<SmsEncoding, { single: number; split: number }> = {
  "GSM-7": { single: 160, split: 153 },
  "UCS-2": { single: 70, split: 67 },
};

/** The encoding a text needs and how many segments it takes (0 for an empty text). */
export function countSmsSegments(text: string): SmsSegments {
  let septets = 0;
  let gsm = true;
  for (const character of text) {
    if (GSM_BASIC.has(character)) septets += 1;
    else if (GSM_EXTENSION.has(character)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding: SmsEncoding = gsm ? "GSM-7" : "UCS-2";
  const units = gsm ? septets : text.length;
  const limit = LIMITS[encoding];
  const segments = units === 0 ? 0 : units <= limit.single ? 1 : Math.ceil(units / limit.split);
  return { encoding, units, segments };
}
