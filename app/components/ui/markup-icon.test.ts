import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { markupIcon, pathMarkup, type IconData, type IconProps } from "./markup-icon";

const require = createRequire(import.meta.url);
const iconsDirectory = require.resolve("lucide-react").replace(/\/cjs\/lucide-react\.js$/, "/esm/icons");

/** Every icon file of the installed lucide-react that carries its data, with lucide's own component for it. */
type IconModule = { __iconData: IconData; default: ComponentType<IconProps> };
const importIcon = (name: string) => import(`${iconsDirectory}/${name}.mjs`) as Promise<IconModule>;

async function everyIcon(): Promise<{ data: IconData; Original: ComponentType<IconProps> }[]> {
  const files = readdirSync(iconsDirectory).filter((file) => file.endsWith(".mjs") && readFileSync(`${iconsDirectory}/${file}`, "utf8").includes("__iconData"));
  return Promise.all(
    files.map(async (file) => {
      const module = await importIcon(file.replace(/\.mjs$/, ""));
      return { data: module.__iconData, Original: module.default };
    }),
  );
}

const render = (component: ComponentType<IconProps>, props: IconProps) => renderToStaticMarkup(createElement(component, props));

describe("markupIcon", () => {
  it("draws every lucide icon exactly as lucide-react's own component does, with the props our screens pass", async () => {
    const icons = await everyIcon();
    expect(icons.length).toBeGreaterThan(1500);
    const propsSeen: IconProps[] = [
      {},
      { "aria-hidden": true, className: "size-4 shrink-0 text-primary" },
      { "aria-label": "Close", role: "img" },
      { size: 16, strokeWidth: 1.5, color: "red" },
      { size: 32, absoluteStrokeWidth: true },
    ];
    for (const { data, Original } of icons) {
      for (const props of propsSeen) expect(render(markupIcon(data), props), `${data.name} ${JSON.stringify(props)}`).toBe(render(Original, props));
    }
  });

  it("draws an icon with children (a <title>) as elements, like lucide-react", async () => {
    const { __iconData, default: Phone } = await importIcon("phone");
    const props = { children: createElement("title", null, "Phone") };
    expect(render(markupIcon(__iconData), props)).toBe(render(Phone, props));
  });

  it("gives one icon one component wherever it is imported, so React never remounts it", async () => {
    const { __iconData } = await importIcon("phone");
    expect(markupIcon(__iconData)).toBe(markupIcon(__iconData));
  });

  it("refuses markup it cannot vouch for instead of writing it into the page", () => {
    expect(() => pathMarkup("script", { d: "x" })).toThrow(/unexpected element/);
    expect(() => pathMarkup("path", { onload: "alert(1)" })).toThrow(/unexpected attribute/);
    expect(pathMarkup("path", { d: '"><script>', key: "k" })).toBe('<path d="&quot;&gt;&lt;script&gt;"></path>');
  });
});
