import type { Locale, Messages } from "./catalog";
import { HOME_LATE_PARTS } from "./home-parts";

/** The forms whose check words the home page loads late. */
export type CheckedForm = keyof typeof HOME_LATE_PARTS;
/** Each form's words for its own checks: its field errors (and, for the estimate form, their toast). */
type CheckWords = { [N in CheckedForm]: Pick<Messages[N], (typeof HOME_LATE_PARTS)[N][number]> };

function pick<N extends CheckedForm>(form: N, words: Messages[N]): CheckWords[N] {
  const parts: readonly string[] = HOME_LATE_PARTS[form];
  return Object.fromEntries(parts.map((part) => [part, (words as Record<string, unknown>)[part]])) as CheckWords[N];
}

// One file per language, which only a visitor who reaches one of the forms downloads.
const loaders: Record<Locale, () => Promise<CheckWords>> = {
  en: () =>
    Promise.all([import("./en/estimate"), import("./en/newsletter")]).then(([{ estimate }, { newsletter }]) => ({
      estimate: pick("estimate", estimate),
      newsletter: pick("newsletter", newsletter),
    })),
  es: () =>
    Promise.all([import("./es/estimate"), import("./es/newsletter")]).then(([{ estimate }, { newsletter }]) => ({
      estimate: pick("estimate", estimate),
      newsletter: pick("newsletter", newsletter),
    })),
};
const loaded = new Map<Locale, Promise<CheckWords>>();

/** The check words of both forms in one language, loaded once (late-words.ts loads this module only when needed). */
export function loadCheckWords(locale: Locale): Promise<CheckWords> {
  let words = loaded.get(locale);
  if (!words) {
    words = loaders[locale]();
    // A failed load may be tried again (the connection may come back).
    words.catch(() => loaded.delete(locale));
    loaded.set(locale, words);
  }
  return words;
}
