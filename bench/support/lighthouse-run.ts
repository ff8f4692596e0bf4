import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/**
 * The targets of a Lighthouse mobile run: performance ≥ 97 (issue 18; the public-site issue asked 95); accessibility,
 * best practices and SEO 100.
 */
export const LIGHTHOUSE_TARGETS = { performance: 97, accessibility: 100, "best-practices": 100, seo: 100 } as const;
export type LighthouseCategory = keyof typeof LIGHTHOUSE_TARGETS;

export const LIGHTHOUSE_METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
] as const;

export type LighthouseScore = {
  id: LighthouseCategory;
  title: string;
  score: number;
  target: number;
  ok: boolean;
  lostPoints: string[];
};
/** Issue 18's paint goals for a mobile run of a public page, in milliseconds. */
export const LIGHTHOUSE_PAINT_TARGETS = { fcpMs: 1_500, lcpMs: 2_000 } as const;

export type LighthouseOutcome = {
  url: string;
  scores: LighthouseScore[];
  metrics: string;
  /** First and largest contentful paint, in milliseconds (NaN when Lighthouse could not tell). */
  paints: { fcpMs: number; lcpMs: number };
  warnings: string[];
  report: unknown;
};

export type LighthouseBrowser = { audit: (url: string) => Promise<LighthouseOutcome>; close: () => void };

/** Debian's Chromium (CHROMIUM_PATH to use another), headless, for Lighthouse to drive. */
export async function launchLighthouseBrowser(): Promise<LighthouseBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--no-first-run",
      "--disable-background-networking",
    ],
  });
  const audit = async (url: string): Promise<LighthouseOutcome> => {
    await fetch(url); // a first request fills the server's HTML cache, as for any visitor after the first
    // Lighthouse's default settings are the mobile ones: a Moto G Power screen, slow 4G and a 4× slower CPU.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      formFactor: "mobile",
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const scores = (Object.entries(LIGHTHOUSE_TARGETS) as [LighthouseCategory, number][]).map(
      ([id, target]): LighthouseScore => {
        const category = lhr.categories[id];
        const score = Math.round((category?.score ?? 0) * 100);
        const lostPoints: string[] = [];
        for (const ref of category?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            lostPoints.push(`${audit.id}: ${audit.title} (${audit.displayValue ?? Math.round(audit.score * 100)})`);
          }
        }
        return { id, title: category?.title ?? id, score, target, ok: score >= target, lostPoints };
      },
    );
    const metrics = LIGHTHOUSE_METRICS.map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? "?"}`).join(
      "   ",
    );
    const paints = {
      fcpMs: lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    };
    return { url, scores, metrics, paints, warnings: lhr.runWarnings, report: lhr };
  };
  return { audit, close: () => chrome.kill() };
}
