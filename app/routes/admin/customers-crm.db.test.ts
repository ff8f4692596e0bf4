import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { signInAdmin } from "~/domain/accounts/sign-in-admin.server";
import { cookieOf, TEST_ORIGIN, testHttp } from "../../../tests/support/auth-test-requests";
import { useTestDatabase } from "../../../tests/support/test-database";
import { action } from "./customers-crm";

useTestDatabase();

async function adminCookie(): Promise<string> {
  await createCredentialUser({
    email: "admin@example.com",
    password: "Steady-Compass-2031",
    name: "Admin",
    role: "admin",
    emailVerified: true,
  });
  const result = await signInAdmin({
    form: { email: "admin@example.com", password: "Steady-Compass-2031" },
    http: testHttp("/admin"),
  });
  if (result.outcome !== "signed-in") throw new Error("admin sign-in failed");
  return cookieOf(result.setCookies);
}

async function post(cookie: string, form: Record<string, string>): Promise<Response> {
  const request = new Request(`${TEST_ORIGIN}/admin/customers/crm`, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
  return (await action({ request, params: {}, context: {} } as never)) as Response;
}

function toastOf(response: Response): { title: string; variant: string } {
  const cookie = response.headers.get("set-cookie") ?? "";
  const value = /=([^;]+)/.exec(cookie)?.[1] ?? "";
  return JSON.parse(decodeURIComponent(value)) as { title: string; variant: string };
}

function setMonday(token: string | undefined): void {
  vi.stubEnv("MONDAY_API_TOKEN", token ?? "");
  vi.stubEnv("MONDAY_API_URL", "http://127.0.0.1:9/v2");
  resetEnvForTests();
}
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("the CRM panel's sync action", () => {
  it("goes back to the customers screen with 'CRM not connected' when no monday.com token is set up", async () => {
    const cookie = await adminCookie();
    setMonday(undefined);
    const response = await post(cookie, { boardId: "4242", returnSearch: "q=smith" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/customers?q=smith&crm=1");
    expect(toastOf(response)).toMatchObject({ title: "CRM not connected", variant: "error" });
  });

  it("goes back with 'No Board Selected' when the CRM is connected but no board was chosen", async () => {
    const cookie = await adminCookie();
    setMonday("token");
    const response = await post(cookie, { boardId: "" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/customers?crm=1");
    expect(toastOf(response)).toMatchObject({ title: "No Board Selected", variant: "error" });
  });

  it("queues the sync and opens the panel on its job when a board is chosen", async () => {
    const cookie = await adminCookie();
    setMonday("token");
    const response = await post(cookie, { boardId: "4242" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/admin\/customers\?crm=1&job=\d+$/);
    expect(toastOf(response)).toMatchObject({ variant: "info" });
  });
});
