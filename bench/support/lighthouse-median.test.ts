import { describe, expect, it } from "vitest";
import { lighthouseMedian } from "./lighthouse-median";
import type { LighthouseCategory } from "./lighthouse-run";

function run(performance: number, fcpMs: number, lcpMs: number, others = 100) {
  const score = (id: LighthouseCategory, value: number) => ({
    id,
    title: id,
    score: value,
    target: 0,
    ok: true,
    lostPoints: [],
  });
  return {
    scores: [
      score("performance", performance),
      score("accessibility", others),
      score("best-practices", 100),
      score("seo", 100),
    ],
    paints: { fcpMs, lcpMs },
  };
}

describe("the median of a page's Lighthouse runs", () => {
  it("takes each score and paint's middle value, so one slow run does not decide", () => {
    const median = lighthouseMedian([run(99, 900, 1_400), run(92, 1_900, 2_600), run(100, 950, 1_500)]);
    expect(median).toEqual({
      scores: { performance: 99, accessibility: 100, "best-practices": 100, seo: 100 },
      fcpMs: 950,
      lcpMs: 1_500,
      met: true,
    });
  });

  it("misses when the median paint is over its goal even with a perfect score", () => {
    expect(lighthouseMedian([run(100, 900, 2_100), run(100, 900, 2_200), run(100, 900, 1_400)]).met).toBe(false);
    expect(lighthouseMedian([run(100, 1_600, 1_400), run(100, 1_700, 1_400), run(100, 900, 1_400)]).met).toBe(false);
  });

  it("misses when a median score is under its target", () => {
    expect(lighthouseMedian([run(96, 900, 1_400), run(96, 900, 1_400), run(99, 900, 1_400)]).met).toBe(false);
    expect(lighthouseMedian([run(100, 900, 1_400, 95), run(100, 900, 1_400, 95), run(100, 900, 1_400)]).met).toBe(
      false,
    );
  });

  it("refuses to judge no run at all", () => {
    expect(() => lighthouseMedian([])).toThrow("no run");
  });
});
