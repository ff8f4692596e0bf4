import { describe, expect, it } from "vitest";
import { signUpCustomer } from "~/domain/accounts/sign-up-customer.server";
import { getAuth } from "~/auth/auth.server";
import { cookieOf, formRequest, postToAuthApi, TEST_ORIGIN, testHttp } from "../../../tests/support/auth-test-requests";
import { useTestDatabase } from "../../../tests/support/test-database";
import { loader as welcomeLoader } from "../_auth/welcome";
import { action } from "./profile-password";

useTestDatabase();

const EMAIL = "cara@example.com";
const PASSWORD = "Sea-Breeze-2031";
const NEW_PASSWORD = "Trade-Winds-2032";

async function signedUp(): Promise<string> {
  const { setCookies } = await signUpCustomer({
    form: { firstName: "Cara", lastName: "Diaz", email: EMAIL, password: PASSWORD, confirmPassword: PASSWORD },
    locale: "en",
    http: testHttp(),
  });
  return cookieOf(setCookies);
}

async function anotherDevice(password = PASSWORD): Promise<string> {
  const response = await postToAuthApi("/sign-in/email", { email: EMAIL, password });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

async function isSignedIn(cookie: string): Promise<boolean> {
  const auth = await getAuth();
  const response = await auth.handler(
    new Request(`${TEST_ORIGIN}/api/auth/get-session`, { headers: { cookie, origin: TEST_ORIGIN } }),
  );
  return Boolean(((await response.json()) as { user?: unknown } | null)?.user);
}

/** The action's answer: a redirect Response, or the `data()` reply of a refused form. */
async function post(fields: Record<string, string>, cookie: string, path = "/customer/profile/password") {
  const result = (await action({ request: formRequest(path, fields, cookie), params: {}, context: {} } as never)) as
    | Response
    | { data: { fieldErrors: Record<string, string>; values: Record<string, string> }; init: { status: number } };
  return result;
}

function refusal(result: Awaited<ReturnType<typeof post>>) {
  if (result instanceof Response) throw new Error(`expected a refused form, got ${result.status}`);
  return { status: result.init.status, fieldErrors: result.data.fieldErrors, values: result.data.values };
}

describe("the portal's Change Password screen", () => {
  it("changes the password, signs every other device out and keeps this browser signed in with a new session", async () => {
    const laptop = await signedUp();
    const phone = await anotherDevice();
    const result = await post(
      { intent: "change-password", currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      laptop,
    );
    if (!(result instanceof Response)) throw new Error("expected a redirect");
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/customer/profile");
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(cookieOf(result.headers.getSetCookie().filter((line) => line.includes("session"))))).toBe(
      true,
    );
    await anotherDevice(NEW_PASSWORD);
  });

  it("refuses a wrong current password under its field and ends no session", async () => {
    const laptop = await signedUp();
    const phone = await anotherDevice();
    const reply = refusal(
      await post(
        {
          intent: "change-password",
          currentPassword: "Wrong-Guess-2030",
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        },
        laptop,
      ),
    );
    expect(reply.status).toBe(400);
    expect(reply.fieldErrors).toEqual({ currentPassword: "Your current password is not correct" });
    expect(reply.values).toEqual({});
    expect(await isSignedIn(phone)).toBe(true);
    expect(await isSignedIn(laptop)).toBe(true);
  });

  it("holds the new password to sign-up's rules and words, in Spanish too", async () => {
    const laptop = await signedUp();
    const change = (password: string, confirmPassword = password, path?: string) =>
      post({ intent: "change-password", currentPassword: PASSWORD, password, confirmPassword }, laptop, path);
    expect(refusal(await change("short")).fieldErrors).toEqual({ password: "Password must be at least 8 characters" });
    expect(refusal(await change("password123")).fieldErrors).toEqual({
      password: "This password is too common. Please choose a different one.",
    });
    expect(refusal(await change(NEW_PASSWORD, "Something-Else-1")).fieldErrors).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(refusal(await change("x".repeat(129))).fieldErrors).toEqual({
      password: "Password must be at most 128 characters",
    });
    const spanish = refusal(
      await post(
        { intent: "change-password", currentPassword: "", password: "short", confirmPassword: "" },
        `${laptop}; lang=es`,
      ),
    );
    expect(spanish.fieldErrors).toEqual({
      currentPassword: "Introduzca su contraseña actual",
      password: "La contraseña debe tener al menos 8 caracteres",
      confirmPassword: "Confirme su contraseña",
    });
    expect(await isSignedIn(laptop)).toBe(true);
  });

  it("signs out everywhere: every session ends, this one too, and the browser goes to sign in", async () => {
    const laptop = await signedUp();
    const phone = await anotherDevice();
    const result = await post({ intent: "sign-out-everywhere" }, laptop);
    if (!(result instanceof Response)) throw new Error("expected a redirect");
    expect(result.headers.get("location")).toBe("/auth");
    expect(result.headers.getSetCookie().some((line) => /session_token=;/.test(line))).toBe(true);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
    await anotherDevice();
  });

  it("clears this browser's session cookies, so the sign-in page it is sent to shows its form even to the old cookie", async () => {
    const laptop = await signedUp();
    const result = await post({ intent: "sign-out-everywhere" }, laptop);
    if (!(result instanceof Response)) throw new Error("expected a redirect");
    const cleared = result.headers.getSetCookie().filter((line) => /Max-Age=0/.test(line));
    expect(cleared.map((line) => line.split("=")[0])).toEqual(
      expect.arrayContaining(["aw.session_token", "aw.session_data"]),
    );
    // A signed-in-looking visitor would be sent from /auth back to the portal, and the browser would never arrive.
    const page = await welcomeLoader({
      request: new Request(`${TEST_ORIGIN}/auth`, { headers: { cookie: laptop } }),
      params: {},
      context: {},
    } as never);
    expect(page).toMatchObject({ tab: "signin" });
  });
});
