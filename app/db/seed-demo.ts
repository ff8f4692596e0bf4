import type { Database } from "./client.server";

/** Demo data for the embedded database: filled in by the demo-seed work. */
export async function seedDemo(_db: Database, _options: { printCredentials: boolean }): Promise<void> {}
