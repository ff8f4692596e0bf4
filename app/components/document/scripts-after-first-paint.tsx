import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";

type ScriptsProps = Parameters<typeof Scripts>[0];

/**
 * What the module preloads and the page's module script become until the first paint: names no browser acts on. The
 * type is a MIME type that is not JavaScript's, which makes the script a data block in HTML's terms (a bare word is
 * invalid HTML), and a data block may not carry `async`, so that goes too.
 */
export const DEFERRED_PRELOAD_REL = "modulepreload-after-paint";
export const DEFERRED_MODULE_TYPE = "text/module-after-paint";

/**
 * Starts the page's JavaScript once the first frame is painted: copies each deferred preload into a real
 * `modulepreload` and the module script into a real one, with this script's nonce (the Content-Security-Policy
 * allows a script carrying it). requestAnimationFrame runs just before the first frame, the timeout just after it;
 * the second timeout covers a page opened in a background tab, where animation frames wait until it is shown.
 * Written short by hand (it is in every page and in the home page's JavaScript, where no minifier reaches a string):
 * n is this script's nonce, s whether it started, l and p a deferred preload and its real copy, q the deferred module
 * script and m its real copy.
 */
export const START_AFTER_FIRST_PAINT = `(function(){var d=document,n=d.currentScript.nonce,s=0;function go(){if(s)return;s=1;d.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]').forEach(function(l){var p=d.createElement("link");p.rel="modulepreload";p.href=l.getAttribute("href");d.head.appendChild(p)});var q=d.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(!q)return;var m=d.createElement("script");m.type="module";m.nonce=n;m.textContent=q.textContent;d.body.appendChild(m)}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,3000)})();`;

/**
 * React Router's <Scripts>, started after the first paint
 * (docs/decisions/056-the-page-javascript-starts-after-the-first-paint.md).
 *
 * The page is drawn by the server and works without JavaScript (links, forms); its ~130 KB of modules only hydrate
 * it. Fetched while the browser still parses and lays out the HTML, they share a slow phone connection with what the
 * first paint needs, and Lighthouse counts every request started before the largest paint in that paint's path.
 * Here the preloads and the module script are written under names the browser ignores, and a small inline script
 * turns them into the real ones right after the first frame.
 */
export function ScriptsAfterFirstPaint(props: ScriptsProps) {
  // <Scripts> is a component with hooks: calling it here, on every render and unconditionally, makes its hooks this
  // component's own, in the same order each time, which is what React asks of a custom hook.
  return (
    <>
      {deferUntilFirstPaint(Scripts(props))}
      <script nonce={props?.nonce} dangerouslySetInnerHTML={{ __html: START_AFTER_FIRST_PAINT }} />
    </>
  );
}

/**
 * <Scripts>' output with its module preloads and module script renamed so the browser leaves them alone; the starting
 * script makes the real ones. The preloads lose their nonces (a preload needs none under `script-src 'self'`); the
 * module script keeps its own: on an anonymous public page that nonce is what marks the script as ours, so that its
 * text's hash joins the policy (server/anonymous-page.ts) and the real copy the starting script makes may run.
 */
export function deferUntilFirstPaint(node: ReactNode): ReactNode {
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{
    rel?: string;
    type?: string;
    nonce?: string;
    async?: boolean;
    children?: ReactNode;
  }>;
  if (element.type === "link" && element.props.rel === "modulepreload")
    return cloneElement(element, { rel: DEFERRED_PRELOAD_REL, nonce: undefined });
  if (element.type === "script" && element.props.type === "module")
    // Keeps its nonce (what marks it as ours, ADR 057) and drops `async`, which a data block may not carry.
    return cloneElement(element, { type: DEFERRED_MODULE_TYPE, async: undefined });
  if (element.props.children === undefined) return element;
  return cloneElement(element, {}, Children.map(element.props.children, deferUntilFirstPaint));
}
