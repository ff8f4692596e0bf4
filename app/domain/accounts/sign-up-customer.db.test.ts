import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAuth } from "~/auth/auth.server";
import { cookieOf, formRequest, postToAuthApi, testHttp } from "../../../tests/support/auth-test-requests";
import { jobs, leads, profiles, user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { action as welcomeAction } from "~/routes/_auth/welcome";
import { useTestDatabase } from "../../../tests/support/test-database";
import type { SignUp } from "./account-schemas";
import { signUpCustomer, SignUpContinuesByMail } from "./sign-up-customer.server";

const { db } = useTestDatabase();
const form: SignUp = {
  firstName: "Ana",
  lastName: "Pérez",
  email: "Ana@Example.com",
  password: "Cool-Breeze-2031",
  confirmPassword: "Cool-Breeze-2031",
};

async function runWelcomeAction(fields: Record<string, string>): Promise<Response> {
  const result = await welcomeAction({ request: formRequest("/auth", fields), params: {}, context: {} } as Parameters<
    typeof welcomeAction
  >[0]);
  return result instanceof Response
    ? result
    : new Response(JSON.stringify((result as { data: unknown }).data), {
        status: (result as { init?: { status?: number } }).init?.status ?? 200,
      });
}

describe("signUpCustomer", () => {
  it("writes the user, the profile, a user_signup lead and its CRM job", async () => {
    const { userId, setCookies } = await signUpCustomer({ form, locale: "es", http: testHttp() });
    expect(setCookies.some((cookie) => cookie.startsWith("aw.session_token="))).toBe(true);
    const [created] = await db().select().from(user).where(eq(user.id, userId));
    expect(created).toMatchObject({
      email: "ana@example.com",
      firstName: "Ana",
      lastName: "Pérez",
      role: "user",
      emailVerified: false,
      locale: "es",
    });
    expect(await db().select().from(profiles)).toMatchObject([{ userId, firstName: "Ana", lastName: "Pérez" }]);
    const [lead] = await db().select().from(leads);
    expect(lead).toMatchObject({
      source: "user_signup",
      name: "Ana Pérez",
      email: "ana@example.com",
      userId,
      status: "new",
    });
    const crmJobs = await db().select().from(jobs).where(eq(jobs.type, "crm.sync-lead"));
    expect(crmJobs).toMatchObject([{ payload: { leadId: lead!.id }, status: "pending" }]);
  });

  it("signs the new customer in and mails a verification link in their language", async () => {
    const { setCookies } = await signUpCustomer({ form, locale: "es", http: testHttp("/es/auth") });
    const session = await (await getAuth()).api.getSession({ headers: new Headers({ cookie: cookieOf(setCookies) }) });
    expect(session?.user.email).toBe("ana@example.com");
    const [mail] = await db().select().from(jobs).where(eq(jobs.type, "email.send"));
    expect(mail!.payload).toMatchObject({
      to: "ana@example.com",
      kind: "verify-email",
      subject: "Confirme su correo electrónico",
    });
    expect(String(mail!.payload.text)).toContain("http://localhost:3000/api/auth/verify-email?token=");
    expect(String(mail!.payload.text)).toContain(encodeURIComponent("/es/verify-email?status=ok"));
  });

  it("refuses a password from the common-password list", async () => {
    const weak = { ...form, password: "Password123", confirmPassword: "Password123" };
    await expect(signUpCustomer({ form: weak, locale: "en", http: testHttp() })).rejects.toMatchObject({
      code: "BAD_INPUT",
      fieldErrors: { password: "passwordTooCommon" },
    } satisfies Partial<AppError>);
    expect(await db().select().from(user)).toEqual([]);
  });

  it("makes no second account for an address that has one and says the sign-up continues by mail", async () => {
    await signUpCustomer({ form, locale: "en", http: testHttp() });
    const second = signUpCustomer({ form: { ...form, email: "ANA@example.com" }, locale: "en", http: testHttp() });
    await expect(second).rejects.toBeInstanceOf(SignUpContinuesByMail);
    await expect(second).rejects.toMatchObject({ email: "ANA@example.com" });
    expect(await db().select().from(user)).toHaveLength(1);
    expect(await db().select().from(leads)).toHaveLength(1);
  });
});

describe("the Welcome sign-up form", () => {
  it("grants nothing for a role or other extra fields in the posted form", async () => {
    const response = await runWelcomeAction({
      intent: "sign-up",
      firstName: "Mallory",
      lastName: "Evil",
      email: "mallory@example.com",
      password: "Sneaky-Otter-2031",
      confirmPassword: "Sneaky-Otter-2031",
      role: "admin",
      emailVerified: "true",
      banned: "false",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/customer");
    const [created] = await db().select().from(user).where(eq(user.email, "mallory@example.com"));
    expect(created).toMatchObject({ role: "user", emailVerified: false });
  });

  it("answers 'Passwords don't match' and the 8-character rule as field errors, creating nothing", async () => {
    const response = await runWelcomeAction({
      intent: "sign-up",
      firstName: "A",
      lastName: "B",
      email: "a@example.com",
      password: "short",
      confirmPassword: "other",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      intent: "sign-up",
      fieldErrors: { password: "passwordTooShort", confirmPassword: "passwordsDontMatch" },
      values: { firstName: "A", lastName: "B", email: "a@example.com" },
      toast: { title: "Sign Up Error", description: "Password must be at least 8 characters" },
    });
    expect(await db().select().from(user)).toEqual([]);
  });

  it("answers a NUL byte or a line break in a name as a field error, creating nothing", async () => {
    const fields = {
      intent: "sign-up",
      email: "a@example.com",
      password: "Warm-Front-2031",
      confirmPassword: "Warm-Front-2031",
    };
    const response = await runWelcomeAction({
      ...fields,
      firstName: "Ana\u0000",
      lastName: "Pérez\nBcc: x@evil.example",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      intent: "sign-up",
      fieldErrors: { firstName: "nameNotAllowed", lastName: "nameNotAllowed" },
    });
    expect(await db().select().from(user)).toEqual([]);
  });

  it("answers a broken multipart body with 400, creating nothing", async () => {
    const request = new Request("http://localhost:3000/auth", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "multipart/form-data; boundary=x" },
      body: "--x\r\nbroken",
    });
    const thrown = await welcomeAction({ request, params: {}, context: {} } as Parameters<
      typeof welcomeAction
    >[0]).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    expect(await db().select().from(user)).toEqual([]);
  });

  it("redirects to a same-site redirectTo with the session cookie, and ignores a foreign one", async () => {
    const fields = {
      intent: "sign-up",
      firstName: "Ben",
      lastName: "Ruiz",
      email: "ben@example.com",
      password: "Warm-Front-2031",
      confirmPassword: "Warm-Front-2031",
    };
    const first = await runWelcomeAction({ ...fields, redirectTo: "/customer/history?page=2" });
    expect(first.headers.get("location")).toBe("/customer/history?page=2");
    expect(first.headers.getSetCookie().some((line) => line.startsWith("aw.session_token="))).toBe(true);
    expect(first.headers.getSetCookie().some((line) => line.startsWith("flash_toast="))).toBe(true);
    const second = await runWelcomeAction({
      ...fields,
      email: "ben2@example.com",
      redirectTo: "https://evil.example/",
    });
    expect(second.headers.get("location")).toBe("/customer");
  });

  it("shows 'Sign In Error' with the service's message for a wrong password", async () => {
    await signUpCustomer({ form, locale: "en", http: testHttp() });
    const response = await runWelcomeAction({
      intent: "sign-in",
      email: "ana@example.com",
      password: "Wrong-Password-1",
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      code: "UNAUTHENTICATED",
      toast: { title: "Sign In Error", description: "Invalid email or password", variant: "error" },
    });
  });
});

describe("better-auth's own sign-up endpoint", () => {
  it("refuses a body that tries to set the role", async () => {
    const response = await postToAuthApi("/sign-up/email", {
      name: "M E",
      email: "m@example.com",
      password: "Sneaky-Otter-2031",
      role: "admin",
    });
    expect(response.status).toBe(400);
    expect(await db().select().from(user)).toEqual([]);
  });

  it("ignores fields outside the form such as emailVerified", async () => {
    const response = await postToAuthApi("/sign-up/email", {
      name: "M E",
      email: "m@example.com",
      password: "Sneaky-Otter-2031",
      emailVerified: true,
      locale: "es",
      banned: false,
    });
    expect(response.status).toBe(200);
    const [created] = await db().select().from(user);
    expect(created).toMatchObject({ role: "user", emailVerified: false, locale: "en" });
    // The same sign-up records as through the Welcome form.
    expect(await db().select().from(leads)).toHaveLength(1);
  });

  it("applies the 8-character minimum and the common-password list", async () => {
    const short = await postToAuthApi("/sign-up/email", { name: "S", email: "s@example.com", password: "Ab-12cd" });
    expect(await short.json()).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
    const common = await postToAuthApi("/sign-up/email", { name: "C", email: "c@example.com", password: "iloveyou1" });
    expect(await common.json()).toMatchObject({ code: "PASSWORD_TOO_COMMON" });
    expect(await db().select().from(user)).toEqual([]);
  });
});
