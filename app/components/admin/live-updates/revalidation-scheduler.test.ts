import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRevalidationScheduler } from "./revalidation-scheduler";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function scheduler() {
  const state = { runs: 0, allowed: true };
  const reload = createRevalidationScheduler({
    revalidate: () => (state.runs += 1),
    canRunNow: () => state.allowed,
    now: () => Date.now(),
  });
  return { state, reload };
}

describe("the live reload scheduler", () => {
  it("reloads at once for the first change, then at most once a second, keeping the last change of a burst", () => {
    const { state, reload } = scheduler();
    reload.request();
    expect(state.runs).toBe(1);
    for (let index = 0; index < 10; index += 1) {
      vi.advanceTimersByTime(50);
      reload.request();
    }
    expect(state.runs).toBe(1);
    vi.advanceTimersByTime(500);
    expect(state.runs).toBe(2);
    vi.advanceTimersByTime(5_000);
    expect(state.runs).toBe(2);
  });

  it("holds a reload back while a navigation or submission is in flight and runs it once they are done", () => {
    const { state, reload } = scheduler();
    state.allowed = false;
    reload.request();
    reload.request();
    vi.advanceTimersByTime(5_000);
    expect(state.runs).toBe(0);
    state.allowed = true;
    reload.resume();
    expect(state.runs).toBe(1);
    reload.resume();
    expect(state.runs).toBe(1);
  });

  it("never reloads a hidden tab, and reloads once when it is shown if something arrived meanwhile", () => {
    const { state, reload } = scheduler();
    state.allowed = false; // hidden
    for (let index = 0; index < 5; index += 1) reload.request();
    vi.advanceTimersByTime(60_000);
    expect(state.runs).toBe(0);
    state.allowed = true;
    reload.resume();
    expect(state.runs).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(state.runs).toBe(1);
  });

  it("does nothing when shown again if nothing arrived, and nothing after it is disposed", () => {
    const { state, reload } = scheduler();
    reload.resume();
    expect(state.runs).toBe(0);
    reload.request();
    reload.request();
    reload.dispose();
    vi.advanceTimersByTime(5_000);
    expect(state.runs).toBe(1);
  });
});
