import { describe, expect, it } from "vitest";
import { readSidebarOpen, sidebarCookie } from "./sidebar-cookie";

describe("sidebar cookie", () => {
  it("reads an expanded sidebar when there is no cookie", () => {
    expect(readSidebarOpen(null)).toBe(true);
    expect(readSidebarOpen("lang=es")).toBe(true);
  });

  it("reads a collapsed sidebar among other cookies", () => {
    expect(readSidebarOpen("lang=es; sidebar_state=false; other=1")).toBe(false);
    expect(readSidebarOpen("sidebar_state=true")).toBe(true);
  });

  it("ignores a cookie whose name only ends the same way", () => {
    expect(readSidebarOpen("old_sidebar_state=false")).toBe(true);
  });

  it("remembers the state for seven days on every path", () => {
    expect(sidebarCookie(false, "http:")).toBe("sidebar_state=false; Path=/; Max-Age=604800; SameSite=Lax");
  });

  it("is Secure on an https page", () => {
    expect(sidebarCookie(true, "https:")).toBe("sidebar_state=true; Path=/; Max-Age=604800; SameSite=Lax; Secure");
  });
});
