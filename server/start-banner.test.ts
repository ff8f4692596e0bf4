import { describe, expect, it } from "vitest";
import { startBanner } from "./start-banner";

describe("startBanner", () => {
  it("boxes the address to open and the three demo logins with their passwords", () => {
    const banner = startBanner({
      address: "http://localhost:3000",
      demoLogins: {
        admin: { source: "generated", password: "abcDEF-123456-ghiJKL" },
        customer: { source: "generated", password: "mnoPQR-789012-stuVWX" },
        technician: { source: "generated", password: "yzaBCD-345678-efgHIJ" },
      },
    });
    const lines = banner.trim().split("\n");
    expect(lines[0]).toMatch(/^\+-+\+$/);
    expect(lines.at(-1)).toBe(lines[0]);
    expect(lines.every((line) => line.length === lines[0]!.length)).toBe(true);
    expect(lines[1]).toContain("Open http://localhost:3000");
    expect(banner).toMatch(/http:\/\/localhost:3000\/admin\s+admin@awac\.example/);
    expect(banner).toContain("password: abcDEF-123456-ghiJKL");
    expect(banner).toMatch(/http:\/\/localhost:3000\/auth\s+customer@awac\.example/);
    expect(banner).toContain("password: mnoPQR-789012-stuVWX");
    expect(banner).toMatch(/http:\/\/localhost:3000\/tech\s+tech@awac\.example/);
    expect(banner).toContain("password: yzaBCD-345678-efgHIJ");
  });

  it("names a password set in the environment instead of printing it, and says when one is no longer known", () => {
    const banner = startBanner({
      address: "https://awac.example",
      demoLogins: {
        admin: { source: "DEMO_ADMIN_PASSWORD", password: "" },
        customer: { source: "unknown" },
        technician: { source: "DEMO_TECH_PASSWORD", password: "" },
      },
    });
    expect(banner).toContain("password: (the value of DEMO_TECH_PASSWORD)");
    expect(banner).toContain("password: (the value of DEMO_ADMIN_PASSWORD)");
    expect(banner).toContain("password: unknown: changed since the demo was created");
  });

  it("shows only the address when the start did not ask for the demo", () => {
    const banner = startBanner({ address: "https://awac.example", demoLogins: null });
    expect(banner).toContain("Open https://awac.example");
    expect(banner).not.toContain("Demo logins");
  });
});
