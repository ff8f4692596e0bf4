import { describe, expect, it } from "vitest";
import { REWARDS } from "~/config/rewards-catalog";
import { computeRewardPoints } from "~/domain/rewards/compute-reward-points";
import { rewardCalendar } from "~/domain/rewards/reward-calendar";
import { demoCalendar } from "./demo-calendar";
import { buildDemoHistory } from "./demo-history";
import { seededRandom } from "./seeded-random";

describe("the demo login's history", () => {
  it.each(["2027-01-01T15:00:00Z", "2027-02-10T15:00:00Z", "2026-11-25T15:00:00Z"])(
    "earns enough points this year to claim the first reward when seeded at %s",
    (instant) => {
      const now = new Date(instant);
      const rows = buildDemoHistory([], seededRandom(7), demoCalendar(now));
      const { earnedPoints } = computeRewardPoints({
        year: rewardCalendar(now).year,
        services: rows.map((row) => ({ serviceType: row.serviceType, serviceDate: row.serviceDate })),
        hasActivePlan: true,
      });
      expect(earnedPoints).toBeGreaterThanOrEqual(REWARDS[0].points);
      expect(rows.every((row) => row.createdAt! <= now)).toBe(true);
    },
  );
});
