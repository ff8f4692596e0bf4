import type { Page } from "@playwright/test";
import { telHref } from "../../app/format/phone-number";
import { DEFAULT_SETTINGS } from "../../app/config/business-defaults";
import { SITE_PUBLIC_PAGES, localizedPaths } from "../../app/seo/public-pages";
import { DEMO_CUSTOMER } from "./support/demo-logins";
import { E2E_BASE_URL } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";

async function jsonLd(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]!) as Record<string, unknown> & {
    address: Record<string, string>;
    areaServed: { name: string }[];
  };
}

test.describe("Search engines", () => {
  test("robots.txt lets crawlers into the public site, keeps them out of private areas and names the sitemap", async ({
    request,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const robots = await response.text();
    expect(robots).toContain("User-agent: *\nAllow: /\n");
    for (const path of ["/admin", "/customer", "/api/", "/auth"]) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
  });

  test("sitemap.xml lists every public page in English and Spanish with its language alternates", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    for (const page of SITE_PUBLIC_PAGES) {
      const paths = localizedPaths(page);
      for (const path of Object.values(paths)) expect(xml).toContain(`<loc>${E2E_BASE_URL}${path}</loc>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${E2E_BASE_URL}${paths.es}"/>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${E2E_BASE_URL}${paths.en}"/>`);
    }
    expect(SITE_PUBLIC_PAGES.some((page) => page.path.startsWith("/blog/"))).toBe(true);
  });

  test("The home page describes the business as HVACBusiness structured data from the settings", async ({ page }) => {
    await page.goto("/");
    const data = await jsonLd(page);
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("HVACBusiness");
    expect(data.name).toBe(DEFAULT_SETTINGS.companyName);
    expect(data.telephone).toBe(telHref(DEFAULT_SETTINGS.mainPhone).replace("tel:", ""));
    expect(data.address).toMatchObject({
      "@type": "PostalAddress",
      addressLocality: "Miami",
      addressRegion: "FL",
      addressCountry: "US",
    });
    expect(data.areaServed.map((area) => area.name)).toEqual(
      expect.arrayContaining([...DEFAULT_SETTINGS.serviceAreas, "Miami-Dade County"]),
    );
    expect(data.openingHoursSpecification).toBeInstanceOf(Array);
    // The "4.9 out of 5" on the page is marketing copy, not a rating computed from stored reviews: not sent as data.
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("review");
    expect(data.foundingDate).toBe(String(DEFAULT_SETTINGS.foundedYear));
    // The company name's "&" reaches the page escaped, so text from settings can never close the script tag.
    const html = await (await page.request.get("/")).text();
    expect(html).toContain('"name":"AW Air Conditioning \\u0026 Refrigeration"');
  });

  test("The Spanish home page carries the same structured data, pointing at /es", async ({ page }) => {
    await page.goto("/es");
    const data = await jsonLd(page);
    expect(data["@type"]).toBe("HVACBusiness");
    expect(data.url).toBe(`${E2E_BASE_URL}/es`);
    expect(data.telephone).toBe(telHref(DEFAULT_SETTINGS.mainPhone).replace("tel:", ""));
  });

  for (const [path, canonical] of [
    ["/", `${E2E_BASE_URL}/`],
    ["/es", `${E2E_BASE_URL}/es`],
  ] as const) {
    test(`${path} names its canonical address, its hreflang alternates and its social preview`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${E2E_BASE_URL}/`);
      await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute("href", `${E2E_BASE_URL}/es`);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        "href",
        `${E2E_BASE_URL}/`,
      );
      await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute(
        "content",
        DEFAULT_SETTINGS.companyName,
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      const imageResponse = await request.get(image!);
      expect(imageResponse.status()).toBe(200);
      expect(imageResponse.headers()["content-type"]).toBe("image/png");
    });
  }

  test("The web font comes from this site, preloaded, and nothing is fetched from another origin", async ({ page }) => {
    const origins = new Set<string>();
    page.on("request", (request) => {
      if (!request.url().startsWith("data:")) origins.add(new URL(request.url()).origin);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute(
      "href",
      /^\/assets\/inter-latin-wght-normal-.+\.woff2$/,
    );
    expect([...origins]).toEqual([E2E_BASE_URL]);
  });
});

test.describe("Public page caching", () => {
  test("An anonymous visitor's second request is served from the HTML cache with shareable headers", async ({
    request,
  }) => {
    await request.get("/about");
    const response = await request.get("/about");
    expect(response.status()).toBe(200);
    expect(response.headers()["x-html-cache"]).toBe("hit");
    expect(response.headers()["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600");
  });

  test("A signed-in customer never gets a cached page and never leaves one behind", async ({
    page,
    browser,
    baseURL,
  }) => {
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      headers: { Origin: baseURL! },
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    const personal = await page.goto("/faq");
    expect(personal?.headers()["x-html-cache"]).toBeUndefined();
    expect(personal?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("banner").getByRole("link", { name: "Customer Login" })).toHaveCount(0);

    const visitor = await browser.newContext();
    const anonymous = await visitor.request.get(`${baseURL}/faq`);
    expect(await anonymous.text()).not.toContain(DEMO_CUSTOMER.email);
    await visitor.close();
  });
});

test.describe("Errors and redirects", () => {
  // An unknown address's 404 page is public-shell.test.ts's and unknown-addresses.test.ts's.
  for (const path of ["/payment-success", "/subscription-success"]) {
    test(`${path} without a session_id sends the visitor home`, async ({ page, request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([301, 302, 303, 307, 308]).toContain(response.status());
      expect(response.headers()["location"]).toBe("/");
      await page.goto(path);
      await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    });
  }
});
