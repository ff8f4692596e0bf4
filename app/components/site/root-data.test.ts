import { describe, expect, it } from "vitest";
import { displayName } from "./root-data";

describe("displayName", () => {
  it("shows the first name", () => {
    expect(displayName({ firstName: "Ana", email: "ana@example.com" })).toBe("Ana");
  });

  it("falls back to the e-mail when there is no first name", () => {
    expect(displayName({ firstName: null, email: "ana@example.com" })).toBe("ana@example.com");
    expect(displayName({ firstName: "  ", email: "ana@example.com" })).toBe("ana@example.com");
  });
});
