/**
 * JS and CSS bytes (gzip) each public page makes the browser download, in both languages:
 *   npm run build && npm run bench:size [-- --url http://127.0.0.1:3000]
 * Without --url it starts the production build on port 3416 with a temporary database. It reads the server-rendered
 * HTML, collects the module scripts (modulepreload and <script src>) and stylesheets, gzips each file once and
 * prints the sums. Exits 1 when the home page's JavaScript exceeds the 130 KB gzip budget.
 */
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import { SITE_PUBLIC_PAGES, localizedPaths } from "~/seo/public-pages";
import { benchTarget } from "./support/bench-server";

export const HOME_JS_BUDGET_BYTES = 130 * 1024;

const { values } = parseArgs({ options: { url: { type: "string" } } });

/** The JS and CSS files a page's HTML asks for. */
export function pageAssets(html: string): { js: string[]; css: string[] } {
  const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1];
  const tags = html.match(/<(?:link|script)\b[^>]*>/g) ?? [];
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of tags) {
    const rel = attr(tag, "rel");
    if (tag.startsWith("<script")) {
      const src = attr(tag, "src");
      if (src) js.add(src);
    } else if (rel === "modulepreload") js.add(attr(tag, "href")!);
    else if (rel === "stylesheet") css.add(attr(tag, "href")!);
  }
  // React Router's inline bootstrap imports the entry module directly.
  for (const match of html.matchAll(/import\(?\s*["'](\/assets\/[^"']+\.js)["']/g)) js.add(match[1]!);
  return { js: [...js], css: [...css] };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const server = await benchTarget(values.url);
  const gzipped = new Map<string, number>();
  const gzipSize = async (href: string) => {
    const url = new URL(href, server.baseUrl).toString();
    if (!gzipped.has(url)) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      gzipped.set(url, gzipSync(Buffer.from(await response.arrayBuffer())).length);
    }
    return gzipped.get(url)!;
  };
  let homeJs = 0;
  let failed = false;
  try {
    console.log(`${"page".padEnd(48)} ${"status".padStart(6)} ${"JS gzip".padStart(10)} ${"CSS gzip".padStart(10)} ${"HTML gzip".padStart(10)}  files`);
    for (const page of SITE_PUBLIC_PAGES) {
      for (const path of Object.values(localizedPaths(page))) {
        const response = await fetch(`${server.baseUrl}${path}`);
        const html = await response.text();
        if (response.status !== 200) {
          console.log(`${path.padEnd(48)} ${String(response.status).padStart(6)}   (not built yet)`);
          continue;
        }
        const assets = pageAssets(html);
        const js = (await Promise.all(assets.js.map(gzipSize))).reduce((sum, size) => sum + size, 0);
        const css = (await Promise.all(assets.css.map(gzipSize))).reduce((sum, size) => sum + size, 0);
        const htmlGzip = gzipSync(Buffer.from(html)).length;
        if (path === "/") homeJs = js;
        console.log(
          `${path.padEnd(48)} ${String(response.status).padStart(6)} ${kb(js).padStart(10)} ${kb(css).padStart(10)} ${kb(htmlGzip).padStart(10)}  ${assets.js.length} js, ${assets.css.length} css`,
        );
      }
    }
    const total = [...gzipped.values()].reduce((sum, size) => sum + size, 0);
    console.log(`\ndistinct JS and CSS files across all pages: ${gzipped.size}, ${kb(total)} gzip`);
    console.log(`home page JS: ${kb(homeJs)} gzip (budget ${kb(HOME_JS_BUDGET_BYTES)})`);
    if (homeJs > HOME_JS_BUDGET_BYTES) {
      console.error("FAIL: the home page's JavaScript is over budget");
      failed = true;
    }
  } finally {
    await server.stop();
  }
  if (failed) process.exit(1);
}

await main();
