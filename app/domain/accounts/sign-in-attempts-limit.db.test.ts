import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { SIGN_IN_ATTEMPTS_MAX_PER_ACCOUNT, SIGN_IN_ATTEMPTS_WINDOW_MINUTES } from "~/config/business-rules";
import { appRateLimits } from "~/db/schema";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { CLIENT_ADDRESS_HEADER } from "~/http/client-address.server";
import { action as adminLoginAction } from "~/routes/admin/login";
import { action as welcomeAction } from "~/routes/_auth/welcome";
import { useTestDatabase } from "../../../tests/support/test-database";
import { getAuth } from "~/auth/auth.server";
import { formRequest, TEST_ORIGIN } from "../../../tests/support/auth-test-requests";

const { db } = useTestDatabase();
// Each attempt hashes a password (deliberately slow), and these tests make a dozen or two.
vi.setConfig({ testTimeout: 90_000 });

const PASSWORD = "Bright-Harbor-2031";

/** A JSON sign-in straight to better-auth, from a given client address (as the server would have decided it). */
async function signIn(email: string, password: string, address: string): Promise<Response> {
  const headers = new Headers({
    origin: TEST_ORIGIN,
    "content-type": "application/json",
    [CLIENT_ADDRESS_HEADER]: address,
  });
  const auth = await getAuth();
  return auth.handler(
    new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password }),
    }),
  );
}

/** Wrong passwords for one account, each from a new address, so only a per-account limit can stop them. */
async function failSignIns(email: string, count: number, firstAddress = 1): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const response = await signIn(email, `Wrong-Guess-${index}-2031`, `198.51.100.${firstAddress + index}`);
    expect(response.status).toBe(401);
  }
}

async function actionAnswer(result: unknown): Promise<{ status: number; body: unknown }> {
  if (result instanceof Response) return { status: result.status, body: await result.text() };
  const { data, init } = result as { data: unknown; init?: { status?: number } };
  return { status: init?.status ?? 200, body: data };
}

describe("the per-account sign-in limit", () => {
  it("answers 429 for an account after its failed attempts, even with the right password and from a new address", async () => {
    await createCredentialUser({ email: "sam@example.com", password: PASSWORD, name: "Sam", emailVerified: true });
    await failSignIns("sam@example.com", SIGN_IN_ATTEMPTS_MAX_PER_ACCOUNT);
    const locked = await signIn("SAM@example.com", PASSWORD, "203.0.113.200");
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: "TOO_MANY_SIGN_IN_ATTEMPTS" });
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(SIGN_IN_ATTEMPTS_WINDOW_MINUTES * 60 - 60);
    expect(locked.headers.getSetCookie()).toEqual([]);
  });

  it("lets the owner in again once the window has passed", async () => {
    await createCredentialUser({ email: "sam@example.com", password: PASSWORD, name: "Sam", emailVerified: true });
    await failSignIns("sam@example.com", SIGN_IN_ATTEMPTS_MAX_PER_ACCOUNT);
    expect((await signIn("sam@example.com", PASSWORD, "203.0.113.200")).status).toBe(429);
    // As if the window had started just over its length ago.
    await db()
      .update(appRateLimits)
      .set({
        windowEndsAt: sql`${appRateLimits.windowEndsAt} - make_interval(secs => ${SIGN_IN_ATTEMPTS_WINDOW_MINUTES * 60 + 1})`,
      });
    expect((await signIn("sam@example.com", PASSWORD, "203.0.113.200")).status).toBe(200);
  });

  it("takes back only a successful sign-in's own attempt, never the failures before it", async () => {
    await createCredentialUser({ email: "sam@example.com", password: PASSWORD, name: "Sam", emailVerified: true });
    for (let index = 0; index < SIGN_IN_ATTEMPTS_MAX_PER_ACCOUNT + 1; index += 1) {
      expect((await signIn("sam@example.com", PASSWORD, `203.0.113.${index + 1}`)).status).toBe(200);
    }
    await failSignIns("sam@example.com", SIGN_IN_ATTEMPTS_MAX_PER_ACCOUNT - 1);
    expect((await signIn("sam@example.com", PASSWORD, "203.0.113.200")).status).toBe(200);
    await failSignIns("sam@example.com", 1, 100);
    expect((await signIn("sam@example.com", PASSWORD, "203.0.113.201")).status).toBe(429);
  });

  it("limits an address without an account the same way, so the limit tells nobody which addresses have one", async () => {
    await failSignIns("nobody@example.com", SIGN_IN_ATTEMPTS_MAX_PER_ACCOUNT);
    const locked = await signIn("nobody@example.com", PASSWORD, "203.0.113.200");
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: "TOO_MANY_SIGN_IN_ATTEMPTS" });
  });

  it("counts each account on its own", async () => {
    await createCredentialUser({ email: "sam@example.com", password: PASSWORD, name: "Sam", emailVerified: true });
    await createCredentialUser({ email: "eva@example.com", password: PASSWORD, name: "Eva", emailVerified: true });
    await failSignIns("sam@example.com", SIGN_IN_ATTEMPTS_MAX_PER_ACCOUNT);
    expect((await signIn("eva@example.com", PASSWORD, "198.51.100.1")).status).toBe(200);
  });

  it("says so on the Spanish sign-in form and on the admin sign-in", async () => {
    await createCredentialUser({ email: "sam@example.com", password: PASSWORD, name: "Sam", emailVerified: true });
    await failSignIns("sam@example.com", SIGN_IN_ATTEMPTS_MAX_PER_ACCOUNT);

    const spanish = await actionAnswer(
      await welcomeAction({
        request: formRequest("/es/auth", { intent: "sign-in", email: "sam@example.com", password: PASSWORD }),
        params: {},
        context: {},
      } as Parameters<typeof welcomeAction>[0]),
    );
    expect(spanish).toMatchObject({
      status: 429,
      body: {
        toast: {
          title: "Error al iniciar sesión",
          description:
            "Demasiados intentos fallidos de inicio de sesión para esta cuenta. Espere unos minutos e inténtelo de nuevo.",
          variant: "error",
        },
      },
    });

    const admin = await actionAnswer(
      await adminLoginAction({
        request: formRequest("/admin", { email: "sam@example.com", password: PASSWORD }),
        params: {},
        context: {},
      } as Parameters<typeof adminLoginAction>[0]),
    );
    expect(admin).toMatchObject({
      status: 429,
      body: {
        notice: {
          description: "Too many failed sign-in attempts for this account. Please wait a few minutes and try again.",
          variant: "error",
        },
      },
    });
  });
});
