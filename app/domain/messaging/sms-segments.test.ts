import { describe, expect, it } from "vitest";
import { countSmsSegments } from "./sms-segments";

describe("countSmsSegments", () => {
  it("fits 160 GSM-7 characters in one segment and splits the 161st into two of 153", () => {
    expect(countSmsSegments("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(countSmsSegments("a".repeat(161))).toEqual({ encoding: "GSM-7", units: 161, segments: 2 });
    expect(countSmsSegments("a".repeat(306))).toMatchObject({ segments: 2 });
    expect(countSmsSegments("a".repeat(307))).toMatchObject({ segments: 3 });
  });

  it("counts the extension table's characters twice", () => {
    expect(countSmsSegments("€".repeat(80))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(countSmsSegments(`${"€".repeat(80)}a`)).toMatchObject({ segments: 2 });
  });

  it("keeps GSM-7 for the accents the alphabet has (é, ñ, ü) and switches to UCS-2 for those it lacks (í, ó, á)", () => {
    expect(countSmsSegments("Año, señor, pingüino, café").encoding).toBe("GSM-7");
    expect(countSmsSegments("Técnico en camino").encoding).toBe("GSM-7");
    expect(countSmsSegments("Su cita está confirmada").encoding).toBe("UCS-2");
    expect(countSmsSegments("Llegará pronto").encoding).toBe("UCS-2");
  });

  it("fits 70 UCS-2 units in one segment and 67 per segment once split, an emoji taking two", () => {
    expect(countSmsSegments(`á${"a".repeat(69)}`)).toEqual({ encoding: "UCS-2", units: 70, segments: 1 });
    expect(countSmsSegments(`á${"a".repeat(70)}`)).toEqual({ encoding: "UCS-2", units: 71, segments: 2 });
    expect(countSmsSegments(`á${"a".repeat(133)}`)).toMatchObject({ segments: 2 });
    expect(countSmsSegments(`á${"a".repeat(134)}`)).toMatchObject({ segments: 3 });
    expect(countSmsSegments("😀")).toEqual({ encoding: "UCS-2", units: 2, segments: 1 });
  });

  it("counts an empty text as no segment", () => {
    expect(countSmsSegments("")).toEqual({ encoding: "GSM-7", units: 0, segments: 0 });
  });
});
