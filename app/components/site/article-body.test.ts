import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArticleBody } from "./article-body";

describe("the article body renderer", () => {
  it("renders headings, paragraphs and ordered and unordered lists as their own elements", () => {
    const html = renderToStaticMarkup(
      createElement(ArticleBody, {
        blocks: [
          { type: "heading", text: "Why it matters" },
          { type: "paragraph", text: "Change the filter." },
          { type: "list", items: ["One", "Two"] },
          { type: "list", ordered: true, items: ["First", "Second"] },
        ],
      }),
    );
    expect(html).toMatch(/<h2[^>]*>Why it matters<\/h2>/);
    expect(html).toContain("<p>Change the filter.</p>");
    expect(html).toMatch(/<ul[^>]*><li[^>]*>One<\/li><li[^>]*>Two<\/li><\/ul>/);
    expect(html).toMatch(/<ol[^>]*><li[^>]*>First<\/li><li[^>]*>Second<\/li><\/ol>/);
  });

  it("uses third-level headings inside a page's own sections", () => {
    const html = renderToStaticMarkup(
      createElement(ArticleBody, { blocks: [{ type: "heading", text: "Sub" }], headingLevel: 3 }),
    );
    expect(html).toMatch(/<h3[^>]*>Sub<\/h3>/);
  });

  it("shows markup in the copy as text, never as HTML", () => {
    const html = renderToStaticMarkup(
      createElement(ArticleBody, { blocks: [{ type: "paragraph", text: "<script>alert(1)</script>" }] }),
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
  });
});
