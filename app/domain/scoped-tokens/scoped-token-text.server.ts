import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes as base64url: 43 characters from [A-Za-z0-9_-]. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newScopedTokenText(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The stored form of a token. A plain SHA-256 is enough: the token has 256 bits of randomness, so there is nothing
 * to guess that a slow hash would protect, and lookups stay one index probe.
 */
export function scopedTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether a string from a URL can be a token at all; anything else is answered like an unknown token. */
export function hasScopedTokenShape(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}
