import { AppError } from "~/domain/app-error";
import type { WindowAvailability } from "./window-types";

/**
 * WINDOW_TAKEN (409): the window a booking asked for has no place left for this booker, because someone took it
 * since it was offered, the reserve holds it, or the day's lock could not be had in time (a booking burst on
 * PostgreSQL). Carries the next free windows so the screen can say "That window was just taken" and offer them.
 */
export class WindowTakenError extends AppError {
  constructor(
    readonly windowId: string,
    readonly nextWindows: WindowAvailability[],
    detail: string,
    options?: { cause?: unknown },
  ) {
    // Named as the picker's field, so a form says "That window was just taken" under it, not a bare toast.
    super("WINDOW_TAKEN", `Window ${windowId} was taken: ${detail}`, { window: "windowTaken" }, options);
    this.name = "WindowTakenError";
  }
}

export function isWindowTakenError(error: unknown): error is WindowTakenError {
  return error instanceof WindowTakenError;
}
