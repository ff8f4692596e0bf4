import { createElement, type ReactNode, type SVGProps } from "react";

/** What each icon module of lucide-react exports as `__iconData`: its name, viewBox size and drawing. */
export type IconData = {
  name: string;
  size?: number;
  node: readonly (readonly [tag: string, attributes: Record<string, string | number>])[];
  aliases?: readonly string[];
};

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
};

export type MarkupIcon = ((props: IconProps) => ReactNode) & { displayName?: string };

const components = new WeakMap<IconData, MarkupIcon>();

/**
 * What the `.lucide` rules of app/app.css give every icon (docs/decisions/054-icon-defaults-in-the-stylesheet.md),
 * by the React name of the attribute lucide-react would write for it. An icon writes such an attribute only where
 * its value differs, and those rules step back for an icon that has it, so a screen's own value still draws.
 */
export const STYLESHEET_ICON_DEFAULTS = {
  width: "24",
  height: "24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: "2",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

const DEFAULT_NAMES = Object.keys(STYLESHEET_ICON_DEFAULTS) as (keyof typeof STYLESHEET_ICON_DEFAULTS)[];

/**
 * A lucide icon drawn from markup made once (docs/decisions/051-icons-drawn-from-markup.md).
 *
 * lucide-react's own component rebuilds the icon's attributes and one React element per path on every render,
 * and React then escapes each path again: about 28 µs an icon, 4–5 ms of every page's server render. Here the
 * paths are turned into an HTML string once, when the icon is first used, and each render only puts that string
 * inside an <svg> with the caller's attributes. The paths are lucide-react's; the `<svg>` keeps only what differs
 * from the stylesheet's defaults for `.lucide` (ADR 054), so pages look the same in far fewer bytes.
 * vite-plugins/lucide-icon-imports.ts rewrites `import { Phone } from "lucide-react"` into this, on the server and
 * in the browser alike, so both draw the same markup and hydration keeps it.
 */
export function markupIcon(data: IconData): MarkupIcon {
  const known = components.get(data);
  if (known) return known;
  const viewBoxSize = data.size ?? 24;
  const viewBox = `0 0 ${viewBoxSize} ${viewBoxSize}`;
  const paths = { __html: data.node.map(([tag, attributes]) => pathMarkup(tag, attributes)).join("") };

  function Icon({
    size = 24,
    color = "currentColor",
    strokeWidth = 2,
    absoluteStrokeWidth = false,
    className,
    children,
    ...rest
  }: IconProps) {
    // lucide-react's attributes, in its order of precedence (the caller's own `fill`, `width`... win)...
    const attributes: Record<string, unknown> = {
      className: className ? `lucide ${className}` : "lucide",
      viewBox,
      width: size,
      height: size,
      fill: "none",
      stroke: color,
      strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * viewBoxSize) / Number(size) : strokeWidth,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      // lucide hides an icon from assistive technology unless the caller labelled it or gave it a role.
      ...(children === undefined && !hasAccessibleName(rest) ? { "aria-hidden": true } : {}),
      ...rest,
    };
    // ...less those the stylesheet gives anyway: the same drawing in fewer bytes on every icon of every page.
    for (const name of DEFAULT_NAMES) {
      if (attributes[name] != null && String(attributes[name]) === STYLESHEET_ICON_DEFAULTS[name])
        delete attributes[name];
    }
    if (children === undefined) return createElement("svg", { ...attributes, dangerouslySetInnerHTML: paths });
    // A <title> or other children: drawn as elements, since markup and children cannot share one element.
    return createElement(
      "svg",
      attributes,
      ...data.node.map(([tag, { key, ...pathAttributes }]) => createElement(tag, { key, ...pathAttributes })),
      children,
    );
  }
  Icon.displayName = data.name;
  components.set(data, Icon);
  return Icon;
}

function hasAccessibleName(props: Record<string, unknown>): boolean {
  for (const name in props) {
    if ((name.startsWith("aria-") || name === "role" || name === "title") && props[name] != null) return true;
  }
  return false;
}

/** The elements and attributes lucide's drawings use: geometry and fill, nothing that could run or load anything. */
const DRAWING_ELEMENTS = new Set(["path", "circle", "rect", "line", "ellipse", "polyline", "polygon"]);
const DRAWING_ATTRIBUTES = new Set([
  "d",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "x",
  "y",
  "x1",
  "x2",
  "y1",
  "y2",
  "width",
  "height",
  "fill",
  "points",
]);
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** One path (or circle, rect...) as the HTML React would have rendered for it, minus React's own `key`. */
export function pathMarkup(tag: string, attributes: Record<string, string | number>): string {
  if (!DRAWING_ELEMENTS.has(tag)) throw new Error(`markupIcon: unexpected element <${tag}>`);
  let markup = `<${tag}`;
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "key") continue;
    if (!DRAWING_ATTRIBUTES.has(name)) throw new Error(`markupIcon: unexpected attribute "${name}" on <${tag}>`);
    markup += ` ${name}="${String(value).replace(/[&<>"]/g, (character) => ESCAPES[character]!)}"`;
  }
  return `${markup}></${tag}>`;
}
