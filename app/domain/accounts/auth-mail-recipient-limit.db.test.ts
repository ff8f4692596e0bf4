import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { jobs, settings, verification } from "~/db/schema";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { requestPasswordReset } from "~/domain/accounts/request-password-reset.server";
import { resendVerificationEmail } from "~/domain/accounts/resend-verification-email.server";
import { signInAdmin } from "~/domain/accounts/sign-in-admin.server";
import { CLIENT_ADDRESS_HEADER } from "~/http/client-address.server";
import { useTestDatabase } from "../../../tests/support/test-database";
import { AUTH_MAIL_MAX_PER_RECIPIENT } from "~/domain/accounts/auth-mail.server";
import type { AuthHttpContext } from "~/auth/auth-endpoint.server";
import { cookieOf, postToAuthApi, TEST_ORIGIN } from "../../../tests/support/auth-test-requests";

const { db } = useTestDatabase();
const password = "Steady-Compass-2031";

/** A same-site request from its own client address each time: the limit must not depend on who asks. */
function fromClient(n: number, path: string, cookie?: string): AuthHttpContext {
  const headers = new Headers({ origin: TEST_ORIGIN, [CLIENT_ADDRESS_HEADER]: `198.51.100.${n}` });
  if (cookie) headers.set("cookie", cookie);
  return { url: `${TEST_ORIGIN}${path}`, headers };
}

async function mailsTo(address: string, kind: string) {
  const mails = await db().select().from(jobs).where(eq(jobs.type, "email.send"));
  return mails.filter((mail) => mail.payload.kind === kind && mail.payload.to === address);
}

describe("set-up, reset and verification mails are limited per recipient", () => {
  it(`sends at most ${AUTH_MAIL_MAX_PER_RECIPIENT} reset mails an hour to one address, answers the same to the next request and logs one line`, async () => {
    await createCredentialUser({ email: "vera@example.com", password, name: "Vera", emailVerified: true });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (let n = 1; n <= AUTH_MAIL_MAX_PER_RECIPIENT + 1; n++) {
      await expect(
        requestPasswordReset({ form: { email: "Vera@example.com" }, http: fromClient(n, "/forgot-password") }),
      ).resolves.toBeUndefined();
    }
    expect(await mailsTo("vera@example.com", "reset-password")).toHaveLength(AUTH_MAIL_MAX_PER_RECIPIENT);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      `[auth] reset-password mail to vera@example.com not sent: ${AUTH_MAIL_MAX_PER_RECIPIENT} already sent within 60 minutes`,
    ]);
  });

  it("still mails another address", async () => {
    await createCredentialUser({ email: "vera@example.com", password, name: "Vera", emailVerified: true });
    await createCredentialUser({ email: "other@example.com", password, name: "Other", emailVerified: true });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (let n = 1; n <= AUTH_MAIL_MAX_PER_RECIPIENT + 1; n++) {
      await requestPasswordReset({ form: { email: "vera@example.com" }, http: fromClient(n, "/forgot-password") });
    }
    await requestPasswordReset({ form: { email: "other@example.com" }, http: fromClient(9, "/forgot-password") });
    expect(await mailsTo("other@example.com", "reset-password")).toHaveLength(1);
  });

  it("limits the admin set-up mail, and makes no token for a mail it does not send", async () => {
    await db().update(settings).set({ adminEmail: "owner@example.com" });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const typed = { email: "owner@example.com", password: "Typed-By-Anyone-2031" };
    for (let n = 1; n <= AUTH_MAIL_MAX_PER_RECIPIENT + 2; n++) {
      await signInAdmin({ form: typed, http: fromClient(n, "/admin") });
    }
    expect(await mailsTo("owner@example.com", "admin-setup")).toHaveLength(AUTH_MAIL_MAX_PER_RECIPIENT);
    expect(await db().select().from(verification)).toHaveLength(AUTH_MAIL_MAX_PER_RECIPIENT);
  });

  it("limits the verification mail", async () => {
    await createCredentialUser({ email: "vera@example.com", password, name: "Vera", emailVerified: false });
    const cookie = cookieOf(await postToAuthApi("/sign-in/email", { email: "vera@example.com", password }));
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const sessionUser = {
      id: "",
      email: "vera@example.com",
      name: "Vera",
      firstName: null,
      lastName: null,
      role: "user",
      isAdmin: false,
      emailVerified: false,
      locale: "en" as const,
    };
    for (let n = 1; n <= AUTH_MAIL_MAX_PER_RECIPIENT + 1; n++) {
      await resendVerificationEmail({ user: sessionUser, http: fromClient(n, "/verify-email", cookie) });
    }
    expect(await mailsTo("vera@example.com", "verify-email")).toHaveLength(AUTH_MAIL_MAX_PER_RECIPIENT);
  });
});
