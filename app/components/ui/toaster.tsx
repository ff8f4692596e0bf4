import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useShellLocale } from "~/components/site/root-data";
import type { Locale } from "~/i18n/catalog";
import { cn } from "./class-names";
import { currentToasts, dismissToast, serverToasts, subscribeToToasts, type ToastItem } from "./toast-store";

export { toast } from "./toast-store";

// The toaster also draws on error screens, where the page's message catalogue may be missing: its two words live here.
const LABELS: Record<Locale, { region: string; close: string }> = {
  en: { region: "Notifications", close: "Close notification" },
  es: { region: "Notificaciones", close: "Cerrar notificación" },
};

const ICONS = { success: CircleCheck, info: Info, error: CircleAlert } as const;

/**
 * The one toast region of the app (top right); toasts are raised with `toast` from this module. Errors sit in an
 * assertive live region, the rest in a polite one; both lists always exist, so screen readers hear new toasts.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, serverToasts);
  const labels = LABELS[useShellLocale()];
  const list = "flex flex-col gap-2";
  return (
    <section
      aria-label={labels.region}
      className="pointer-events-none fixed inset-x-4 top-4 z-[100] flex flex-col gap-2 sm:left-auto sm:w-96"
    >
      <ol aria-live="assertive" aria-relevant="additions text" className={list}>
        {toasts
          .filter((item) => item.variant === "error")
          .map((item) => (
            <ToastCard key={item.id} item={item} closeLabel={labels.close} />
          ))}
      </ol>
      <ol aria-live="polite" aria-relevant="additions text" className={list}>
        {toasts
          .filter((item) => item.variant !== "error")
          .map((item) => (
            <ToastCard key={item.id} item={item} closeLabel={labels.close} />
          ))}
      </ol>
    </section>
  );
}

/** One toast; its timer pauses while the pointer or keyboard focus is on it, so it can be read and used. */
function ToastCard({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.duration);
  useEffect(() => {
    if (paused || !Number.isFinite(item.duration)) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, item.id, item.duration]);

  const destructive = item.variant === "error";
  const Icon = ICONS[item.variant];
  return (
    // data-sonner-toast / data-type: the hooks the end-to-end tests find toasts by (kept from the earlier library).
    <li
      data-sonner-toast=""
      data-type={item.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={cn(
        "pointer-events-auto relative flex gap-3 rounded-lg border p-4 pr-11 text-sm shadow-lg",
        "transition duration-200 ease-out starting:-translate-y-2 starting:opacity-0 motion-reduce:transition-none",
        destructive ? "border-destructive bg-destructive text-destructive-foreground" : "bg-background text-foreground",
      )}
    >
      <Icon
        aria-hidden
        className={cn(
          "mt-0.5 size-5 shrink-0",
          item.variant === "success" && "text-success",
          item.variant === "info" && "text-primary",
        )}
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{item.title}</p>
        {item.description ? (
          <p className={cn("mt-1 whitespace-pre-line", !destructive && "text-muted-foreground")}>{item.description}</p>
        ) : null}
        {item.action ? (
          <button
            type="button"
            onClick={() => {
              item.action?.onClick();
              dismissToast(item.id);
            }}
            className={cn(
              "mt-3 inline-flex h-8 cursor-pointer items-center rounded-md px-3 font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2",
              destructive
                ? "bg-background text-destructive focus-visible:ring-destructive-foreground focus-visible:ring-offset-destructive"
                : "bg-primary text-primary-foreground focus-visible:ring-ring",
            )}
          >
            {item.action.label}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={() => dismissToast(item.id)}
        className={cn(
          "absolute right-2 top-2 grid size-8 cursor-pointer place-items-center rounded-md focus-visible:outline-none focus-visible:ring-2",
          destructive
            ? "hover:bg-white/15 focus-visible:ring-destructive-foreground"
            : "hover:bg-muted focus-visible:ring-ring",
        )}
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}
