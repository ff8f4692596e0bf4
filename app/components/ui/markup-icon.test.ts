import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { markupIcon, pathMarkup, STYLESHEET_ICON_DEFAULTS, type IconData, type IconProps } from "./markup-icon";

const require = createRequire(import.meta.url);
const iconsDirectory = require.resolve("lucide-react").replace(/\/cjs\/lucide-react\.js$/, "/esm/icons");

/** Every icon file of the installed lucide-react that carries its data, with lucide's own component for it. */
type IconModule = { __iconData: IconData; default: ComponentType<IconProps> };
const importIcon = (name: string) => import(`${iconsDirectory}/${name}.mjs`) as Promise<IconModule>;

async function everyIcon(): Promise<{ data: IconData; Original: ComponentType<IconProps> }[]> {
  const files = readdirSync(iconsDirectory).filter(
    (file) => file.endsWith(".mjs") && readFileSync(`${iconsDirectory}/${file}`, "utf8").includes("__iconData"),
  );
  return Promise.all(
    files.map(async (file) => {
      const module = await importIcon(file.replace(/\.mjs$/, ""));
      return { data: module.__iconData, Original: module.default };
    }),
  );
}

const render = (component: ComponentType<IconProps>, props: IconProps) =>
  renderToStaticMarkup(createElement(component, props));

/** The `@layer base` block of app/app.css: rules there lose to every utility, as presentation attributes do. */
function baseLayerOfStylesheet(): string {
  const css = readFileSync(new URL("../../app.css", import.meta.url), "utf8");
  const start = css.indexOf("@layer base {");
  expect(start, "app/app.css has a base layer").toBeGreaterThan(-1);
  let depth = 0;
  for (let index = css.indexOf("{", start); index < css.length; index++) {
    if (css[index] === "{") depth++;
    else if (css[index] === "}" && --depth === 0) return css.slice(start, index + 1);
  }
  throw new Error("app/app.css: the base layer never closes");
}

/** What the stylesheet paints an `.lucide` <svg> with where it has no attribute of its own: attribute → value. */
function stylesheetDefaults(): Map<string, string> {
  const rules = new Map<string, string>();
  for (const [, attribute, property, value] of baseLayerOfStylesheet().matchAll(
    /\.lucide:not\(\[([a-z-]+)\]\)\s*\{\s*([a-z-]+):\s*([^;]+);\s*\}/g,
  )) {
    // A rule that steps back for one attribute but sets another would leave an icon half-drawn.
    expect(property, `.lucide:not([${attribute}])`).toBe(attribute);
    rules.set(attribute!, value!.replace(/px$/, ""));
  }
  return rules;
}

/**
 * What a browser draws for this <svg>: its paths, its classes (lucide's per-icon `lucide-<name>` classes left out:
 * nothing styles or selects them), its other attributes, and its effective size and paint: the attribute where it
 * has one, which beats the stylesheet's `.lucide:not([...])` rule, else that rule. Utility classes beat both alike.
 */
function drawing(markup: string, defaults: ReadonlyMap<string, string>) {
  const [, openTag = "", inner] = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup) ?? [];
  const attributes = new Map([...openTag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
  const classes = (attributes.get("class") ?? "").split(" ").filter((name) => !/^lucide-/.test(name));
  attributes.delete("class");
  attributes.delete("xmlns"); // HTML puts an <svg> in the SVG namespace without it.
  const paint = Object.fromEntries([...defaults].map(([name, value]) => [name, attributes.get(name) ?? value]));
  for (const name of defaults.keys()) attributes.delete(name);
  return { classes, attributes: Object.fromEntries(attributes), paint, inner };
}

/**
 * Icons that between them have every element, every attribute and every icon size any lucide icon has, and within
 * each icon's data every tag/attribute pair: what a screen's props change is tried on these, not on all 1,500.
 */
function iconsCoveringEveryFeature<T extends { data: IconData }>(icons: readonly T[]): T[] {
  const covered = new Set<string>();
  const sample: T[] = [];
  for (const icon of icons) {
    const features = [
      `size:${icon.data.size ?? 24}`,
      ...icon.data.node.flatMap(([tag, attributes]) => [
        tag,
        ...Object.keys(attributes).map((name) => `${tag}@${name}`),
      ]),
    ];
    if (features.some((feature) => !covered.has(feature))) {
      sample.push(icon);
      for (const feature of features) covered.add(feature);
    }
  }
  return sample;
}

describe("markupIcon", () => {
  // Every icon is drawn once with no props (a wrong path, circle or attribute in any icon shows there), and the props
  // our screens pass are tried on icons that between them carry every element and attribute: about 3,000 renders
  // instead of the 27,000 of every icon with every props (40 s of a loaded CI machine for no more behaviour).
  it("draws every lucide icon as lucide-react's own component does, with the props our screens pass", async () => {
    const icons = await everyIcon();
    expect(icons.length).toBeGreaterThan(1500);
    const defaults = stylesheetDefaults();
    const propsSeen: IconProps[] = [
      { "aria-hidden": true, className: "size-4 shrink-0 text-primary" },
      { "aria-label": "Close", role: "img" },
      { className: "size-5", fill: "currentColor" }, // a filled star
      { className: "size-5", fill: "none" }, // an empty one
      { size: 16, strokeWidth: 1.5, color: "red" },
      { size: 32, absoluteStrokeWidth: true },
      { size: 24, strokeWidth: 2, color: "currentColor" },
      { width: 20, stroke: "blue", strokeLinecap: "square" },
    ];
    const sameDrawing = ({ data, Original }: (typeof icons)[number], props: IconProps) =>
      expect(drawing(render(markupIcon(data), props), defaults), `${data.name} ${JSON.stringify(props)}`).toEqual(
        drawing(render(Original, props), defaults),
      );
    for (const icon of icons) sameDrawing(icon, {});
    const sample = iconsCoveringEveryFeature(icons);
    expect(sample.length).toBeLessThan(icons.length / 10);
    for (const icon of sample) for (const props of propsSeen) sameDrawing(icon, props);
  }, 60_000);

  it("leaves on the <svg> only what the stylesheet does not already give every icon", async () => {
    const { __iconData } = await importIcon("phone");
    const Phone = markupIcon(__iconData);
    expect(render(Phone, { className: "size-4" })).toMatch(
      /^<svg class="lucide size-4" viewBox="0 0 24 24" aria-hidden="true"><path /,
    );
    expect(render(Phone, { fill: "currentColor", size: 16 })).toMatch(
      /^<svg class="lucide" viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true"><path /,
    );
  });

  it("finds in app/app.css's base layer a rule for every attribute an icon leaves out", () => {
    const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    expect(Object.fromEntries(stylesheetDefaults())).toEqual(
      Object.fromEntries(Object.entries(STYLESHEET_ICON_DEFAULTS).map(([name, value]) => [kebab(name), value])),
    );
  });

  it("draws an icon with children (a <title>) as elements, like lucide-react", async () => {
    const { __iconData, default: Phone } = await importIcon("phone");
    const props = { children: createElement("title", null, "Phone") };
    expect(drawing(render(markupIcon(__iconData), props), stylesheetDefaults())).toEqual(
      drawing(render(Phone, props), stylesheetDefaults()),
    );
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
