import { describe, expect, it } from "vitest";
import { SIGNATURE_PATH_MAX_LENGTH } from "~/config/quote-rules";
import { signaturePathProblem, signaturePoints } from "./signature-path";

const DRAWN = "M10 40 L12 42 L15 44 L20 45 L26 44 M30 40 L31 50";

describe("a drawn signature's path", () => {
  it("keeps whole-pixel moves and lines inside the pad", () => {
    expect(signaturePathProblem(DRAWN)).toBeNull();
    expect(signaturePoints(DRAWN)).toHaveLength(7);
    expect(signaturePoints(DRAWN)[5]).toEqual({ move: true, x: 30, y: 40 });
  });

  it("refuses anything but moves and lines, points off the pad and an over-long path", () => {
    expect(signaturePathProblem('<svg onload="alert(1)">')).toBe("signatureInvalid");
    expect(signaturePathProblem("M10 40 C12 42 15 44 20 45")).toBe("signatureInvalid");
    expect(signaturePathProblem("data:image/png;base64,AAAA")).toBe("signatureInvalid");
    expect(signaturePathProblem("M10 40 L9999 42 L15 44 L20 45 L26 44")).toBe("signatureInvalid");
    const long = `M1 1${" L2 2".repeat(SIGNATURE_PATH_MAX_LENGTH / 5)}`;
    expect(signaturePathProblem(long)).toBe("signatureInvalid");
  });

  it("asks for a signature when nothing or a mere tap was drawn", () => {
    expect(signaturePathProblem("")).toBe("signatureRequired");
    expect(signaturePathProblem("M10 40 L11 40")).toBe("signatureRequired");
  });
});
