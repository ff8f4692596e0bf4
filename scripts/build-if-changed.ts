import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { FINGERPRINT_FILE, sourceFingerprint, storedFingerprint } from "./source-fingerprint";

/**
 * `npm start`'s first step: builds only when the sources changed since the last build (or there is none), so a
 * restart takes seconds instead of a minute (issue 17, ADR 040). The build prints warnings and errors only.
 */
const root = process.cwd();
const buildDirectory = path.resolve(root, process.env.BUILD_DIR ?? "build");
const fingerprint = sourceFingerprint(root);

if (storedFingerprint(buildDirectory) === fingerprint) {
  console.log(
    `[start] the build in ${path.relative(root, buildDirectory)}/ is up to date: the sources have not changed since it was made`,
  );
} else {
  console.log(`[start] building (the sources changed since the last build, or there is none)…`);
  const startedAt = Date.now();
  // `--logLevel warn` leaves out Vite's progress and asset tables; warnings and errors still show.
  const reactRouter = path.join(root, "node_modules", ".bin", "react-router");
  const build = spawnSync(reactRouter, ["build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) {
    console.error(`[start] the build failed (exit ${build.status ?? build.signal}); nothing was started`);
    process.exit(build.status ?? 1);
  }
  // Written only after a complete build: a failed or interrupted one is rebuilt next time.
  writeFileSync(path.join(buildDirectory, FINGERPRINT_FILE), `${fingerprint}\n`);
  console.log(`[start] built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}
