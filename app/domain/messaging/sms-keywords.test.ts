import { describe, expect, it } from "vitest";
import { classifySmsKeyword, SMS_OPT_OUT_KEYWORDS } from "./sms-keywords";

describe("classifySmsKeyword", () => {
  it("reads every opt-out keyword in any case, with spaces or closing punctuation around it", () => {
    for (const keyword of SMS_OPT_OUT_KEYWORDS) {
      expect(classifySmsKeyword(keyword.toLowerCase())).toEqual({ kind: "opt_out", keyword });
      expect(classifySmsKeyword(`  ${keyword}!  `)).toEqual({ kind: "opt_out", keyword });
    }
  });

  it("reads START, UNSTOP and YES as opt-in and HELP as a help request", () => {
    expect(classifySmsKeyword("Start")).toEqual({ kind: "opt_in", keyword: "START" });
    expect(classifySmsKeyword("unstop")).toEqual({ kind: "opt_in", keyword: "UNSTOP" });
    expect(classifySmsKeyword("yes.")).toEqual({ kind: "opt_in", keyword: "YES" });
    expect(classifySmsKeyword("help?")).toEqual({ kind: "help", keyword: "HELP" });
  });

  it("does not read a keyword inside a longer message", () => {
    expect(classifySmsKeyword("please stop by tomorrow")).toEqual({ kind: "none" });
    expect(classifySmsKeyword("Yes please come at 10")).toEqual({ kind: "none" });
    expect(classifySmsKeyword("")).toEqual({ kind: "none" });
  });
});
