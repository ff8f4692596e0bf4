/**
 * Marks for what a page shows differently without JavaScript: `data-hidden-without-js` hides a control only
 * JavaScript can work (the phone menu's toggle, the Settings tab bar), `data-shown-without-js` shows what JavaScript
 * would hide until asked (every Settings panel, one after the other).
 */
export const HIDDEN_WITHOUT_JS = { "data-hidden-without-js": "" } as const;
export const SHOWN_WITHOUT_JS = { "data-shown-without-js": "" } as const;

const RULES = "[data-hidden-without-js]{display:none!important}[data-shown-without-js]{display:block!important}";

/**
 * The rules for those marks, once, in <head>: HTML allows a <style> inside <noscript> only there (a <noscript> style in
 * the body is invalid, and its rules reached elements drawn before it).
 */
export function WithoutJavaScriptStyle() {
  return (
    <noscript>
      <style>{RULES}</style>
    </noscript>
  );
}
