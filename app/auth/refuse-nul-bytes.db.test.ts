import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/support/test-database";
import { cookieOf, postToAuthApi } from "../../tests/support/auth-test-requests";
import { NUL_BYTE_CODE } from "./refuse-nul-bytes.server";

useTestDatabase();

const PASSWORD = "Cool-Breeze-2031";

describe("a NUL byte sent to better-auth", () => {
  it("in a reset-password token is refused with 400 naming the field, not failed in the database", async () => {
    const response = await postToAuthApi("/reset-password", { token: "abc\u0000def", newPassword: PASSWORD });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: NUL_BYTE_CODE,
      message: "token contains characters that are not allowed",
    });
  });

  it("in a sign-in e-mail or a field nested under `data` is refused with 400", async () => {
    const signIn = await postToAuthApi("/sign-in/email", { email: "ana\u0000@example.com", password: PASSWORD });
    expect(signIn.status).toBe(400);
    expect(await signIn.json()).toMatchObject({
      code: NUL_BYTE_CODE,
      message: "email contains characters that are not allowed",
    });
    const signUp = await postToAuthApi("/sign-up/email", {
      name: "Ana Pérez",
      email: "ana@example.com",
      password: PASSWORD,
    });
    const nested = await postToAuthApi("/update-user", { data: { note: "a\u0000" } }, cookieOf(signUp));
    expect(await nested.json()).toMatchObject({
      code: NUL_BYTE_CODE,
      message: "data.note contains characters that are not allowed",
    });
  });

  it("lets a reset with an unknown token through to better-auth's own answer", async () => {
    const response = await postToAuthApi("/reset-password", { token: "unknown-token", newPassword: PASSWORD });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "INVALID_TOKEN" });
  });
});
