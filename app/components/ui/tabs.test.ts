import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function renderedTabs(): string {
  return renderToString(
    createElement(
      Tabs,
      { defaultValue: "signin" },
      createElement(TabsList, null, createElement(TabsTrigger, { value: "signin" }, "Sign In")),
      createElement(TabsContent, { value: "signin" }, createElement("input", { "aria-label": "Email" })),
    ),
  );
}

describe("TabsContent", () => {
  it("is no tab stop of its own: the keyboard goes from the tab straight to the panel's first field", () => {
    const panel = renderedTabs().match(/<div[^>]*role="tabpanel"[^>]*>/)?.[0] ?? "";
    expect(panel).not.toBe("");
    expect(panel).toContain('tabindex="-1"');
  });
});
