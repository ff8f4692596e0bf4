import { describe, expect, it } from "vitest";
import { computeRewardPoints, rewardsProgressPercent } from "./compute-reward-points";
import { rewardCalendar } from "./reward-calendar";

const completed = (result: ReturnType<typeof computeRewardPoints>) =>
  result.tasks.filter((task) => task.completed).map((task) => task.code);

describe("computeRewardPoints", () => {
  it("earns nothing without services or a plan, yet lists every task", () => {
    const result = computeRewardPoints({ year: 2026, services: [], hasActivePlan: false });
    expect(result.earnedPoints).toBe(0);
    expect(result.tasks.map((task) => task.code)).toEqual([
      "annual_tune_up",
      "coil_cleaning",
      "filter_change",
      "active_subscription",
      "follow_instagram",
      "follow_tiktok",
      "follow_youtube",
    ]);
  });

  it("counts each service task once a year however many matching services there were", () => {
    const result = computeRewardPoints({
      year: 2026,
      services: [
        { serviceType: "AC Tune-Up", serviceDate: "2026-02-01" },
        { serviceType: "Annual Maintenance", serviceDate: "2026-05-01" },
        { serviceType: "Preventive maintenance", serviceDate: "2026-08-01" },
      ],
      hasActivePlan: false,
    });
    expect(completed(result)).toEqual(["annual_tune_up"]);
    expect(result.earnedPoints).toBe(100);
  });

  it("matches the task words case-insensitively as whole words, plurals included", () => {
    const result = computeRewardPoints({
      year: 2026,
      services: [
        { serviceType: "EVAPORATOR COIL CLEANING", serviceDate: "2026-03-01" },
        { serviceType: "Filters replaced", serviceDate: "2026-03-02" },
        { serviceType: "Recoiled line set", serviceDate: "2026-03-03" },
      ],
      hasActivePlan: false,
    });
    expect(completed(result)).toEqual(["coil_cleaning", "filter_change"]);
    expect(result.earnedPoints).toBe(125);
  });

  it("adds 25 points for an active plan", () => {
    const result = computeRewardPoints({
      year: 2026,
      services: [{ serviceType: "Filter Replacement", serviceDate: "2026-01-10" }],
      hasActivePlan: true,
    });
    expect(completed(result)).toEqual(["filter_change", "active_subscription"]);
    expect(result.earnedPoints).toBe(75);
  });

  it("never counts the social follow tasks", () => {
    const result = computeRewardPoints({ year: 2026, services: [], hasActivePlan: false });
    const social = result.tasks.filter((task) => task.kind === "social");
    expect(social).toHaveLength(3);
    expect(social.every((task) => !task.completed && task.points === 50 && task.network)).toBe(true);
    expect(result.earnedPoints).toBe(0);
  });

  it("ignores services of other years", () => {
    const result = computeRewardPoints({
      year: 2026,
      services: [
        { serviceType: "AC Tune-Up", serviceDate: "2025-12-31" },
        { serviceType: "Coil Cleaning", serviceDate: "2027-01-01" },
      ],
      hasActivePlan: false,
    });
    expect(result.earnedPoints).toBe(0);
  });
});

describe("rewardsProgressPercent", () => {
  it("caps the progress bar at 100 percent", () => {
    expect(rewardsProgressPercent(250, 500)).toBe(50);
    expect(rewardsProgressPercent(500, 500)).toBe(100);
    expect(rewardsProgressPercent(725, 500)).toBe(100);
    expect(rewardsProgressPercent(0, 500)).toBe(0);
  });
});

describe("rewardCalendar", () => {
  it("reads the year and month on Miami's calendar, not UTC's", () => {
    // 03:00 UTC on January 1 is still 10 p.m. on December 31 in Miami.
    expect(rewardCalendar(new Date("2027-01-01T03:00:00Z"))).toEqual({ year: 2026, month: 12 });
    expect(rewardCalendar(new Date("2027-01-01T05:30:00Z"))).toEqual({ year: 2027, month: 1 });
  });
});
