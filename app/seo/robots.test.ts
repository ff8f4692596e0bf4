import { describe, expect, it } from "vitest";
import { buildRobotsTxt } from "./robots";

describe("buildRobotsTxt", () => {
  const robots = buildRobotsTxt("https://awac.example/");

  it("lets crawlers in everywhere public and points them at the sitemap's absolute address", () => {
    expect(robots).toContain("User-agent: *\nAllow: /\n");
    expect(robots).toContain("Sitemap: https://awac.example/sitemap.xml");
  });

  it("keeps crawlers out of the back office, the portal, the API and the account screens", () => {
    for (const path of [
      "/admin",
      "/customer",
      "/api/",
      "/auth",
      "/es/auth",
      "/forgot-password",
      "/reset-password",
      "/verify-email",
    ]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
  });
});
