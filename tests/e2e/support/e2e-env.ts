import os from "node:os";
import path from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3217);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** A fresh embedded database for every run: the web server command deletes it before the server starts. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `aw-e2e-data-${E2E_PORT}`);
/** Which production build the server runs (`BUILD_DIR=… npm run build` makes another one). */
export const E2E_BUILD_DIR = process.env.BUILD_DIR ?? "build";
