import { describe, expect, it } from "vitest";
import type { BlogArticle } from "~/content/blog/article";
import { blogTeaserItems } from "./blog-teaser-items";

function article(slug: string, publishedOn: string): BlogArticle {
  const copy = { title: `Call {phone} about ${slug}`, excerpt: "{company} explains.", body: [] };
  return {
    slug,
    category: "maintenance",
    publishedOn,
    readTimeMinutes: 5,
    en: copy,
    es: { ...copy, excerpt: "{company} lo explica." },
  };
}

const facts = { company: "AW", phone: "(305) 555-0142", emergencyPhone: "(305) 555-0199", serviceCallFee: "$89" };

describe("blogTeaserItems", () => {
  it("keeps the first four articles and fills in the business facts", () => {
    const items = blogTeaserItems(
      ["a", "b", "c", "d", "e"].map((slug) => article(slug, "2026-06-03")),
      "en",
      facts,
    );
    expect(items.map((item) => item.slug)).toEqual(["a", "b", "c", "d"]);
    expect(items[0]).toMatchObject({
      title: "Call (305) 555-0142 about a",
      excerpt: "AW explains.",
      readTimeMinutes: 5,
    });
  });

  it("writes the date the way each language reads it, whatever the server's time zone", () => {
    expect(blogTeaserItems([article("a", "2026-06-03")], "en", facts)[0]?.publishedText).toBe("June 3, 2026");
    expect(blogTeaserItems([article("a", "2026-06-03")], "es", facts)[0]).toMatchObject({
      publishedText: "3 de junio de 2026",
      excerpt: "AW lo explica.",
    });
  });
});
