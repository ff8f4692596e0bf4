import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cookieOf, postToAuthApi, testHttp } from "../../../tests/support/auth-test-requests";
import { jobs, settings, verification } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { createAdminAccount } from "./create-admin-account.server";
import { createCredentialUser } from "./create-credential-user.server";
import { requestPasswordReset } from "./request-password-reset.server";
import { resetPassword } from "./reset-password.server";
import { signInAdmin } from "./sign-in-admin.server";

const { db } = useTestDatabase();
const password = "Steady-Compass-2031";

/** The token of every queued mail of this kind, oldest first. */
async function mailedTokens(kind: "admin-setup" | "reset-password"): Promise<string[]> {
  const mails = (await db().select().from(jobs).where(eq(jobs.type, "email.send"))).filter(
    (row) => row.payload.kind === kind,
  );
  return mails.map((mail) => {
    const link = String(mail.payload.text ?? "").match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`a ${kind} mail without a link`);
    return new URL(link).searchParams.get("token")!;
  });
}

function useToken(token: string, newPassword: string) {
  return resetPassword({
    form: { token, password: newPassword, confirmPassword: newPassword },
    http: testHttp("/reset-password"),
  });
}

async function signIn(email: string, secret: string): Promise<string> {
  const response = await postToAuthApi("/sign-in/email", { email, password: secret });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

/** A customer with a reset link in the mailbox that was never used. */
async function customerWithOutstandingResetLink(): Promise<{ id: string; token: string }> {
  const { id } = await createCredentialUser({ email: "vera@example.com", password, name: "Vera", emailVerified: true });
  await requestPasswordReset({ form: { email: "vera@example.com" }, http: testHttp("/forgot-password") });
  const [token] = await mailedTokens("reset-password");
  return { id, token: token! };
}

describe("outstanding set-up and reset links die when the password changes", () => {
  it("refuses an unused second set-up link once the owner has set the password with the first", async () => {
    await db().update(settings).set({ adminEmail: "owner@example.com" });
    const typed = { email: "owner@example.com", password: "Typed-By-Anyone-2031" };
    await signInAdmin({ form: typed, http: testHttp("/admin") });
    await signInAdmin({ form: typed, http: testHttp("/admin") });
    const [first, second] = await mailedTokens("admin-setup");

    await useToken(first!, "Owner-Chosen-2031");
    await expect(useToken(second!, "Attacker-Chosen-2031")).rejects.toMatchObject({ serviceCode: "INVALID_TOKEN" });
    expect(
      (
        await signInAdmin({
          form: { email: "owner@example.com", password: "Owner-Chosen-2031" },
          http: testHttp("/admin"),
        })
      ).outcome,
    ).toBe("signed-in");
  });

  it("refuses a reset link mailed before the customer changed the password in the portal", async () => {
    const { token } = await customerWithOutstandingResetLink();
    const cookie = await signIn("vera@example.com", password);
    const changed = await postToAuthApi(
      "/change-password",
      { currentPassword: password, newPassword: "Brand-New-Breeze-7" },
      cookie,
    );
    expect(changed.status).toBe(200);
    await expect(useToken(token, "Attacker-Chosen-2031")).rejects.toMatchObject({ serviceCode: "INVALID_TOKEN" });
  });

  it("refuses a reset link mailed before npm run admin:create set the password", async () => {
    const { token } = await customerWithOutstandingResetLink();
    expect((await createAdminAccount({ email: "vera@example.com", password: "Brand-New-Breeze-7" })).outcome).toBe(
      "promoted",
    );
    await expect(useToken(token, "Attacker-Chosen-2031")).rejects.toMatchObject({ serviceCode: "INVALID_TOKEN" });
  });

  it("keeps other logins' links", async () => {
    const { token } = await customerWithOutstandingResetLink();
    const { id: otherId } = await createCredentialUser({
      email: "other@example.com",
      password,
      name: "Other",
      emailVerified: true,
    });
    await requestPasswordReset({ form: { email: "other@example.com" }, http: testHttp("/forgot-password") });
    await useToken(token, "Brand-New-Breeze-7");
    expect(await db().select({ value: verification.value }).from(verification)).toEqual([{ value: otherId }]);
  });
});
