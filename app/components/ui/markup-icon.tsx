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
 * A lucide icon drawn from markup made once (docs/decisions/051-icons-drawn-from-markup.md).
 *
 * lucide-react's own component rebuilds the icon's attributes and one React element per path on every render,
 * and React then escapes each path again: about 28 µs an icon, 4–5 ms of every page's server render. Here the
 * paths are turned into an HTML string once, when the icon is first used, and each render only puts that string
 * inside an <svg> with the caller's attributes. The markup and attributes are the ones lucide-react produces,
 * so pages look the same. vite-plugins/lucide-icon-imports.ts rewrites `import { Phone } from "lucide-react"`
 * into this, on the server and in the browser alike, so both draw the same markup and hydration keeps it.
 */
export function markupIcon(data: IconData): MarkupIcon {
  const known = components.get(data);
  if (known) return known;
  const viewBoxSize = data.size ?? 24;
  const iconClass = ["lucide", `lucide-${data.name}`, ...(data.aliases ?? []).map((alias) => `lucide-${alias}`)].join(" ");
  const paths = { __html: data.node.map(([tag, attributes]) => pathMarkup(tag, attributes)).join("") };

  function Icon({ size = 24, color = "currentColor", strokeWidth = 2, absoluteStrokeWidth = false, className, children, ...rest }: IconProps) {
    const attributes = {
      xmlns: "http://www.w3.org/2000/svg",
      width: size,
      height: size,
      viewBox: `0 0 ${viewBoxSize} ${viewBoxSize}`,
      fill: "none",
      stroke: color,
      strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * viewBoxSize) / Number(size) : strokeWidth,
      strokeLinecap: "round" as const,
      strokeLinejoin: "round" as const,
      className: className ? `${iconClass} ${className}` : iconClass,
      // lucide hides an icon from assistive technology unless the caller labelled it or gave it a role.
      ...(children === undefined && !hasAccessibleName(rest) ? { "aria-hidden": true } : {}),
      ...rest,
    };
    if (children === undefined) return createElement("svg", { ...attributes, dangerouslySetInnerHTML: paths });
    // A <title> or other children: drawn as elements, since markup and children cannot share one element.
    return createElement("svg", attributes, ...data.node.map(([tag, { key, ...pathAttributes }]) => createElement(tag, { key, ...pathAttributes })), children);
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
const DRAWING_ATTRIBUTES = new Set(["d", "cx", "cy", "r", "rx", "ry", "x", "y", "x1", "x2", "y1", "y2", "width", "height", "fill", "points"]);
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** One path (or circle, rect...) as the HTML React would have rendered for it, minus React's own `key`. */
export function pathMarkup(tag: string, attributes: Record<string, string | number>): string {
  if (!DRAWING_ELEMENTS.has(tag)) throw new Error(`markupIcon: unexpected element <${tag}> in an icon`);
  let markup = `<${tag}`;
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "key") continue;
    if (!DRAWING_ATTRIBUTES.has(name)) throw new Error(`markupIcon: unexpected attribute "${name}" on <${tag}>`);
    markup += ` ${name}="${String(value).replace(/[&<>"]/g, (character) => ESCAPES[character]!)}"`;
  }
  return `${markup}></${tag}>`;
}
