import { cn } from "~/components/ui/class-names";
import type { LiveStatus } from "./use-back-office-live-updates";

export type LiveStatusLabels = {
  connected: string;
  connectedHint: string;
  reconnecting: string;
  reconnectingHint: string;
};

/**
 * The live connection's state in the back office header: a dot and a word. A polite status region, so a screen
 * reader hears "Reconnecting…" when the connection drops and "Live" when it is back, and nothing for each change
 * (the text only changes with the connection). While connecting it already reads "Live", so a page load says nothing.
 */
export function LiveStatusIndicator({ status, labels }: { status: LiveStatus; labels: LiveStatusLabels }) {
  const reconnecting = status === "reconnecting";
  const label = reconnecting ? labels.reconnecting : labels.connected;
  const hint = reconnecting ? labels.reconnectingHint : labels.connectedHint;
  return (
    <p
      role="status"
      aria-live="polite"
      title={hint}
      data-testid="live-status"
      data-status={status}
      className="flex items-center gap-1.5 px-1 text-xs font-medium text-muted-foreground"
    >
      <span
        aria-hidden="true"
        className={cn(
          "size-2 shrink-0 rounded-full",
          status === "live" ? "bg-success" : reconnecting ? "bg-warning" : "bg-muted-foreground/40",
        )}
      />
      {/* On a phone the dot alone shows; the words stay for screen readers. */}
      <span className="sr-only sm:not-sr-only">{label}</span>
      <span className="sr-only">{`. ${hint}`}</span>
    </p>
  );
}
