import { describe, expect, it } from "vitest";
import { percentile } from "./measure-load";

describe("percentile", () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1);

  it("gives the nearest-rank value: of 1 to 100 ms, p95 is 95 ms and p99 is 99 ms", () => {
    expect(percentile(hundred, 0.95)).toBe(95);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile(hundred, 0.5)).toBe(50);
  });

  it("rounds the rank up, so a few samples give their slowest as p95 rather than an invented value", () => {
    expect(percentile([10, 20, 30], 0.95)).toBe(30);
    expect(
      percentile(
        [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 210],
        0.95,
      ),
    ).toBe(200);
  });

  it("has no value for a run without responses", () => {
    expect(percentile([], 0.95)).toBeNaN();
  });
});
