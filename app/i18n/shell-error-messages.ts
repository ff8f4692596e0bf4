import type { Locale, Messages } from "./catalog";
import { shellErrors as en } from "./en/shell-errors";
import { shellErrors as es } from "./es/shell-errors";

/**
 * The 404, 403 and error screens' words in both languages, bundled with the app (they are small) because these screens
 * must work when the root loader, which sends every other message, is what failed.
 */
export function shellErrorMessages(
  locale: Locale,
): Pick<Messages["shell"], "notFound" | "error" | "noStaffAccess" | "technicianOnly"> {
  return locale === "es" ? es : en;
}
