import { describe, expect, it } from "vitest";
import { ConfigurationError, parseEnv } from "./env.server";

describe("the job lease settings", () => {
  it("default to a 5-minute lease and a 2-minute attempt limit", () => {
    expect(parseEnv({})).toMatchObject({ JOB_LOCK_TIMEOUT_SECONDS: 300, JOB_TIME_LIMIT_SECONDS: 120 });
  });

  it("accept a short lease for a drill when the attempt limit stays below it", () => {
    expect(parseEnv({ JOB_LOCK_TIMEOUT_SECONDS: "5", JOB_TIME_LIMIT_SECONDS: "4" })).toMatchObject({
      JOB_LOCK_TIMEOUT_SECONDS: 5,
      JOB_TIME_LIMIT_SECONDS: 4,
    });
  });

  it("refuse an attempt limit as long as the lease, which would let a slow attempt run twice at once", () => {
    expect(() => parseEnv({ JOB_LOCK_TIMEOUT_SECONDS: "5" })).toThrow(ConfigurationError);
    expect(() => parseEnv({ JOB_LOCK_TIMEOUT_SECONDS: "60", JOB_TIME_LIMIT_SECONDS: "60" })).toThrow(
      /JOB_TIME_LIMIT_SECONDS \(60\) must be below JOB_LOCK_TIMEOUT_SECONDS \(60\)/,
    );
    expect(() => parseEnv({ JOB_LOCK_TIMEOUT_SECONDS: "0" })).toThrow(ConfigurationError);
  });
});
