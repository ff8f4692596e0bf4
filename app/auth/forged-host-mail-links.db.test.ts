import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, settings } from "~/db/schema";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { action as forgotPasswordAction } from "~/routes/_auth/forgot-password";
import { action as adminLoginAction } from "~/routes/admin/login";
import { authRoutes } from "../../server/auth-routes";
import { useTestDatabase } from "../../tests/support/test-database";

const { db } = useTestDatabase();

// BASE_URL is unset in tests (vitest.config.ts) and PORT is the default: the public origin is this one.
const CONFIGURED_ORIGIN = "http://localhost:3000";
const FORGED_HOST = "evil.example";
const password = "Steady-Compass-2031";

/**
 * Every link in every queued mail. Checked without the request-URL rebuild in front (server/public-request-url.ts),
 * as the Node adapter hands a request over: its URL built from the client's Host header, and no Origin header,
 * which is what a script sends (security probe F1).
 */
async function linksInQueuedMail(): Promise<string[]> {
  const mails = await db().select().from(jobs).where(eq(jobs.type, "email.send"));
  return mails.flatMap((mail) => String(mail.payload.text ?? "").match(/https?:\/\/\S+/g) ?? []);
}

function forgedForm(path: string, fields: Record<string, string>): Request {
  return new Request(`http://${FORGED_HOST}${path}`, {
    method: "POST",
    headers: { host: FORGED_HOST, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

function forgedAuthApiPost(path: string, body: Record<string, unknown>): Promise<Response> {
  return Promise.resolve(
    authRoutes.request(`http://${FORGED_HOST}/api/auth${path}`, {
      method: "POST",
      headers: { host: FORGED_HOST, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

async function expectOnlyConfiguredLinks(expectedCount: number) {
  const links = await linksInQueuedMail();
  expect(links).toHaveLength(expectedCount);
  for (const link of links) expect(new URL(link).origin).toBe(CONFIGURED_ORIGIN);
}

async function designateAdmin(email = "owner@example.com") {
  await db().update(settings).set({ adminEmail: email });
}

describe("a request with a forged Host header mails links only to the configured origin", () => {
  it("POST /admin with the designated address (the set-up link and the admin link)", async () => {
    await designateAdmin();
    await adminLoginAction({
      request: forgedForm("/admin", { email: "owner@example.com", password }),
      params: {},
      context: {},
    } as Parameters<typeof adminLoginAction>[0]);
    await expectOnlyConfiguredLinks(2);
  });

  it("POST /api/auth/sign-up/email with the designated address", async () => {
    await designateAdmin();
    const response = await forgedAuthApiPost("/sign-up/email", { email: "owner@example.com", password, name: "x" });
    expect(response.status).toBe(200);
    await expectOnlyConfiguredLinks(2);
  });

  it("POST /api/auth/send-verification-email for the designated address and for a customer", async () => {
    await designateAdmin();
    await createCredentialUser({ email: "owner@example.com", password, name: "Owner", emailVerified: false });
    await createCredentialUser({ email: "vera@example.com", password, name: "Vera", emailVerified: false });
    expect((await forgedAuthApiPost("/send-verification-email", { email: "owner@example.com" })).status).toBe(200);
    expect((await forgedAuthApiPost("/send-verification-email", { email: "vera@example.com" })).status).toBe(200);
    await expectOnlyConfiguredLinks(3);
  });

  it("POST /api/auth/request-password-reset", async () => {
    await createCredentialUser({ email: "vera@example.com", password, name: "Vera", emailVerified: true });
    expect((await forgedAuthApiPost("/request-password-reset", { email: "vera@example.com" })).status).toBe(200);
    await expectOnlyConfiguredLinks(1);
  });

  it("POST /forgot-password", async () => {
    await createCredentialUser({ email: "vera@example.com", password, name: "Vera", emailVerified: true });
    await forgotPasswordAction({
      request: forgedForm("/forgot-password", { email: "vera@example.com" }),
      params: {},
      context: {},
    } as Parameters<typeof forgotPasswordAction>[0]);
    await expectOnlyConfiguredLinks(1);
  });
});
