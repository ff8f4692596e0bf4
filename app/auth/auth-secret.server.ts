import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "~/config/env.server";

const SECRET_FILE = "auth-secret";

/**
 * The key that signs session cookies and e-mail tokens. AUTH_SECRET wins. Without it, a secret is generated once
 * and kept in DATA_DIR, so the zero-setup start keeps its sessions across restarts. Several app servers on one
 * PostgreSQL database must share one secret, so there the environment check (env.server.ts) demands AUTH_SECRET.
 */
export function resolveAuthSecret(config: Pick<Env, "AUTH_SECRET" | "DATA_DIR" | "NODE_ENV">): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  // Tests must not write into the work tree; their sessions live only as long as the run.
  if (config.NODE_ENV === "test") return "test-only-auth-secret-test-only-auth-secret";
  const file = path.resolve(config.DATA_DIR, SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
    console.warn(`[auth] ${file} holds no usable secret; writing a new one (existing sessions end)`);
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  console.log(`[auth] AUTH_SECRET is not set: generated one and stored it in ${file}`);
  return secret;
}
