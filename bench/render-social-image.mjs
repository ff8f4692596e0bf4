// Renders public/images/og-image.svg to the 1200×630 PNG that Open Graph and Twitter cards use (they do not take
// SVG). Run once after editing the SVG: node bench/render-social-image.mjs
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const root = fileURLToPath(new URL("..", import.meta.url));
const svg = await readFile(`${root}public/images/og-image.svg`, "utf8");
const font = await readFile(`${root}node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2`);
const html = `<!doctype html><html><head><style>
@font-face { font-family: "Inter Variable"; src: url(data:font/woff2;base64,${font.toString("base64")}) format("woff2"); font-weight: 100 900; }
html, body { margin: 0; }
</style></head><body>${svg}</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${root}public/images/og-image.png`, clip: { x: 0, y: 0, width: 1200, height: 630 } });
  console.log("wrote public/images/og-image.png");
} finally {
  await browser.close();
}
