import { toast } from "~/components/ui/toaster";
import type { FlashToast } from "~/http/flash-toast.server";

/**
 * Raises a toast the server or a form worded: "error" is the spec's destructive toast. Line breaks in the description
 * are kept. A message with an `id` replaces the open toast of that form.
 */
export function showToast(message: FlashToast): void {
  const options = { description: message.description, duration: message.durationMs, id: message.id };
  if (message.variant === "success") toast.success(message.title, options);
  else if (message.variant === "error") toast.error(message.title, options);
  else toast.info(message.title, options);
}
