import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../tests/support/test-database";
import { authRoutes } from "./auth-routes";

useTestDatabase();

const ORIGIN = "http://localhost:3000";

function get(pathAndQuery: string): Promise<Response> {
  return Promise.resolve(authRoutes.request(`${ORIGIN}${pathAndQuery}`, { headers: { origin: ORIGIN } }));
}

function postJson(path: string, body: Record<string, unknown>): Promise<Response> {
  return Promise.resolve(
    authRoutes.request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

describe("the redirect parameters of better-auth's endpoints", () => {
  it.each([
    "/.//evil.example",
    "/x/..//evil.example",
    "/%2e//evil.example",
    "//evil.example",
    "https://evil.example/",
    "/\\evil.example",
  ])(
    "refuses a verification link whose callbackURL is %j with 400, before better-auth redirects anywhere",
    async (callbackURL) => {
      const response = await get(`/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent(callbackURL)}`);
      expect(response.status).toBe(400);
      expect(response.headers.get("location")).toBeNull();
      expect(await response.json()).toEqual({
        code: "INVALID_REDIRECT",
        message: "callbackURL must be a path on this site",
      });
    },
  );

  it("passes a verification link with a path of ours on to better-auth", async () => {
    const response = await get(
      `/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent("/verify-email?status=ok")}`,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/verify-email\?status=ok&error=/);
  });

  it.each(["redirectTo", "errorCallbackURL", "newUserCallbackURL", "callbackURL"])(
    "refuses an unsafe %s in a JSON body",
    async (name) => {
      const response = await postJson("/api/auth/request-password-reset", {
        email: "ana@example.com",
        [name]: "/.//evil.example",
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: "INVALID_REDIRECT",
        message: `${name} must be a path on this site`,
      });
    },
  );

  it("lets a JSON body with a path of ours through", async () => {
    const response = await postJson("/api/auth/request-password-reset", {
      email: "ana@example.com",
      redirectTo: "/reset-password",
    });
    expect(response.status).toBe(200);
  });
});
