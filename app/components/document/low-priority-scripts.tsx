import { Children, cloneElement, isValidElement, type LinkHTMLAttributes, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";

type ScriptsProps = Parameters<typeof Scripts>[0];

/**
 * React Router's <Scripts>, with the module preloads it writes into the head fetched at low priority
 * (docs/decisions/053-module-preloads-at-low-priority.md).
 *
 * At high priority the page's ~130 KB of JavaScript shares a slow phone connection with the HTML, the stylesheet and
 * the font, and the first paint waits for all of them; none of it draws anything. At low priority the browser still
 * fetches every module as soon as it reads the head, only after what the first paint needs.
 */
export function LowPriorityScripts(props: ScriptsProps) {
  // <Scripts> is a component with hooks: calling it here, on every render and unconditionally, makes its hooks this
  // component's own, in the same order each time, which is what React asks of a custom hook.
  return lowerModulePreloads(Scripts(props));
}

export function lowerModulePreloads(node: ReactNode): ReactNode {
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ rel?: string; children?: ReactNode }>;
  if (element.type === "link" && element.props.rel === "modulepreload") return cloneElement(element as ReactElement<LinkHTMLAttributes<HTMLLinkElement>>, { fetchPriority: "low" });
  if (element.props.children === undefined) return element;
  return cloneElement(element, {}, Children.map(element.props.children, lowerModulePreloads));
}
