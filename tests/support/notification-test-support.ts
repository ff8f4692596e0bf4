/** Waits until `done()` holds, polling every 20 ms; fails naming `what` after `timeoutMs`. */
export async function waitUntil(what: string, done: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Long enough for a notification that is on its way to arrive (both drivers deliver within milliseconds): what a
 * test asserts did NOT arrive is checked after this.
 */
export const settleNotifications = () => new Promise((resolve) => setTimeout(resolve, 300));
