import os from "node:os";
import path from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3217);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/**
 * The suite's server runs on a fresh database every run. With TEST_DATABASE_URL (CI, `.ci/run`) it is a PostgreSQL
 * database of that server, dropped and created by the web server command (ADR 082); otherwise the embedded database
 * in E2E_DATA_DIR, which the command deletes before the server starts.
 */
export const E2E_DATABASE_URL = process.env.TEST_DATABASE_URL
  ? databaseOnServer(process.env.TEST_DATABASE_URL, `aw_e2e_${E2E_PORT}`)
  : "";

function databaseOnServer(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const E2E_DATA_DIR = path.join(os.tmpdir(), `aw-e2e-data-${E2E_PORT}`);
/** Which production build the server runs (`BUILD_DIR=… npm run build` makes another one). */
export const E2E_BUILD_DIR = process.env.BUILD_DIR ?? "build";
