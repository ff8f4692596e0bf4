import {
  SIGNATURE_HEIGHT,
  SIGNATURE_MIN_POINTS,
  SIGNATURE_PATH_MAX_LENGTH,
  SIGNATURE_WIDTH,
} from "~/config/quote-rules";

/**
 * A drawn signature as the pad posts it (ADR 087): SVG path data of whole-pixel moves and lines inside the pad,
 * "M12 40 L13 41 L15 43 M…", at most SIGNATURE_PATH_MAX_LENGTH characters. Nothing else is accepted (no curves, no
 * images, no markup), so it is stored as it is and drawn again in the PDF and on screen without any risk.
 */
const PATH_PATTERN = /^(?:[ML]\d{1,4} \d{1,4})(?: [ML]\d{1,4} \d{1,4})*$/;

export type SignatureProblem = "signatureRequired" | "signatureInvalid";

/** Why a posted signature cannot be kept, or null when it can. */
export function signaturePathProblem(path: string): SignatureProblem | null {
  if (!path) return "signatureRequired";
  if (path.length > SIGNATURE_PATH_MAX_LENGTH || !PATH_PATTERN.test(path) || !path.startsWith("M"))
    return "signatureInvalid";
  const points = signaturePoints(path);
  if (points.some(({ x, y }) => x > SIGNATURE_WIDTH || y > SIGNATURE_HEIGHT)) return "signatureInvalid";
  return points.length >= SIGNATURE_MIN_POINTS ? null : "signatureRequired";
}

/** The path's points, each with whether it starts a new stroke. */
export function signaturePoints(path: string): { move: boolean; x: number; y: number }[] {
  const points: { move: boolean; x: number; y: number }[] = [];
  for (const match of path.matchAll(/([ML])(\d{1,4}) (\d{1,4})/g))
    points.push({ move: match[1] === "M", x: Number(match[2]), y: Number(match[3]) });
  return points;
}
