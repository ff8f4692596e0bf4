import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { readFlashToast, redirectWithToast } from "./flash-toast.server";

const TOAST = { title: "Saved", variant: "success" } as const;

function withBaseUrl(baseUrl: string) {
  vi.stubEnv("BASE_URL", baseUrl);
  resetEnvForTests();
}

function requestWithToast(): Request {
  return new Request("http://127.0.0.1:3000/", {
    headers: { cookie: `flash_toast=${encodeURIComponent(JSON.stringify(TOAST))}` },
  });
}

describe("the flash toast cookie", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvForTests();
  });

  it("is Secure, when set and when cleared, if the public origin is https", () => {
    withBaseUrl("https://awac.example");
    const cookie = redirectWithToast("/customer", TOAST).headers.get("Set-Cookie");
    expect(cookie).toMatch(/^flash_toast=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=60; Secure$/);
    expect(readFlashToast(requestWithToast()).clearHeader).toBe(
      "flash_toast=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure",
    );
  });

  it("is not Secure when the public origin is http", () => {
    withBaseUrl("http://localhost:3000");
    expect(redirectWithToast("/customer", TOAST).headers.get("Set-Cookie")).not.toContain("Secure");
    const { toast, clearHeader } = readFlashToast(requestWithToast());
    expect(toast).toEqual(TOAST);
    expect(clearHeader).toBe("flash_toast=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
  });
});
