import { APIError } from "better-auth/api";
import type { AuthRequestCheck } from "./auth-hook-types";

export const NUL_BYTE_CODE = "NUL_BYTE_NOT_ALLOWED";

/** Deep enough for every body better-auth takes (the admin endpoints nest fields under `data`). */
const MAX_DEPTH = 4;

/**
 * Refuses a NUL byte anywhere in a better-auth request's body or query. PostgreSQL cannot store one in text and
 * answers an error, which better-auth turned into a 500: a reset-password `token` holding "\u0000" did (fuzz test,
 * tests/e2e/mass-assignment-and-fuzz.test.ts). The profile fields get the full text rules in refuseBadProfileFields;
 * this covers every other string better-auth might look up or store (tokens, e-mail addresses, callback URLs).
 */
export const refuseNulBytes: AuthRequestCheck = async (ctx) => {
  for (const source of [ctx.body, ctx.query]) {
    const field = fieldHoldingNul(source, "", 0);
    if (field !== null)
      throw new APIError("BAD_REQUEST", {
        code: NUL_BYTE_CODE,
        message: `${field || "the body"} contains characters that are not allowed`,
      });
  }
};

/** The dotted name of the first string holding a NUL byte, or null. */
function fieldHoldingNul(value: unknown, name: string, depth: number): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? name : null;
  if (depth >= MAX_DEPTH || value === null || typeof value !== "object") return null;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const found = fieldHoldingNul(inner, name ? `${name}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
