import { rawFormValue, type RawFormValue } from "./catalogue-client";
import type { Body, Endpoint } from "./endpoint-catalogue";

/**
 * The fixed inputs the fuzz test sends in place of each text field (no randomness: a failure names its input and
 * happens again on the next run): text longer than every max length of the product's fields (the longest, a contact
 * message, takes 5,000 characters), characters no person types, markup, formulas, header injection, broken
 * percent-encoding and wrong types for both encodings.
 */

export const FUZZ_SCRIPT = `<script>window.__fuzzRan=1</script>`;
export const FUZZ_MARKUP = `<img src=x onerror="window.__fuzzRan=1"><b>bold</b>`;

/**
 * Sent in each text field in turn (the valid body's other fields unchanged, so the value reaches the schema and,
 * when the schema lets it through, the database): over every max length, characters no person types, markup,
 * formulas and Unicode in one value, and a header injection.
 */
export const FIELD_CORPUS: readonly { label: string; value: string }[] = [
  { label: "12,000 accented characters", value: "é".repeat(12_000) },
  { label: "a NUL byte and control characters", value: "Ana\u0000P\u0001\u0007\u001b[31mérez\u007f\u0085" },
  {
    label: "a formula, markup, right-to-left text and combining marks",
    value: `=cmd|' /C calc'!A0 ${FUZZ_SCRIPT} ${FUZZ_MARKUP} 🙂 José مرحبا \u202egnp.exe Z\u0334\u0321\u035aa`,
  },
  { label: "a header injection", value: "ana@example.com\r\nBcc: victim@example.com" },
];

/** Sent in all the text fields of a body at once: the rest of the corpus, for every entry at a fraction of the posts. */
export const BODY_CORPUS: readonly { label: string; value: string }[] = [
  { label: "40,000 characters", value: "x".repeat(40_000) },
  { label: "emoji with joiners", value: "🙂❄️ 👩‍🔧🏳️‍🌈 frío" },
  { label: "Spanish", value: "José Ñúñez, Calle Señor 3ª, Año 1983" },
  { label: "line and paragraph separators", value: "one\u2028two\u2029three" },
  { label: "formulas starting with +, - and @", value: "+1+1 -2+3 @SUM(1+1)" },
  { label: "SQL", value: "' OR 1=1; DROP TABLE customers; --" },
  { label: "an empty string", value: "" },
];

/** Percent-encodings a browser never sends (truncated, not hex, an encoded NUL, overlong UTF-8, a lone surrogate). */
export const RAW_FORM_CORPUS: readonly { label: string; value: RawFormValue }[] = [
  { label: "a truncated percent escape and a percent sign without hex", value: rawFormValue("%E0%A4%A100%zz%") },
  { label: "an encoded NUL", value: rawFormValue("a%00b") },
  { label: "overlong UTF-8", value: rawFormValue("%C0%AF%C0%AE") },
  { label: "an encoded lone surrogate", value: rawFormValue("%ED%A0%80") },
];

/** A form field sent twice. */
export const REPEATED_FORM_VALUE = { label: "the field twice", value: ["first", "second"] };

/** What a JSON body holds where a string is expected (the first three in each field, the rest in all at once). */
export const WRONG_JSON_TYPES: readonly { label: string; value: unknown }[] = [
  { label: "null", value: null },
  { label: "an array", value: ["a", "b"] },
  { label: "an object", value: { $gt: "" } },
  { label: "a number", value: 12345 },
  { label: "a huge number", value: 1e308 },
  { label: "true", value: true },
];

export type FuzzCase = { label: string; body: Body };

const PER_FIELD_JSON_TYPES = 3;

/** The fixed corpus for one entry's valid body: some values in each field in turn, the rest in all fields at once. */
export function fuzzCases(entry: Endpoint, body: Body): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const json = entry.encoding === "json";
  for (const field of entry.textFields) {
    const wrongTypes = json
      ? WRONG_JSON_TYPES.slice(0, PER_FIELD_JSON_TYPES)
      : [RAW_FORM_CORPUS[0]!, REPEATED_FORM_VALUE];
    for (const { label, value } of [...FIELD_CORPUS, ...wrongTypes])
      cases.push({ label: `${field} = ${label}`, body: { ...body, [field]: value } });
  }
  const everyField = (value: unknown) => ({
    ...body,
    ...Object.fromEntries(entry.textFields.map((field) => [field, value])),
  });
  if (entry.textFields.length) {
    const wrongTypes = json ? WRONG_JSON_TYPES.slice(PER_FIELD_JSON_TYPES) : RAW_FORM_CORPUS.slice(1);
    for (const { label, value } of [...BODY_CORPUS, ...wrongTypes])
      cases.push({ label: `every text field = ${label}`, body: everyField(value) });
  }
  const file = fileField(body);
  if (file) {
    const original = body[file] as { name: string; mimeType: string };
    for (const { label, value } of [...FIELD_CORPUS, ...BODY_CORPUS]) {
      const content =
        original.mimeType === "text/csv"
          ? `first_name,last_name,email,address,city,zip_code\n"${value.replaceAll('"', '""')}",Row,x@example.com,1 A St,Miami,33101\n`
          : value;
      cases.push({
        label: `${file} holding ${label}`,
        body: { ...body, [file]: { ...original, buffer: Buffer.from(content) } },
      });
    }
    cases.push({ label: `${file} sent as text`, body: { ...body, [file]: "not a file" } });
  }
  if (json)
    for (const { label, value } of WRONG_JSON_TYPES)
      cases.push({ label: `the whole body = ${label}`, body: value as Body });
  return cases;
}

function fileField(body: Body): string | undefined {
  return Object.keys(body).find(
    (name) => typeof body[name] === "object" && body[name] !== null && "buffer" in (body[name] as object),
  );
}
