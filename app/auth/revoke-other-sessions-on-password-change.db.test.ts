import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session, user } from "~/db/schema";
import { useTestDatabase } from "../../tests/support/test-database";
import { cookieOf, postToAuthApi, TEST_ORIGIN } from "../../tests/support/auth-test-requests";
import { getAuth } from "./auth.server";

const { db } = useTestDatabase();

const EMAIL = "ana@example.com";
const PASSWORD = "Cool-Breeze-2031";
const NEW_PASSWORD = "Warm-Front-2032";

async function signUp(): Promise<string> {
  const response = await postToAuthApi("/sign-up/email", {
    name: "Ana Pérez",
    firstName: "Ana",
    lastName: "Pérez",
    email: EMAIL,
    password: PASSWORD,
  });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

async function signIn(password = PASSWORD): Promise<Response> {
  return postToAuthApi("/sign-in/email", { email: EMAIL, password });
}

/** The signed-in user's e-mail for this cookie, or null when its session has ended. */
async function sessionEmail(cookie: string): Promise<string | null> {
  const auth = await getAuth();
  const response = await auth.handler(
    new Request(`${TEST_ORIGIN}/api/auth/get-session`, { headers: { cookie, origin: TEST_ORIGIN } }),
  );
  const body = (await response.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

describe("better-auth's /change-password", () => {
  it("ends every other session of the login even when the client does not ask, and keeps this browser signed in", async () => {
    const laptop = await signUp();
    const phone = cookieOf(await signIn());
    expect(await sessionEmail(phone)).toBe(EMAIL);

    const response = await postToAuthApi(
      "/change-password",
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: false },
      laptop,
    );
    expect(response.status).toBe(200);
    expect(await sessionEmail(phone)).toBeNull();
    // This browser carries on with the new session it was given.
    expect(await sessionEmail(cookieOf(response))).toBe(EMAIL);
    const [account] = await db().select({ id: user.id }).from(user).where(eq(user.email, EMAIL));
    expect(await db().select().from(session).where(eq(session.userId, account!.id))).toHaveLength(1);
    expect((await signIn()).status).toBe(401);
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);
  });

  it("ends no session when the current password is wrong", async () => {
    const laptop = await signUp();
    const phone = cookieOf(await signIn());
    const response = await postToAuthApi(
      "/change-password",
      { currentPassword: "Not-The-Password-1", newPassword: NEW_PASSWORD },
      laptop,
    );
    expect(response.status).toBe(400);
    expect(await sessionEmail(phone)).toBe(EMAIL);
    expect(await sessionEmail(laptop)).toBe(EMAIL);
  });
});
