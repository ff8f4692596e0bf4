/** One thing to close on the way out, named for the log. */
export type ShutdownStep = { name: string; run: () => Promise<void> | void };

/**
 * Runs every step in order, each even when an earlier one failed (a job worker that would not stop must not keep
 * the database open), and resolves with the exit code: 0 when everything closed, 1 when anything failed, so a
 * supervisor sees an unclean stop (code review §5).
 */
export async function runShutdown(steps: readonly ShutdownStep[]): Promise<number> {
  let exitCode = 0;
  for (const step of steps) {
    try {
      await step.run();
    } catch (error) {
      exitCode = 1;
      console.error(`[server] shutdown: ${step.name} failed`, error);
    }
  }
  return exitCode;
}
