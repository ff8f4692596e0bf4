import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { cn } from "./class-names";

type UrlDialogProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Where closing goes: the same screen without the dialog's search parameter. */
  closeHref: string;
  closeLabel: string;
  children: ReactNode;
  className?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog whose open state is the URL (`?add=1`): the server renders it, so it opens, submits and closes
 * without JavaScript, and a reload or a shared link shows the same thing. With JavaScript it behaves as a modal
 * should: focus moves in and stays in, Escape closes it, the page behind does not scroll. Rendered in place, not in
 * a portal, because a portal cannot be rendered on the server.
 */
export function UrlDialog({ title, description, closeHref, closeLabel, children, className }: UrlDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    // The server drew the dialog open: someone may already be typing in it when the page hydrates, and moving focus
    // then would send the rest of their typing into another field.
    const typingInside = node.contains(document.activeElement);
    const previous = !typingInside && document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!typingInside)
      (node.querySelector<HTMLElement>("[autofocus], input:not([type=hidden]), select, textarea") ?? node).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        void navigate(closeHref, { preventScrollReset: true });
        return;
      }
      if (event.key !== "Tab") return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item.offsetParent !== null);
      if (items.length === 0) return;
      const [firstItem, lastItem] = [items[0]!, items[items.length - 1]!];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [closeHref, navigate]);

  // The backdrop scrolls; the row inside it is at least as tall as the backdrop and grows with the panel, so a panel
  // taller than the screen starts at the top of what scrolls. Centring the panel in the backdrop itself would push
  // the top of a tall panel above the backdrop's scrolling start, where neither the wheel nor a finger reaches it.
  return (
    <div className="fixed inset-0 z-50 overflow-y-auto overscroll-contain bg-black/50">
      <div className="flex min-h-full items-start justify-center p-4 sm:items-center">
        <div
          ref={panel}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          className={cn(
            "relative my-8 w-full max-w-2xl rounded-lg border bg-card p-6 text-card-foreground shadow-lg focus:outline-none",
            className,
          )}
        >
          <div className="mb-4 pr-10">
            <h2 id={titleId} className="text-lg font-semibold leading-tight">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-muted-foreground">
                {description}
              </p>
            ) : null}
          </div>
          <Link
            to={closeHref}
            preventScrollReset
            aria-label={closeLabel}
            className="absolute right-4 top-4 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden className="size-4" />
          </Link>
          {children}
        </div>
      </div>
    </div>
  );
}
