import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deferUntilFirstPaint } from "./scripts-after-first-paint";

describe("deferUntilFirstPaint", () => {
  it("renames every module preload, nested lists included, without their nonces, and the module script, with its own (what marks it as ours) and without `async` (which a data block may not carry), and leaves other scripts as they are", () => {
    const scripts = createElement(
      Fragment,
      null,
      null,
      createElement("link", { rel: "modulepreload", href: "/assets/entry.js", nonce: "n0nce" }),
      [
        createElement("link", { key: "a", rel: "modulepreload", href: "/assets/a.js" }),
        createElement("link", { key: "b", rel: "modulepreload", href: "/assets/b.js" }),
      ],
      createElement("script", { dangerouslySetInnerHTML: { __html: "window.__reactRouterContext = {};" } }),
      createElement(
        Fragment,
        null,
        createElement("script", {
          type: "module",
          async: true,
          nonce: "n0nce",
          dangerouslySetInnerHTML: { __html: 'import("/assets/entry.js");' },
        }),
      ),
    );
    const html = renderToStaticMarkup(deferUntilFirstPaint(scripts));
    expect(html.match(/<link rel="modulepreload-after-paint" href="[^"]+"\/>/g)).toHaveLength(3);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<script type="text/module-after-paint" nonce="n0nce">import("/assets/entry.js");</script>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("leaves a page without scripts (after hydration React Router renders none) alone", () => {
    expect(deferUntilFirstPaint(null)).toBeNull();
  });
});
