import { describe, expect, it } from "vitest";
import { jobWorkerLine } from "./job-worker-line";

describe("the job worker's start line", () => {
  it("says which job types run and why the CRM's wait when monday.com is not set up", () => {
    expect(
      jobWorkerLine({ workerId: "vm:1:ab", pollIntervalMs: 1000, runnable: ["email.send"], crmConfigured: false }),
    ).toBe(
      "[jobs] worker vm:1:ab checks every 1000 ms for jobs of these types: email.send. " +
        "CRM sync jobs wait in the queue until MONDAY_API_TOKEN and MONDAY_BOARD_ID are set (see the System page).",
    );
  });

  it("lists the CRM's job types once monday.com is set up, with nothing said about waiting", () => {
    expect(
      jobWorkerLine({
        workerId: "w",
        pollIntervalMs: 500,
        runnable: ["email.send", "crm.sync-lead"],
        crmConfigured: true,
      }),
    ).toBe("[jobs] worker w checks every 500 ms for jobs of these types: email.send, crm.sync-lead.");
  });
});
