import { describe, expect, it } from "vitest";
import { publicPageMeta } from "./page-meta";

const page = { title: "Home", description: "AC repair", origin: "https://awac.example/" };

describe("publicPageMeta", () => {
  it("gives the English page its canonical address and both language alternates", () => {
    const meta = publicPageMeta({ ...page, pathname: "/" });
    expect(meta).toContainEqual({ title: "Home" });
    expect(meta).toContainEqual({ name: "description", content: "AC repair" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://awac.example/" });
    expect(meta).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "en", href: "https://awac.example/" });
    expect(meta).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "es", href: "https://awac.example/es" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: "https://awac.example/",
    });
    expect(meta).toContainEqual({ property: "og:locale", content: "en_US" });
  });

  it("makes the Spanish page canonical to itself", () => {
    const meta = publicPageMeta({ ...page, pathname: "/es/about" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://awac.example/es/about" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "en",
      href: "https://awac.example/about",
    });
    expect(meta).toContainEqual({ property: "og:locale", content: "es_US" });
  });
});

describe("publicPageMeta's social preview", () => {
  it("names the site and points every page at the 1200×630 social image with a large Twitter card", () => {
    const meta = publicPageMeta({ ...page, pathname: "/about", siteName: "AW Air Conditioning & Refrigeration" });
    expect(meta).toContainEqual({ property: "og:site_name", content: "AW Air Conditioning & Refrigeration" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://awac.example/images/og-image.png" });
    expect(meta).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(meta).toContainEqual({ property: "og:image:height", content: "630" });
    expect(meta).toContainEqual({ property: "og:image:alt", content: "AW Air Conditioning & Refrigeration" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({ name: "twitter:image", content: "https://awac.example/images/og-image.png" });
    expect(meta).toContainEqual({ property: "og:locale:alternate", content: "es_US" });
  });

  it("keeps working for callers that pass neither a site name nor an image", () => {
    const meta = publicPageMeta({ ...page, pathname: "/" });
    expect(meta.some((tag) => "property" in tag && tag.property === "og:site_name")).toBe(false);
    expect(meta).toContainEqual({ property: "og:image:alt", content: "Home" });
  });

  it("uses a page's own image when it has one", () => {
    const meta = publicPageMeta({
      ...page,
      pathname: "/blog/x",
      image: { path: "/images/blog/x.png", width: 800, height: 420, alt: "A condenser" },
    });
    expect(meta).toContainEqual({ property: "og:image", content: "https://awac.example/images/blog/x.png" });
    expect(meta).toContainEqual({ property: "og:image:alt", content: "A condenser" });
  });
});
