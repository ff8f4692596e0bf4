import { describe, expect, it } from "vitest";
import { MAX_RETRY_AFTER_SECONDS, retryAfterMs, retryDelayMs } from "./retry-delay";

const options = { baseMs: 1_000, capMs: 60_000 };

describe("retry delays", () => {
  it("double with each failure, between half and all of the exponential delay", () => {
    expect(retryDelayMs(1, options, () => 0)).toBe(500);
    expect(retryDelayMs(1, options, () => 1)).toBe(1_000);
    expect(retryDelayMs(2, options, () => 1)).toBe(2_000);
    expect(retryDelayMs(4, options, () => 0.5)).toBe(6_000);
  });

  it("never exceed the cap however many failures", () => {
    expect(retryDelayMs(100, options, () => 1)).toBe(60_000);
    expect(retryDelayMs(100, options, () => 0)).toBe(30_000);
  });

  it("spread jobs that failed together", () => {
    const delays = new Set(Array.from({ length: 20 }, () => retryDelayMs(5, options)));
    expect(delays.size).toBeGreaterThan(1);
  });

  it("take a retry-after hint in seconds, bounded to a day", () => {
    expect(retryAfterMs(30)).toBe(30_000);
    expect(retryAfterMs(-5)).toBe(0);
    expect(retryAfterMs(10 ** 9)).toBe(MAX_RETRY_AFTER_SECONDS * 1000);
    expect(retryAfterMs(Number.NaN)).toBe(MAX_RETRY_AFTER_SECONDS * 1000);
  });
});
