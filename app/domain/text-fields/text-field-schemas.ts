import { z } from "zod";

/**
 * The one place text typed by a person or sent by a client is checked, for every form and API (ADR 028): trimmed,
 * bounded, and refused (never silently cleaned) when it holds characters no person types into that field.
 */

/** A first or last name, at sign-up, in the profile and on every public form. */
export const PERSON_NAME_MAX_LENGTH = 100;

/**
 * better-auth's display `name` is the first and last name joined by a space (sign-up writes it so), so it may be
 * one character longer than two person names.
 */
export const FULL_NAME_MAX_LENGTH = 2 * PERSON_NAME_MAX_LENGTH + 1;

/**
 * Not in one line of text: the C0 controls (NUL to U+001F: NUL is refused by PostgreSQL, CR and LF split mail
 * headers and log lines), DEL and the C1 controls (U+007F–U+009F), and the Unicode line and paragraph separators
 * (U+2028, U+2029), which some mail clients and JavaScript consumers treat as line breaks.
 */
const NOT_IN_A_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Not in several lines of text: the same, except tab, line feed and a carriage return that starts a CRLF break. */
const NOT_IN_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]|\r(?!\n)/;

/** True when `value` holds a character a single-line field refuses. */
export function hasCharactersRefusedInALine(value: string): boolean {
  return NOT_IN_A_LINE.test(value);
}

/**
 * `value` with every character a single-line field refuses shown as U+FFFD (the replacement character), for text
 * echoed back to staff from a file (an import report): never stored as typed data, never holding a NUL that
 * PostgreSQL's `jsonb` refuses or an escape sequence that reaches a terminal.
 */
export function withRefusedCharactersReplaced(value: string): string {
  return value.replace(new RegExp(NOT_IN_A_LINE.source, "g"), "\uFFFD");
}

/** True when `value` holds a character a multi-line field refuses. */
export function hasCharactersRefusedInLines(value: string): boolean {
  return NOT_IN_LINES.test(value);
}

/**
 * What a failing field reports. Forms pass keys of their message catalogue (each side words them in the page's
 * language); APIs pass a `label` and get plain English sentences naming the field.
 */
export type TextFieldMessages = {
  /** Makes the field required: reported when it is missing or empty after trimming. */
  required?: string;
  tooLong: string;
  notAllowed: string;
};

export type TextFieldOptions = { max: number } & (
  { messages: TextFieldMessages } | { label: string; required?: boolean }
);

/** One line of text: trimmed, at most `max` characters, no control characters or line separators. */
export function singleLineText(options: TextFieldOptions): z.ZodString {
  return textField(options, hasCharactersRefusedInALine);
}

/** Text that may span lines (a note, a message): like a single line, but tabs and line breaks (LF or CRLF) are kept. */
export function multiLineText(options: TextFieldOptions): z.ZodString {
  return textField(options, hasCharactersRefusedInLines);
}

/** An optional field: absent, or left out (undefined) when nothing is left after trimming. */
export function leftOutWhenEmpty(field: z.ZodString) {
  return field.optional().transform((value) => value || undefined);
}

function textField(options: TextFieldOptions, refuses: (value: string) => boolean): z.ZodString {
  const messages = messagesFor(options);
  const trimmed = z.string(messages.required ? { error: messages.required } : { error: messages.notText }).trim();
  const present = messages.required ? trimmed.min(1, messages.required) : trimmed;
  return present.max(options.max, messages.tooLong).refine((value) => !refuses(value), messages.notAllowed);
}

function messagesFor(options: TextFieldOptions): TextFieldMessages & { notText: string } {
  if ("messages" in options) return { ...options.messages, notText: options.messages.notAllowed };
  const { label, max } = options;
  return {
    ...(options.required ? { required: `${label} is required` } : {}),
    tooLong: `${label} must be at most ${max} characters`,
    notAllowed: `${label} contains characters that are not allowed`,
    notText: `${label} must be text`,
  };
}
