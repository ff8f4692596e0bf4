import { describe, expect, it } from "vitest";
import { telHref } from "./phone-number";

describe("telHref", () => {
  it("dials a US number typed with punctuation in international form", () => {
    expect(telHref("(305) 555-0142")).toBe("tel:+13055550142");
    expect(telHref("305.555.0199")).toBe("tel:+13055550199");
  });

  it("keeps a leading country code 1", () => {
    expect(telHref("1-305-555-0142")).toBe("tel:+13055550142");
    expect(telHref("+1 (305) 555-0142")).toBe("tel:+13055550142");
  });

  it("passes other international numbers through as digits", () => {
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
  });
});
