/** Starts and stops the job workers; filled in with the job queue. */
export function startBackgroundWork(): void {}
export async function stopBackgroundWork(): Promise<void> {}
