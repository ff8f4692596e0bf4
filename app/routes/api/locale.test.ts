import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/config/env.server";

vi.mock("~/auth/require-user.server", () => ({ getSessionUser: vi.fn() }));
vi.mock("~/domain/preferences/set-preferred-locale.server", () => ({ setPreferredLocale: vi.fn() }));

const { getSessionUser } = await import("~/auth/require-user.server");
const { setPreferredLocale } = await import("~/domain/preferences/set-preferred-locale.server");
const { action } = await import("./locale");

function post(fields: Record<string, string>, url = "http://localhost/api/locale"): Request {
  return new Request(url, { method: "POST", body: new URLSearchParams(fields) });
}

async function run(request: Request): Promise<Response> {
  try {
    return (await action({ request, params: {}, context: {} } as Parameters<typeof action>[0])) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    if (thrown && typeof thrown === "object" && "init" in thrown) {
      const init = (thrown as { init?: ResponseInit }).init;
      return new Response(null, { status: init?.status ?? 500 });
    }
    throw thrown;
  }
}

describe("POST /api/locale", () => {
  beforeEach(() => {
    vi.mocked(getSessionUser).mockReset().mockResolvedValue(null);
    vi.mocked(setPreferredLocale).mockReset().mockResolvedValue({ locale: "es" });
  });

  it("remembers the language in a year-long cookie and goes back to the portal screen", async () => {
    const response = await run(post({ locale: "es", redirectTo: "/customer?tab=2" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/customer?tab=2");
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^lang=es;/);
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure");
    expect(setPreferredLocale).not.toHaveBeenCalled();
  });

  it("saves the choice on the account of a signed-in person", async () => {
    vi.mocked(getSessionUser).mockResolvedValue({ id: "user-7" } as Awaited<ReturnType<typeof getSessionUser>>);
    await run(post({ locale: "es", redirectTo: "/customer" }));
    expect(setPreferredLocale).toHaveBeenCalledWith({ userId: "user-7", locale: "es" });
  });

  it("sends a public page to its version in the chosen language", async () => {
    expect((await run(post({ locale: "es", redirectTo: "/" }))).headers.get("Location")).toBe("/es");
    expect((await run(post({ locale: "en", redirectTo: "/es/auth?x=1" }))).headers.get("Location")).toBe("/auth?x=1");
  });

  describe("with an https public origin", () => {
    beforeEach(() => {
      vi.stubEnv("BASE_URL", "https://awac.example");
      resetEnvForTests();
    });
    afterEach(() => {
      vi.unstubAllEnvs();
      resetEnvForTests();
    });

    it("marks the cookie Secure even though the request reached the server over http behind the TLS proxy", async () => {
      const response = await run(post({ locale: "en" }, "http://127.0.0.1:3000/api/locale"));
      expect(response.headers.get("Location")).toBe("/");
      expect(response.headers.get("Set-Cookie")).toMatch(/; Secure$/);
    });
  });

  it("leaves the cookie without Secure when the public origin is http, whatever the request's scheme", async () => {
    const response = await run(post({ locale: "en" }, "https://awac.example/api/locale"));
    expect(response.headers.get("Set-Cookie")).not.toContain("Secure");
  });

  it("refuses an unknown language or a way back that leaves the site", async () => {
    expect((await run(post({ locale: "fr", redirectTo: "/" }))).status).toBe(400);
    expect((await run(post({ locale: "es", redirectTo: "https://evil.example/" }))).status).toBe(400);
    expect((await run(post({ locale: "es", redirectTo: "//evil.example" }))).status).toBe(400);
    expect((await run(post({ locale: "en", redirectTo: "/.//evil.example" }))).status).toBe(400);
    expect((await run(post({ locale: "en", redirectTo: "/x/..//evil.example" }))).status).toBe(400);
    expect(setPreferredLocale).not.toHaveBeenCalled();
  });

  it("never turns a Spanish page's path into another host when it drops the /es prefix", async () => {
    const response = await run(post({ locale: "en", redirectTo: "/es//evil.example" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("answers a broken multipart body with 400, never 500", async () => {
    const request = new Request("http://localhost/api/locale", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "--x\r\nbroken",
    });
    expect((await run(request)).status).toBe(400);
  });
});
