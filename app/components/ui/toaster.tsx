import type * as React from "react";
import { Toaster as Sonner } from "sonner";

// Sonner's rich colours put text at 3.1-4.4:1 on their pale backgrounds; these darker shades reach WCAG AA (>5.7:1).
const ACCESSIBLE_RICH_COLORS = {
  "--success-text": "hsl(140, 100%, 22%)",
  "--info-text": "hsl(210, 92%, 38%)",
  "--warning-text": "hsl(31, 92%, 30%)",
  "--error-text": "hsl(360, 100%, 38%)",
} as React.CSSProperties;

/** The one toast region of the app; toasts are raised with `toast` from "sonner". */
export function Toaster() {
  return (
    <Sonner position="top-right" richColors closeButton style={ACCESSIBLE_RICH_COLORS} toastOptions={{ duration: 5000 }} />
  );
}
