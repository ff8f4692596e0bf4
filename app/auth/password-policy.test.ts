import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "./common-passwords.server";
import { isCommonPassword } from "./password-policy.server";

describe("the common-password list", () => {
  it("bundles well over a thousand passwords of 8 characters or more", () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(1000);
    expect([...COMMON_PASSWORDS].every((password) => password.length >= 8)).toBe(true);
  });

  it.each(["password", "Password123", "QWERTY123", "iloveyou1", "12345678", "Summer2025", "football1"])(
    "refuses %s",
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(["Demo-Admin-Pass-2026!", "Demo-Customer-Pass-2026!", "Cool-Breeze-2031", "correct horse battery staple"])(
    "accepts %s",
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
