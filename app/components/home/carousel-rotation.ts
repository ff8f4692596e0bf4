/** How long a carousel slide stays before the next one, when rotation runs. */
export const CAROUSEL_SLIDE_MS = 7000;

/** The slide `step` places away from `current`, looping past either end (two slides: 0 → 1 → 0 …). */
export function stepSlide(current: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/** Why rotation may be held: any one stops it (WAI-ARIA carousel pattern). */
export type RotationHolds = {
  /** The visitor pressed pause, or asked the system for reduced motion. */
  stopped: boolean;
  hovered: boolean;
  focused: boolean;
};

/** Rotation runs only when nothing holds it and there is somewhere to rotate to. */
export function rotationRuns(holds: RotationHolds, count: number): boolean {
  return count > 1 && !holds.stopped && !holds.hovered && !holds.focused;
}
