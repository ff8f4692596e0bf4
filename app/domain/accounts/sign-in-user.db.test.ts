import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import { TEST_ORIGIN } from "../../../tests/support/auth-test-requests";
import { env } from "~/config/env.server";
import { CLIENT_ADDRESS_HEADER } from "~/http/client-address.server";
import { useTestDatabase } from "../../../tests/support/test-database";
import { createCredentialUser } from "./create-credential-user.server";
import { signInUser } from "./sign-in-user.server";

const { db } = useTestDatabase();

function httpFrom(ip: string) {
  return { url: `${TEST_ORIGIN}/auth`, headers: new Headers({ origin: TEST_ORIGIN, [CLIENT_ADDRESS_HEADER]: ip }) };
}

describe("signInUser", () => {
  it("signs in with the right password, whatever the case of the address", async () => {
    await createCredentialUser({
      email: "sam@example.com",
      password: "Bright-Harbor-2031",
      name: "Sam",
      emailVerified: false,
    });
    const result = await signInUser({
      form: { email: "SAM@example.com", password: "Bright-Harbor-2031" },
      http: httpFrom("203.0.113.1"),
    });
    expect(result.setCookies.some((line) => line.startsWith("aw.session_token="))).toBe(true);
  });

  it("makes the language of the sign-in screen the account's language, and leaves it alone without one", async () => {
    const { id } = await createCredentialUser({
      email: "lia@example.com",
      password: "Bright-Harbor-2031",
      name: "Lia",
      emailVerified: false,
    });
    const form = { email: "lia@example.com", password: "Bright-Harbor-2031" };
    await signInUser({ form, http: httpFrom("203.0.113.2"), locale: "es" });
    expect((await db().select({ locale: user.locale }).from(user).where(eq(user.id, id)))[0]?.locale).toBe("es");
    await signInUser({ form, http: httpFrom("203.0.113.2") });
    expect((await db().select({ locale: user.locale }).from(user).where(eq(user.id, id)))[0]?.locale).toBe("es");
    await signInUser({ form, http: httpFrom("203.0.113.2"), locale: "en" });
    expect((await db().select({ locale: user.locale }).from(user).where(eq(user.id, id)))[0]?.locale).toBe("en");
  });

  it("is rate limited per client address after RATE_LIMIT_AUTH_MAX attempts", async () => {
    const limit = env().RATE_LIMIT_AUTH_MAX;
    // A new account each time, so the per-account limit (sign-in-attempts-limit.db.test.ts) stays out of the way.
    const attempt = (ip: string, index: number) =>
      signInUser({ form: { email: `nobody${index}@example.com`, password: "Wrong-Harbor-2031" }, http: httpFrom(ip) });
    for (let index = 0; index < limit; index += 1) {
      await expect(attempt("203.0.113.7", index)).rejects.toMatchObject({ serviceCode: "INVALID_EMAIL_OR_PASSWORD" });
    }
    await expect(attempt("203.0.113.7", limit)).rejects.toMatchObject({
      code: "RATE_LIMITED",
      serviceCode: "RATE_LIMITED",
    });
    await expect(attempt("198.51.100.9", limit)).rejects.toMatchObject({ serviceCode: "INVALID_EMAIL_OR_PASSWORD" });
  });
});
