import { useRootData } from "~/components/site/root-data";

/**
 * The toast a redirect left (e.g. 'Estimate Request Submitted!' after a plain form post) for a browser that
 * runs no JavaScript, where the toaster never starts: the same words, server-rendered, top right.
 */
export function NoScriptToast() {
  const toast = useRootData()?.toast;
  if (!toast) return null;
  const tone =
    toast.variant === "error" ? "border-destructive/50 text-destructive" : "border-primary/30 text-foreground";
  return (
    <noscript>
      <div
        role="status"
        className={`fixed right-4 top-4 z-50 max-w-sm rounded-lg border bg-card p-4 text-sm shadow-lg ${tone}`}
      >
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 whitespace-pre-line">{toast.description}</p> : null}
      </div>
    </noscript>
  );
}
