import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAuth } from "~/auth/auth.server";
import { cookieOf, TEST_ORIGIN, testHttp } from "../../../tests/support/auth-test-requests";
import { customers, jobs, user } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { requestPasswordReset } from "./request-password-reset.server";
import { resendVerificationEmail } from "./resend-verification-email.server";
import { resetPassword } from "./reset-password.server";
import { signInUser } from "./sign-in-user.server";
import { signUpCustomer } from "./sign-up-customer.server";

const { db } = useTestDatabase();
const password = "Gentle-Rain-2031";

async function signUp(email = "vera@example.com") {
  return signUpCustomer({
    form: { firstName: "Vera", lastName: "Cruz", email, password, confirmPassword: password },
    locale: "en",
    http: testHttp(),
  });
}

/** The link in the newest queued e-mail of this kind. */
async function linkInMail(kind: string): Promise<string> {
  const mails = await db().select().from(jobs).where(eq(jobs.type, "email.send"));
  const mail = mails.filter((row) => row.payload.kind === kind).at(-1);
  const link = String(mail?.payload.text ?? "").match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no ${kind} mail with a link`);
  return link;
}

async function openLink(link: string): Promise<Response> {
  return (await getAuth()).handler(new Request(link));
}

describe("e-mail verification", () => {
  it("verifies the address from the mailed link, lands on /verify-email and claims the staff's customer record", async () => {
    const [imported] = await db()
      .insert(customers)
      .values({ firstName: "Vera", lastName: "Cruz", email: "vera@example.com", customerNumber: "AW7001" })
      .returning();
    const { userId } = await signUp();
    const response = await openLink(await linkInMail("verify-email"));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/verify-email?status=ok");
    const [verified] = await db().select().from(user).where(eq(user.id, userId));
    expect(verified!.emailVerified).toBe(true);
    const [record] = await db().select().from(customers).where(eq(customers.userId, userId));
    expect(record!.id).toBe(imported!.id);
  });

  it("creates a numbered customer record when none matches", async () => {
    const { userId } = await signUp();
    await openLink(await linkInMail("verify-email"));
    const [record] = await db().select().from(customers).where(eq(customers.userId, userId));
    expect(record).toMatchObject({ firstName: "Vera", lastName: "Cruz", email: "vera@example.com" });
  });

  it("sends a tampered link back to /verify-email with an error", async () => {
    await signUp();
    const link = (await linkInMail("verify-email")).replace(/token=([^&]+)/, "token=$1x");
    const response = await openLink(link);
    expect(response.headers.get("location")).toMatch(/^\/verify-email\?status=ok&error=/);
    expect((await db().select().from(user))[0]!.emailVerified).toBe(false);
  });

  it("re-sends the link to the signed-in user", async () => {
    const { setCookies } = await signUp();
    const sessionUser = {
      id: "",
      email: "vera@example.com",
      name: "Vera Cruz",
      firstName: "Vera",
      lastName: "Cruz",
      role: "user",
      isAdmin: false,
      emailVerified: false,
      locale: "en" as const,
    };
    await resendVerificationEmail({ user: sessionUser, http: testHttp("/verify-email", cookieOf(setCookies)) });
    const mails = (await db().select().from(jobs).where(eq(jobs.type, "email.send"))).filter(
      (row) => row.payload.kind === "verify-email",
    );
    expect(mails).toHaveLength(2);
  });
});

describe("password reset", () => {
  it("mails a link to /reset-password; the new password works, the old one no longer", async () => {
    const { userId } = await signUp();
    await requestPasswordReset({ form: { email: "VERA@example.com" }, http: testHttp("/forgot-password") });
    const link = await linkInMail("reset-password");
    expect(link.startsWith(`${TEST_ORIGIN}/reset-password?token=`)).toBe(true);
    const token = new URL(link).searchParams.get("token")!;

    await resetPassword({
      form: { token, password: "Brand-New-Breeze-7", confirmPassword: "Brand-New-Breeze-7" },
      http: testHttp("/reset-password"),
    });
    await expect(signInUser({ form: { email: "vera@example.com", password }, http: testHttp() })).rejects.toMatchObject(
      { serviceCode: "INVALID_EMAIL_OR_PASSWORD" },
    );
    const signedIn = await signInUser({
      form: { email: "vera@example.com", password: "Brand-New-Breeze-7" },
      http: testHttp(),
    });
    expect(signedIn.userId).toBe(userId);
    expect(signedIn.setCookies.filter((cookie) => cookie.startsWith("aw.session_token="))).toHaveLength(1);
    // Following a link mailed to the address proves it.
    expect((await db().select().from(user))[0]!.emailVerified).toBe(true);
  });

  it("refuses a common new password and a used token", async () => {
    await signUp();
    await requestPasswordReset({ form: { email: "vera@example.com" }, http: testHttp("/forgot-password") });
    const token = new URL(await linkInMail("reset-password")).searchParams.get("token")!;
    await expect(
      resetPassword({ form: { token, password: "sunshine123", confirmPassword: "sunshine123" }, http: testHttp() }),
    ).rejects.toMatchObject({
      fieldErrors: { password: "passwordTooCommon" },
    });
    await resetPassword({
      form: { token, password: "Brand-New-Breeze-7", confirmPassword: "Brand-New-Breeze-7" },
      http: testHttp(),
    });
    await expect(
      resetPassword({
        form: { token, password: "Other-New-Breeze-8", confirmPassword: "Other-New-Breeze-8" },
        http: testHttp(),
      }),
    ).rejects.toMatchObject({
      serviceCode: "INVALID_TOKEN",
    });
  });

  it("answers the same for an address without a login and mails nothing", async () => {
    await expect(
      requestPasswordReset({ form: { email: "nobody@example.com" }, http: testHttp("/forgot-password") }),
    ).resolves.toBeUndefined();
    expect(await db().select().from(jobs)).toEqual([]);
  });
});
