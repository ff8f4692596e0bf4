import { PRIVATE_PATH_PREFIXES } from "./public-pages";

/** robots.txt: everything public may be crawled; account, portal, back-office and API paths may not. */
export function buildRobotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, "");
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}
