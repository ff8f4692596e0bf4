import { describe, expect, it } from "vitest";
import { experienceClaimYears } from "./experience-claim";

describe("experienceClaimYears", () => {
  it("rounds down to whole decades so the claim stays true ('40+ years' for 43)", () => {
    expect(experienceClaimYears(43)).toBe(40);
    expect(experienceClaimYears(40)).toBe(40);
    expect(experienceClaimYears(49)).toBe(40);
    expect(experienceClaimYears(50)).toBe(50);
  });

  it("shows the exact figure for a young business", () => {
    expect(experienceClaimYears(7)).toBe(7);
    expect(experienceClaimYears(-1)).toBe(0);
  });
});
