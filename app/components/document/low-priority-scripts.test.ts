import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lowerModulePreloads } from "./low-priority-scripts";

describe("lowerModulePreloads", () => {
  it("asks for every module preload at low priority, nested lists included, and leaves the scripts as they are", () => {
    const scripts = createElement(
      Fragment,
      null,
      null,
      createElement("link", { rel: "modulepreload", href: "/assets/entry.js" }),
      [createElement("link", { key: "a", rel: "modulepreload", href: "/assets/a.js" }), createElement("link", { key: "b", rel: "modulepreload", href: "/assets/b.js" })],
      createElement(Fragment, null, createElement("script", { type: "module", dangerouslySetInnerHTML: { __html: 'import("/assets/entry.js");' } })),
    );
    const html = renderToStaticMarkup(lowerModulePreloads(scripts));
    expect(html.match(/<link rel="modulepreload" href="[^"]+" fetchPriority="low"\/>/g)).toHaveLength(3);
    expect(html).toContain('<script type="module">import("/assets/entry.js");</script>');
  });

  it("leaves a page without scripts (after hydration React Router renders none) alone", () => {
    expect(lowerModulePreloads(null)).toBeNull();
  });
});
