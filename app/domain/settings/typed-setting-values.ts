import { SETTINGS_LIMITS } from "./settings-limits";

/** How the Settings form reads values as staff type them (settings-schemas.ts turns them into field messages). */

/** Digits with the usual separators: a US number of 10 digits, or 11 with the country code 1. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

/** "3055550142", "305.555.0142" or "+1 305 555 0142" → "(305) 555-0142": every page shows the one number alike. */
export function normalizeUsPhone(input: string): string | undefined {
  if (!PHONE_PATTERN.test(input)) return undefined;
  const digits = input.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (national.length !== 10) return undefined;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/**
 * A public profile link: an https address of a named host. Anything else (javascript:, data:, http:, a bare word,
 * credentials in the address) is refused: the footer and the structured data publish it as a link.
 */
/**
 * A network's front page rather than a profile: nothing after the host (`https://www.facebook.com/`). The footer and
 * the structured data would send visitors to the network itself (issue 17), so such a link is never shown.
 */
export function isNetworkFrontPage(value: string): boolean {
  try {
    const url = new URL(value);
    return url.pathname.replace(/\/+/g, "") === "" && !url.search;
  } catch {
    return false;
  }
}

/** The links of the settings record that point at one of the business's own profiles, in the same shape. */
export function socialProfilesOnly<Links extends Partial<Record<string, string>>>(links: Links): Links {
  return Object.fromEntries(
    Object.entries(links).filter(([, link]) => link && isPublicHttpsLink(link) && !isNetworkFrontPage(link)),
  ) as Links;
}

export function isPublicHttpsLink(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Dollars as staff type them ("89", "89.50", "$89.00"), stored as whole cents; undefined when not such an amount. */
export function parseFeeCents(input: string): number | undefined {
  const cleaned = input
    .trim()
    .replace(/^\$\s*/, "")
    .replace(/,(?=\d{3}(?:\D|$))/g, "");
  if (!/^\d+(?:\.\d{1,2})?$/.test(cleaned)) return undefined;
  const [dollars = "0", cents = ""] = cleaned.split(".");
  const total = Number(dollars) * 100 + Number(cents.padEnd(2, "0"));
  return total <= SETTINGS_LIMITS.maxServiceCallFeeDollars * 100 ? total : undefined;
}

/** One area per line: trimmed, blank lines dropped, repeats (in any letter case) kept once, in the order typed. */
export function serviceAreaLines(input: string): string[] {
  const seen = new Set<string>();
  const areas: string[] = [];
  for (const line of input.split(/\r?\n/)) {
    const area = line.trim().replace(/\s+/g, " ");
    const key = area.toLocaleLowerCase("en-US");
    if (area === "" || seen.has(key)) continue;
    seen.add(key);
    areas.push(area);
  }
  return areas;
}

/** "HH:MM" on the 24-hour clock, as a time input sends it ("08:00", "18:30"). */
export function isClockTime(value: string): boolean {
  return /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value);
}
