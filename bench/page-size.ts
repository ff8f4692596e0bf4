/**
 * JS and CSS bytes (gzip) each public page makes the browser download, in both languages, and each customer portal
 * screen, signed in as the demo customer:
 *   npm run build && npm run bench:size [-- --url http://127.0.0.1:3000 --email … --password …]
 * Without --url it starts the production build on a free port with a temporary database and the demo data (its demo
 * customer gets a known password). It reads the server-rendered HTML, collects the module scripts (modulepreload and
 * <script src>) and stylesheets, gzips each file once and prints the sums. Exits 1 when the home page's JavaScript
 * exceeds its 130 KB gzip budget or a portal screen's exceeds 200 KB.
 */
import { parseArgs } from "node:util";
import { SITE_PUBLIC_PAGES, localizedPaths } from "~/seo/public-pages";
import { benchTarget } from "./support/bench-server";
import {
  HOME_JS_BUDGET_BYTES,
  kb,
  PORTAL_JS_BUDGET_BYTES,
  PORTAL_PAGES,
  pageWeigher,
  signIn,
  type PageWeight,
} from "./support/page-weight";

const { values } = parseArgs({
  options: { url: { type: "string" }, email: { type: "string" }, password: { type: "string" } },
});

/** The demo customer the bench signs in as: the started server seeds it with this password. */
const DEMO_CUSTOMER = {
  email: "customer@awac.example",
  password: process.env.DEMO_CUSTOMER_PASSWORD ?? "Bench-Demo-Customer-Pass-2026!",
};

async function main() {
  const server = await benchTarget(values.url, {
    env: {
      SEED_DEMO: "true",
      DEMO_PAYMENTS: "true",
      DEMO_CUSTOMER_PASSWORD: DEMO_CUSTOMER.password,
      RATE_LIMIT_AUTH_MAX: "1000",
    },
  });
  const { weigh, assetBytes } = pageWeigher(server.baseUrl);
  const print = (page: PageWeight, note = "") =>
    console.log(
      page.status === 200
        ? `${page.path.padEnd(56)} ${String(page.status).padStart(6)} ${kb(page.js).padStart(10)} ${kb(page.css).padStart(10)} ${kb(page.html).padStart(10)}  ${page.files}${note}`
        : `${page.path.padEnd(56)} ${String(page.status).padStart(6)}   (not served: not built yet, or not signed in)`,
    );
  const failures: string[] = [];
  try {
    console.log(
      `${"page".padEnd(56)} ${"status".padStart(6)} ${"JS gzip".padStart(10)} ${"CSS gzip".padStart(10)} ${"HTML gzip".padStart(10)}  files`,
    );
    let homeJs = 0;
    for (const page of SITE_PUBLIC_PAGES) {
      for (const path of Object.values(localizedPaths(page))) {
        const weight = await weigh(path);
        if (path === "/") homeJs = weight.js;
        print(weight);
      }
    }
    if (homeJs > HOME_JS_BUDGET_BYTES)
      failures.push(`the home page's JavaScript (${kb(homeJs)}) is over its ${kb(HOME_JS_BUDGET_BYTES)} budget`);

    console.log(
      `\ncustomer portal, signed in as ${values.email ?? DEMO_CUSTOMER.email} (budget ${kb(PORTAL_JS_BUDGET_BYTES)} JS per screen)`,
    );
    const cookie = await signIn(server.baseUrl, {
      email: values.email ?? DEMO_CUSTOMER.email,
      password: values.password ?? DEMO_CUSTOMER.password,
    });
    for (const path of PORTAL_PAGES) {
      const weight = await weigh(path, cookie);
      const over = weight.js > PORTAL_JS_BUDGET_BYTES;
      print(weight, over ? "  OVER BUDGET" : "");
      if (weight.status !== 200) failures.push(`${path} answered ${weight.status} to the signed-in customer`);
      else if (over)
        failures.push(`${path}'s JavaScript (${kb(weight.js)}) is over its ${kb(PORTAL_JS_BUDGET_BYTES)} budget`);
    }

    const shared = assetBytes();
    console.log(`\ndistinct JS and CSS files across all pages: ${shared.files}, ${kb(shared.bytes)} gzip`);
    console.log(`home page JS: ${kb(homeJs)} (${homeJs} bytes) gzip (budget ${kb(HOME_JS_BUDGET_BYTES)})`);
  } finally {
    await server.stop();
  }
  for (const failure of failures) console.error(`FAIL: ${failure}`);
  if (failures.length > 0) process.exit(1);
}

await main();
