import { describe, expect, it } from "vitest";
import {
  addMonthsToDate,
  firstVisitDue,
  nextVisitAfterCompletion,
  onTimeRange,
  visitOnResume,
} from "./plan-visit-dates";

describe("plan visit due dates", () => {
  it("the first visit of a plan is due on the plan's start date", () => {
    expect(firstVisitDue("2026-03-14")).toEqual({ visitNumber: 1, dueDate: "2026-03-14" });
  });

  it("a Premium Care visit is due six months after the previous visit was completed, not after it was due", () => {
    expect(
      nextVisitAfterCompletion({
        planCode: "premium_care",
        planInEffect: true,
        completedVisitNumber: 1,
        completedOn: "2026-05-02",
      }),
    ).toEqual({ visitNumber: 2, dueDate: "2026-11-02" });
  });

  it("a Commercial Plus visit completed on 31 January is due on the last day of February", () => {
    const next = (completedOn: string) =>
      nextVisitAfterCompletion({
        planCode: "commercial_plus",
        planInEffect: true,
        completedVisitNumber: 4,
        completedOn,
      });
    expect(next("2026-01-31")).toEqual({ visitNumber: 5, dueDate: "2026-02-28" });
    expect(next("2028-01-31")?.dueDate).toBe("2028-02-29");
    expect(next("2026-12-15")?.dueDate).toBe("2027-01-15");
    expect(next("2026-08-31")?.dueDate).toBe("2026-09-30");
  });

  it("month arithmetic crosses years in both directions and keeps days that exist", () => {
    expect(addMonthsToDate("2026-07-31", 6)).toBe("2027-01-31");
    expect(addMonthsToDate("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonthsToDate("2026-03-15", -3)).toBe("2025-12-15");
  });

  it("Basic Maintenance makes no visit after the one it pays for", () => {
    expect(
      nextVisitAfterCompletion({
        planCode: "basic",
        planInEffect: true,
        completedVisitNumber: 1,
        completedOn: "2026-05-02",
      }),
    ).toBeNull();
  });

  it("a plan that has ended makes no next visit", () => {
    expect(
      nextVisitAfterCompletion({
        planCode: "premium_care",
        planInEffect: false,
        completedVisitNumber: 1,
        completedOn: "2026-05-02",
      }),
    ).toBeNull();
  });

  it("a resumed plan picks up from its last completed visit, never before the day it resumed", () => {
    expect(
      visitOnResume({
        planCode: "premium_care",
        resumedOn: "2026-09-01",
        lastDone: { visitNumber: 2, completedOn: "2026-05-02" },
      }),
    ).toEqual({ visitNumber: 3, dueDate: "2026-11-02" });
    expect(
      visitOnResume({
        planCode: "premium_care",
        resumedOn: "2027-03-01",
        lastDone: { visitNumber: 2, completedOn: "2026-05-02" },
      }),
    ).toEqual({ visitNumber: 3, dueDate: "2027-03-01" });
  });

  it("a resumed plan that never had a visit done owes its first visit on the day it resumed", () => {
    expect(visitOnResume({ planCode: "commercial_plus", resumedOn: "2026-09-01", lastDone: null })).toEqual({
      visitNumber: 1,
      dueDate: "2026-09-01",
    });
  });

  it("a visit counts as on time thirty days either side of its due date, seven for a monthly plan", () => {
    expect(onTimeRange("premium_care", "2026-03-01")).toEqual({ earliest: "2026-01-30", latest: "2026-03-31" });
    expect(onTimeRange("commercial_plus", "2026-03-01")).toEqual({ earliest: "2026-02-22", latest: "2026-03-08" });
  });
});
