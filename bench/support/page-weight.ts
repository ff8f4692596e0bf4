import { DEFERRED_PRELOAD_REL } from "~/components/document/scripts-after-first-paint";
import { gzipSync } from "node:zlib";

/** The home page's JavaScript budget (gzip). */
export const HOME_JS_BUDGET_BYTES = 130 * 1024;
/** Issue 10: each portal screen's JavaScript stays under 200 KB gzip. */
export const PORTAL_JS_BUDGET_BYTES = 200 * 1024;
export const PORTAL_PAGES = [
  "/customer",
  "/customer/appointments",
  "/customer/history",
  "/customer/profile",
  "/customer/subscription",
];

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
    } else if (rel === "modulepreload" || rel === DEFERRED_PRELOAD_REL) js.add(attr(tag, "href")!);
    else if (rel === "stylesheet") css.add(attr(tag, "href")!);
  }
  // React Router's inline bootstrap imports the entry module directly.
  for (const match of html.matchAll(/import\(?\s*["'](\/assets\/[^"']+\.js)["']/g)) js.add(match[1]!);
  return { js: [...js], css: [...css] };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Signs in through better-auth's endpoint, as the sign-in form does, and returns the Cookie header of the session. */
export async function signIn(baseUrl: string, login: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify(login),
  });
  if (!response.ok)
    throw new Error(`signing in as ${login.email} answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

/** What one page makes the browser download, gzip'd; status is the page's own (0 bytes when it is not a 200). */
export type PageWeight = { path: string; status: number; js: number; css: number; html: number; files: string };

/**
 * Weighs pages of one server: reads each page's server-rendered HTML, collects the module scripts (modulepreload and
 * <script src>) and stylesheets, and gzips each asset once (a file shared by several pages is fetched once).
 */
export function pageWeigher(baseUrl: string): {
  weigh: (path: string, cookie?: string) => Promise<PageWeight>;
  assetBytes: () => { files: number; bytes: number };
} {
  const gzipped = new Map<string, number>();
  const gzipSize = async (href: string) => {
    const url = new URL(href, baseUrl).toString();
    if (!gzipped.has(url)) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      gzipped.set(url, gzipSync(Buffer.from(await response.arrayBuffer())).length);
    }
    return gzipped.get(url)!;
  };
  const weigh = async (path: string, cookie?: string): Promise<PageWeight> => {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: cookie ? { Cookie: cookie } : {},
      redirect: "manual",
    });
    const html = await response.text();
    if (response.status !== 200) return { path, status: response.status, js: 0, css: 0, html: 0, files: "" };
    const assets = pageAssets(html);
    const js = (await Promise.all(assets.js.map(gzipSize))).reduce((sum, size) => sum + size, 0);
    const css = (await Promise.all(assets.css.map(gzipSize))).reduce((sum, size) => sum + size, 0);
    return {
      path,
      status: 200,
      js,
      css,
      html: gzipSync(Buffer.from(html)).length,
      files: `${assets.js.length} js, ${assets.css.length} css`,
    };
  };
  const assetBytes = () => ({ files: gzipped.size, bytes: [...gzipped.values()].reduce((sum, size) => sum + size, 0) });
  return { weigh, assetBytes };
}
