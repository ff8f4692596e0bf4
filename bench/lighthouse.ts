/**
 * A Lighthouse mobile run (lighthouse 12.x driving Debian's Chromium) of the English and Spanish home pages:
 *   npm run build && npm run bench:lighthouse [-- --url http://127.0.0.1:3000 --pages /,/es/]
 * Without --url it starts the production build on port 3416 with a temporary database. Prints the performance,
 * accessibility, best-practices and SEO scores and the main metrics; exits 1 when a score misses its target
 * (performance ≥ 95; accessibility, best practices and SEO 100). --verbose lists every audit that lost points;
 * --save-dir DIR keeps each full report as JSON.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { benchTarget } from "./support/bench-server";

const { values } = parseArgs({ options: { url: { type: "string" }, pages: { type: "string", default: "/,/es/" }, verbose: { type: "boolean", default: false }, "save-dir": { type: "string" } } });

const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
const METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
] as const;

async function main() {
  const server = await benchTarget(values.url);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking"],
  });
  let missed = false;
  try {
    for (const path of values.pages.split(",")) {
      const url = `${server.baseUrl}${path}`;
      await fetch(url); // a first request fills the server's HTML cache, as for any visitor after the first
      // Lighthouse's default settings are the mobile ones: a Moto G Power screen, slow 4G and a 4× slower CPU.
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", formFactor: "mobile" });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (values["save-dir"]) {
        await mkdir(values["save-dir"], { recursive: true });
        await writeFile(`${values["save-dir"]}/lighthouse${path.replace(/\W+/g, "-").replace(/-$/, "") || "-home"}.json`, JSON.stringify(lhr));
      }
      console.log(`\n${url}`);
      for (const [id, target] of Object.entries(TARGETS)) {
        const category = lhr.categories[id];
        const score = Math.round((category?.score ?? 0) * 100);
        const ok = score >= target;
        if (!ok) missed = true;
        console.log(`  ${(category?.title ?? id).padEnd(16)} ${String(score).padStart(3)}  (target ${target})${ok ? "" : "  MISSED"}`);
        if (!ok || values.verbose) {
          for (const ref of category?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
              console.log(`      - ${audit.id}: ${audit.title} (${audit.displayValue ?? Math.round(audit.score * 100)})`);
            }
          }
        }
      }
      console.log(`  ${METRICS.map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? "?"}`).join("   ")}`);
      if (lhr.runWarnings.length > 0) console.log(`  warnings: ${lhr.runWarnings.join("; ")}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  if (missed) process.exit(1);
}

await main();
