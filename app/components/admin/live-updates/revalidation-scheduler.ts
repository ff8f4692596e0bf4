/** At most one reload of the screen's data per this interval, however many changes arrive. */
export const LIVE_RELOAD_MIN_INTERVAL_MS = 1_000;

export type RevalidationScheduler = {
  /** Something changed: reload now if allowed, otherwise as soon as it is (one trailing reload for a burst). */
  request: () => void;
  /** Whatever held a requested reload back may have gone (a navigation ended, the tab became visible). */
  resume: () => void;
  dispose: () => void;
};

/**
 * When an open screen reloads its data after live changes: throttled (a burst of leads costs one reload a second,
 * the last change never dropped), and only when `canRunNow` says so: not during a navigation or a form submission
 * (whose own reload would race ours), and never in a hidden tab, which reloads once when shown again.
 */
export function createRevalidationScheduler(input: {
  revalidate: () => void;
  canRunNow: () => boolean;
  minIntervalMs?: number;
  now?: () => number;
}): RevalidationScheduler {
  const minIntervalMs = input.minIntervalMs ?? LIVE_RELOAD_MIN_INTERVAL_MS;
  const now = input.now ?? Date.now;
  let pending = false;
  let lastRunAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const attempt = () => {
    if (disposed || !pending || !input.canRunNow()) return;
    const waitMs = lastRunAt + minIntervalMs - now();
    if (waitMs > 0) {
      timer ??= setTimeout(() => {
        timer = undefined;
        attempt();
      }, waitMs);
      return;
    }
    pending = false;
    lastRunAt = now();
    input.revalidate();
  };

  return {
    request: () => {
      pending = true;
      attempt();
    },
    resume: attempt,
    dispose: () => {
      disposed = true;
      clearTimeout(timer);
    },
  };
}
