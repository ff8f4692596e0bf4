import { Toaster as Sonner } from "sonner";

/** The one toast region of the app; toasts are raised with `toast` from "sonner". */
export function Toaster() {
  return <Sonner position="top-right" richColors closeButton toastOptions={{ duration: 5000 }} />;
}
