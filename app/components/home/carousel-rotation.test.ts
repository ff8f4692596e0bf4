import { describe, expect, it } from "vitest";
import { rotationRuns, stepSlide } from "./carousel-rotation";

describe("stepSlide", () => {
  it("moves forward and loops from the last slide back to the first", () => {
    expect(stepSlide(0, 1, 2)).toBe(1);
    expect(stepSlide(1, 1, 2)).toBe(0);
  });

  it("moves back and loops from the first slide to the last", () => {
    expect(stepSlide(0, -1, 2)).toBe(1);
    expect(stepSlide(2, -1, 3)).toBe(1);
    expect(stepSlide(0, -4, 3)).toBe(2);
  });

  it("stays on slide 0 when there are no slides", () => {
    expect(stepSlide(3, 1, 0)).toBe(0);
  });
});

describe("rotationRuns", () => {
  const free = { stopped: false, hovered: false, focused: false };

  it("runs when nothing holds it", () => {
    expect(rotationRuns(free, 2)).toBe(true);
  });

  it("stops while the pointer is over it, focus is inside it, or the visitor paused it", () => {
    expect(rotationRuns({ ...free, hovered: true }, 2)).toBe(false);
    expect(rotationRuns({ ...free, focused: true }, 2)).toBe(false);
    expect(rotationRuns({ ...free, stopped: true }, 2)).toBe(false);
  });

  it("never runs with a single slide", () => {
    expect(rotationRuns(free, 1)).toBe(false);
  });
});
