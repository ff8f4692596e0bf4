import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cookieOf, formRequest, testHttp } from "../../../tests/support/auth-test-requests";
import { getSessionUser } from "~/auth/require-user.server";
import { jobs, session, settings, user } from "~/db/schema";
import { action as adminLoginAction } from "~/routes/admin/login";
import { useTestDatabase } from "../../../tests/support/test-database";
import { createCredentialUser } from "./create-credential-user.server";
import { resetPassword } from "./reset-password.server";
import { signInAdmin } from "./sign-in-admin.server";

const { db } = useTestDatabase();
const http = testHttp("/admin");

async function setupLink(): Promise<URL> {
  const mails = (await db().select().from(jobs).where(eq(jobs.type, "email.send"))).filter(
    (row) => row.payload.kind === "admin-setup",
  );
  const link = String(mails.at(-1)?.payload.text ?? "").match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error("no admin set-up mail");
  return new URL(link);
}

describe("signInAdmin", () => {
  it("signs an admin in with a session cookie", async () => {
    await createCredentialUser({
      email: "admin@example.com",
      password: "Steady-Compass-2031",
      name: "Admin",
      role: "admin",
      emailVerified: true,
    });
    const result = await signInAdmin({ form: { email: "admin@example.com", password: "Steady-Compass-2031" }, http });
    expect(result.outcome).toBe("signed-in");
    const cookie = cookieOf(result.outcome === "signed-in" ? result.setCookies : []);
    expect(
      await getSessionUser(new Request("http://localhost:3000/admin/dashboard", { headers: { cookie } })),
    ).toMatchObject({ isAdmin: true });
  });

  it("refuses a customer's correct password and keeps no session for them", async () => {
    const { id } = await createCredentialUser({
      email: "cus@example.com",
      password: "Steady-Compass-2031",
      name: "Cus",
      emailVerified: true,
    });
    expect(await signInAdmin({ form: { email: "cus@example.com", password: "Steady-Compass-2031" }, http })).toEqual({
      outcome: "not-admin",
    });
    expect(await db().select().from(session).where(eq(session.userId, id))).toEqual([]);
  });

  it("throws the service's message for a wrong password", async () => {
    await createCredentialUser({
      email: "admin@example.com",
      password: "Steady-Compass-2031",
      name: "Admin",
      role: "admin",
      emailVerified: true,
    });
    await expect(
      signInAdmin({ form: { email: "admin@example.com", password: "Wrong-Compass-1" }, http }),
    ).rejects.toMatchObject({
      serviceCode: "INVALID_EMAIL_OR_PASSWORD",
      message: "Invalid email or password",
    });
  });
});

describe("the designated admin address (DECISIONS.md §2)", () => {
  it("gets a login and a set-up link on first sign-in, and admin rights only after the mailbox owner sets the password", async () => {
    await db().update(settings).set({ adminEmail: "owner@example.com" });
    const typed = { email: "Owner@Example.com", password: "Typed-By-Anyone-2031" };
    expect(await signInAdmin({ form: typed, http })).toEqual({
      outcome: "admin-account-created",
      email: "owner@example.com",
    });
    const [created] = await db().select().from(user);
    expect(created).toMatchObject({ email: "owner@example.com", role: "user", emailVerified: false });

    // Signing in again before confirming: no admin access, a fresh link.
    expect(await signInAdmin({ form: typed, http })).toEqual({ outcome: "setup-pending", email: "owner@example.com" });

    const link = await setupLink();
    expect(link.pathname).toBe("/reset-password");
    expect(link.searchParams.get("setup")).toBe("1");
    await resetPassword({
      form: {
        token: link.searchParams.get("token")!,
        password: "Owner-Chosen-2031",
        confirmPassword: "Owner-Chosen-2031",
      },
      http: testHttp("/reset-password"),
    });
    expect((await db().select().from(user))[0]!.emailVerified).toBe(true);
    await expect(signInAdmin({ form: typed, http })).rejects.toMatchObject({
      serviceCode: "INVALID_EMAIL_OR_PASSWORD",
    });
    expect(
      (await signInAdmin({ form: { email: "owner@example.com", password: "Owner-Chosen-2031" }, http })).outcome,
    ).toBe("signed-in");
  });

  it("refuses to create the login with a common or short password", async () => {
    await db().update(settings).set({ adminEmail: "owner@example.com" });
    expect(await signInAdmin({ form: { email: "owner@example.com", password: "qwerty123" }, http })).toMatchObject({
      outcome: "account-creation-failed",
      reason: "passwordTooCommon",
    });
    expect(await signInAdmin({ form: { email: "owner@example.com", password: "Ab-1" }, http })).toMatchObject({
      outcome: "account-creation-failed",
      reason: "passwordTooShort",
    });
    expect(await db().select().from(user)).toEqual([]);
  });
});

describe("the /admin sign-in form", () => {
  it("goes to the dashboard with 'Login Successful' for an admin", async () => {
    await createCredentialUser({
      email: "admin@example.com",
      password: "Steady-Compass-2031",
      name: "Admin",
      role: "admin",
      emailVerified: true,
    });
    const response = (await adminLoginAction({
      request: formRequest("/admin", { email: "admin@example.com", password: "Steady-Compass-2031", role: "admin" }),
      params: {},
      context: {},
    } as Parameters<typeof adminLoginAction>[0])) as Response;
    expect(response.headers.get("location")).toBe("/admin/dashboard");
    const flash = decodeURIComponent(response.headers.getSetCookie().find((line) => line.startsWith("flash_toast="))!);
    expect(flash).toContain('"title":"Login Successful"');
    expect(flash).toContain('"description":"Welcome to the Admin Portal."');
  });

  it("answers 'Login Failed' with a clear message to a customer", async () => {
    await createCredentialUser({
      email: "cus@example.com",
      password: "Steady-Compass-2031",
      name: "Cus",
      emailVerified: true,
    });
    const result = (await adminLoginAction({
      request: formRequest("/admin", { email: "cus@example.com", password: "Steady-Compass-2031" }),
      params: {},
      context: {},
    } as Parameters<typeof adminLoginAction>[0])) as { data: unknown; init: { status: number } };
    expect(result.init.status).toBe(403);
    expect(result.data).toMatchObject({
      notice: { title: "Login Failed", description: "This account does not have admin access." },
    });
  });
});
