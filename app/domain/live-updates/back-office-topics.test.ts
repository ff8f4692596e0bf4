import { describe, expect, it } from "vitest";
import { BACK_OFFICE_TOPICS, liveTopicsOf, parseBackOfficeEvent, parseBackOfficeTopic } from "./back-office-topics";

describe("back-office topics", () => {
  it("reads the topic of each payload the triggers send", () => {
    for (const topic of BACK_OFFICE_TOPICS) expect(parseBackOfficeTopic(JSON.stringify({ topic }))).toBe(topic);
    // PostgreSQL's json_build_object writes a space after the colon.
    expect(parseBackOfficeTopic('{"topic" : "leads"}')).toBe("leads");
  });

  it("ignores an unknown topic, a payload that is not JSON, and JSON of another shape", () => {
    for (const payload of [
      '{"topic":"payroll"}',
      "leads",
      "",
      "null",
      '["leads"]',
      '{"topic":1}',
      '{"kind":"leads"}',
    ]) {
      expect(parseBackOfficeTopic(payload), payload).toBeNull();
    }
  });

  it("reads a stream's change event, the resync included", () => {
    expect(parseBackOfficeEvent('{"topic":"requests"}')).toEqual({ topic: "requests" });
    expect(parseBackOfficeEvent('{"topic":"resync"}')).toEqual({ topic: "resync" });
    expect(parseBackOfficeEvent('{"topic":"payroll"}')).toBeNull();
    expect(parseBackOfficeEvent("resync")).toBeNull();
  });

  it("takes a screen's live topics from its route handle and ignores anything else there", () => {
    expect(liveTopicsOf({ liveTopics: ["leads", "signups"] })).toEqual(["leads", "signups"]);
    expect(liveTopicsOf({ liveTopics: ["leads", "payroll"] })).toEqual(["leads"]);
    expect(liveTopicsOf({ breadcrumb: "Leads" })).toEqual([]);
    expect(liveTopicsOf(undefined)).toEqual([]);
  });
});
