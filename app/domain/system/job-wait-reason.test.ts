import { describe, expect, it } from "vitest";
import { crmWaitReason, jobWaitReason, type JobWaitFacts } from "./job-wait-reason";

const facts = (overrides: Partial<JobWaitFacts>): JobWaitFacts => ({
  crmJob: false,
  crmConnected: false,
  hasHandler: true,
  pending: 1,
  retrying: 0,
  ...overrides,
});

describe("jobWaitReason", () => {
  it("says a CRM job waits because the CRM is not connected, not because its type is unknown", () => {
    expect(jobWaitReason(facts({ crmJob: true, crmConnected: false, hasHandler: false }))).toBe("crm-not-connected");
  });

  it("says a type without a handler is not handled yet", () => {
    expect(jobWaitReason(facts({ hasHandler: false }))).toBe("not-handled");
  });

  it("says jobs that failed before wait for their retry, whether they are CRM jobs or not", () => {
    expect(jobWaitReason(facts({ retrying: 2, pending: 3 }))).toBe("retrying");
    expect(jobWaitReason(facts({ crmJob: true, crmConnected: true, retrying: 1 }))).toBe("retrying");
  });

  it("explains nothing when no job waits, or the waiting ones are simply next in line", () => {
    expect(jobWaitReason(facts({ pending: 0, hasHandler: false }))).toBeNull();
    expect(jobWaitReason(facts({ pending: 4 }))).toBeNull();
    expect(jobWaitReason(facts({ crmJob: true, crmConnected: true, pending: 4 }))).toBeNull();
  });
});

describe("crmWaitReason", () => {
  it("gives the CRM card the same reason as the table's CRM rows", () => {
    const rows = [
      { hasHandler: false, pending: 3, retrying: 0 },
      { hasHandler: false, pending: 0, retrying: 0 },
    ];
    const tableReasons = rows
      .map((row) => jobWaitReason({ ...row, crmJob: true, crmConnected: false }))
      .filter(Boolean);
    expect(new Set(tableReasons)).toEqual(new Set([crmWaitReason(false, rows)]));
  });

  it("says not connected before any CRM job exists", () => {
    expect(crmWaitReason(false, [])).toBe("crm-not-connected");
  });

  it("reports retries once connected, and nothing when the CRM jobs run", () => {
    expect(crmWaitReason(true, [{ hasHandler: true, pending: 2, retrying: 1 }])).toBe("retrying");
    expect(crmWaitReason(true, [{ hasHandler: true, pending: 2, retrying: 0 }])).toBeNull();
    expect(crmWaitReason(true, [])).toBeNull();
  });
});
