/**
 * JS and CSS bytes (gzip) each public page makes the browser download, in both languages, and each customer portal
 * screen, signed in as the demo customer:
 *   npm run build && npm run bench:size [-- --url http://127.0.0.1:3000 --email … --password …]
 * Without --url it starts the production build on a free port with a temporary database and the demo data (its demo
 * customer gets a known password). It reads the server-rendered HTML, collects the module scripts (modulepreload and
 * <script src>) and stylesheets, gzips each file once and prints the sums. Exits 1 when the home page's JavaScript
 * exceeds its 130 KB gzip budget or a portal screen's exceeds 200 KB.
 */
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import { SITE_PUBLIC_PAGES, localizedPaths } from "~/seo/public-pages";
import { benchTarget } from "./support/bench-server";

export const HOME_JS_BUDGET_BYTES = 130 * 1024;
/** Issue 10: each portal screen's JavaScript stays under 200 KB gzip. */
export const PORTAL_JS_BUDGET_BYTES = 200 * 1024;
export const PORTAL_PAGES = ["/customer", "/customer/appointments", "/customer/history", "/customer/profile", "/customer/subscription"];

const { values } = parseArgs({ options: { url: { type: "string" }, email: { type: "string" }, password: { type: "string" } } });

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

/** The demo customer the bench signs in as: the started server seeds it with this password. */
const DEMO_CUSTOMER = { email: "customer@awac.example", password: process.env.DEMO_CUSTOMER_PASSWORD ?? "Bench-Demo-Customer-Pass-2026!" };

/** Signs in through better-auth's endpoint and returns the Cookie header of the session. */
async function signIn(baseUrl: string, login: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify(login),
  });
  if (!response.ok) throw new Error(`signing in as ${login.email} answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

type PageWeight = { path: string; status: number; js: number; css: number; html: number; files: string };

async function main() {
  const server = await benchTarget(values.url, {
    env: { SEED_DEMO: "true", DEMO_PAYMENTS: "true", DEMO_CUSTOMER_PASSWORD: DEMO_CUSTOMER.password, RATE_LIMIT_AUTH_MAX: "1000" },
  });
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
  const weigh = async (path: string, cookie?: string): Promise<PageWeight> => {
    const response = await fetch(`${server.baseUrl}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
    const html = await response.text();
    if (response.status !== 200) return { path, status: response.status, js: 0, css: 0, html: 0, files: "" };
    const assets = pageAssets(html);
    const js = (await Promise.all(assets.js.map(gzipSize))).reduce((sum, size) => sum + size, 0);
    const css = (await Promise.all(assets.css.map(gzipSize))).reduce((sum, size) => sum + size, 0);
    return { path, status: 200, js, css, html: gzipSync(Buffer.from(html)).length, files: `${assets.js.length} js, ${assets.css.length} css` };
  };
  const print = (page: PageWeight, note = "") =>
    console.log(
      page.status === 200
        ? `${page.path.padEnd(56)} ${String(page.status).padStart(6)} ${kb(page.js).padStart(10)} ${kb(page.css).padStart(10)} ${kb(page.html).padStart(10)}  ${page.files}${note}`
        : `${page.path.padEnd(56)} ${String(page.status).padStart(6)}   (not served: not built yet, or not signed in)`,
    );
  const failures: string[] = [];
  try {
    console.log(`${"page".padEnd(56)} ${"status".padStart(6)} ${"JS gzip".padStart(10)} ${"CSS gzip".padStart(10)} ${"HTML gzip".padStart(10)}  files`);
    let homeJs = 0;
    for (const page of SITE_PUBLIC_PAGES) {
      for (const path of Object.values(localizedPaths(page))) {
        const weight = await weigh(path);
        if (path === "/") homeJs = weight.js;
        print(weight);
      }
    }
    if (homeJs > HOME_JS_BUDGET_BYTES) failures.push(`the home page's JavaScript (${kb(homeJs)}) is over its ${kb(HOME_JS_BUDGET_BYTES)} budget`);

    console.log(`\ncustomer portal, signed in as ${values.email ?? DEMO_CUSTOMER.email} (budget ${kb(PORTAL_JS_BUDGET_BYTES)} JS per screen)`);
    const cookie = await signIn(server.baseUrl, { email: values.email ?? DEMO_CUSTOMER.email, password: values.password ?? DEMO_CUSTOMER.password });
    for (const path of PORTAL_PAGES) {
      const weight = await weigh(path, cookie);
      const over = weight.js > PORTAL_JS_BUDGET_BYTES;
      print(weight, over ? "  OVER BUDGET" : "");
      if (weight.status !== 200) failures.push(`${path} answered ${weight.status} to the signed-in customer`);
      else if (over) failures.push(`${path}'s JavaScript (${kb(weight.js)}) is over its ${kb(PORTAL_JS_BUDGET_BYTES)} budget`);
    }

    const total = [...gzipped.values()].reduce((sum, size) => sum + size, 0);
    console.log(`\ndistinct JS and CSS files across all pages: ${gzipped.size}, ${kb(total)} gzip`);
    console.log(`home page JS: ${kb(homeJs)} gzip (budget ${kb(HOME_JS_BUDGET_BYTES)})`);
  } finally {
    await server.stop();
  }
  for (const failure of failures) console.error(`FAIL: ${failure}`);
  if (failures.length > 0) process.exit(1);
}

await main();
