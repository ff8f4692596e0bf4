/**
 * A Lighthouse mobile run (lighthouse 12.x driving Debian's Chromium) of the English and Spanish home pages:
 *   npm run build && npm run bench:lighthouse [-- --url http://127.0.0.1:3000 --pages /,/es/]
 * Without --url it starts the production build on port 3416 with a temporary database. Prints the performance,
 * accessibility, best-practices and SEO scores and the main metrics; exits 1 when a score misses its target
 * (performance ≥ 97; accessibility, best practices and SEO 100). --verbose lists every audit that lost points;
 * --save-dir DIR keeps each full report as JSON.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { benchTarget } from "./support/bench-server";
import { launchLighthouseBrowser } from "./support/lighthouse-run";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    pages: { type: "string", default: "/,/es/" },
    verbose: { type: "boolean", default: false },
    "save-dir": { type: "string" },
  },
});

async function main() {
  const server = await benchTarget(values.url);
  const browser = await launchLighthouseBrowser();
  let missed = false;
  try {
    for (const path of values.pages.split(",")) {
      const outcome = await browser.audit(`${server.baseUrl}${path}`);
      if (values["save-dir"]) {
        await mkdir(values["save-dir"], { recursive: true });
        await writeFile(
          `${values["save-dir"]}/lighthouse${path.replace(/\W+/g, "-").replace(/-$/, "") || "-home"}.json`,
          JSON.stringify(outcome.report),
        );
      }
      console.log(`\n${outcome.url}`);
      for (const score of outcome.scores) {
        if (!score.ok) missed = true;
        console.log(
          `  ${score.title.padEnd(16)} ${String(score.score).padStart(3)}  (target ${score.target})${score.ok ? "" : "  MISSED"}`,
        );
        if (!score.ok || values.verbose) for (const line of score.lostPoints) console.log(`      - ${line}`);
      }
      console.log(`  ${outcome.metrics}`);
      if (outcome.warnings.length > 0) console.log(`  warnings: ${outcome.warnings.join("; ")}`);
    }
  } finally {
    browser.close();
    await server.stop();
  }
  if (missed) process.exit(1);
}

await main();
