import { APIError } from "better-auth/api";
import { FULL_NAME_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, singleLineText } from "~/domain/text-fields/text-field-schemas";
import type { AuthRequestCheck } from "~/auth/auth-hook-types";

export const INVALID_PROFILE_FIELD_CODE = "INVALID_PROFILE_FIELD";

/** better-auth endpoints that write a user's profile fields (extra fields may also come under `data`). */
const PROFILE_PATHS = new Set(["/sign-up/email", "/update-user"]);

/** The same rules as our own forms (ADR 028): one line, no control characters, a person's name at most 100 characters. */
const FIELD_SCHEMAS = {
  name: singleLineText({ max: FULL_NAME_MAX_LENGTH, label: "name" }),
  firstName: singleLineText({ max: PERSON_NAME_MAX_LENGTH, label: "firstName" }),
  lastName: singleLineText({ max: PERSON_NAME_MAX_LENGTH, label: "lastName" }),
};

/**
 * Refuses bad profile fields on better-auth's own endpoints, which a script can call directly: without this a free
 * account stored a 20 MB last name, and a NUL byte in a name failed in the database as a 500 (security probe F6,
 * F7). `image` is refused outright: the app never shows a profile picture, so any URL there is only a liability.
 */
export const refuseBadProfileFields: AuthRequestCheck = async (ctx) => {
  if (!PROFILE_PATHS.has(ctx.path)) return;
  const body = asRecord(ctx.body);
  for (const fields of [body, asRecord(body.data)]) {
    for (const [field, schema] of Object.entries(FIELD_SCHEMAS)) {
      const value = fields[field];
      // firstName and lastName may be cleared; the display name is NOT NULL in the database (null failed there as a 500).
      if (value === undefined || (value === null && field !== "name")) continue;
      const parsed = schema.safeParse(value);
      if (!parsed.success) refuse(parsed.error.issues[0]?.message ?? `${field} is not valid`);
    }
    if (fields.image !== undefined && fields.image !== null)
      refuse("image is not accepted: accounts here have no profile picture");
  }
};

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function refuse(message: string): never {
  throw new APIError("BAD_REQUEST", { code: INVALID_PROFILE_FIELD_CODE, message });
}
