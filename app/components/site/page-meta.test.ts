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
    expect(meta).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://awac.example/" });
    expect(meta).toContainEqual({ property: "og:locale", content: "en_US" });
  });

  it("makes the Spanish page canonical to itself", () => {
    const meta = publicPageMeta({ ...page, pathname: "/es/about" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://awac.example/es/about" });
    expect(meta).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "en", href: "https://awac.example/about" });
    expect(meta).toContainEqual({ property: "og:locale", content: "es_US" });
  });
});
