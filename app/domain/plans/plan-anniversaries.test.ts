import { describe, expect, it } from "vitest";
import {
  anniversaryWithin,
  basicNextVisitOfferDate,
  basicOfferDueOn,
  nextPlanAnniversary,
  planAnniversary,
  visitsPerPlanYear,
} from "./plan-anniversaries";

describe("plan anniversaries (issue 37 item 6)", () => {
  it("puts the first anniversary a year after the start, never on the start date itself", () => {
    expect(nextPlanAnniversary("2026-03-15", "2026-03-15")).toEqual({ years: 1, date: "2027-03-15" });
    expect(nextPlanAnniversary("2026-03-15", "2026-11-29")).toEqual({ years: 1, date: "2027-03-15" });
  });

  it("counts the second and later years from the start date, and counts the anniversary day itself", () => {
    expect(nextPlanAnniversary("2024-06-01", "2026-05-20")).toEqual({ years: 2, date: "2026-06-01" });
    expect(nextPlanAnniversary("2024-06-01", "2026-06-01")).toEqual({ years: 2, date: "2026-06-01" });
    expect(nextPlanAnniversary("2024-06-01", "2026-06-02")).toEqual({ years: 3, date: "2027-06-01" });
  });

  it("holds a leap-day start to 28 February in common years and gives it 29 February back in leap years", () => {
    expect(planAnniversary("2024-02-29", 1)).toBe("2025-02-28");
    expect(planAnniversary("2024-02-29", 3)).toBe("2027-02-28");
    expect(planAnniversary("2024-02-29", 4)).toBe("2028-02-29");
    expect(nextPlanAnniversary("2024-02-29", "2027-03-01")).toEqual({ years: 4, date: "2028-02-29" });
  });

  it("finds an anniversary across the new year", () => {
    expect(nextPlanAnniversary("2025-01-10", "2025-12-20")).toEqual({ years: 1, date: "2026-01-10" });
    expect(anniversaryWithin("2025-01-10", "2025-12-20", 30)).toBe("2026-01-10");
  });

  it("is within the notice time from thirty days before the anniversary to the day itself, not a day earlier", () => {
    expect(anniversaryWithin("2025-07-01", "2026-06-01", 30)).toBe("2026-07-01");
    expect(anniversaryWithin("2025-07-01", "2026-05-31", 30)).toBeNull();
    expect(anniversaryWithin("2025-07-01", "2026-07-01", 30)).toBe("2026-07-01");
  });

  it("tells how many visits a plan year holds from the schedule", () => {
    expect(visitsPerPlanYear("premium_care")).toBe(2);
    expect(visitsPerPlanYear("commercial_plus")).toBe(12);
    expect(visitsPerPlanYear("basic")).toBe(1);
  });

  it("offers Basic's next visit eleven months after the last one, during the grace days only", () => {
    expect(basicNextVisitOfferDate("2025-12-31")).toBe("2026-11-30");
    expect(basicOfferDueOn("2026-11-30", "2026-11-29")).toBe(false);
    expect(basicOfferDueOn("2026-11-30", "2026-11-30")).toBe(true);
    expect(basicOfferDueOn("2026-11-30", "2026-12-30")).toBe(true);
    expect(basicOfferDueOn("2026-11-30", "2026-12-31")).toBe(false);
  });
});
