import type { Locale, Messages } from "./catalog";
import { HOME_LATE_PARTS } from "./home-parts";

/** The estimate form's words for its own checks: its field errors and their toast. */
type EstimateCheckWords = Pick<Messages["estimate"], (typeof HOME_LATE_PARTS.estimate)[number]>;

const pick = (estimate: Messages["estimate"]) =>
  Object.fromEntries(HOME_LATE_PARTS.estimate.map((part) => [part, estimate[part]])) as EstimateCheckWords;

// One module per language, each in a file of its own that only a visitor who reaches the form downloads.
const loaders: Record<Locale, () => Promise<EstimateCheckWords>> = {
  en: () => import("./en/estimate").then((module) => pick(module.estimate)),
  es: () => import("./es/estimate").then((module) => pick(module.estimate)),
};
const loaded = new Map<Locale, Promise<EstimateCheckWords>>();

/**
 * The page's messages with the estimate form's check words (`HOME_LATE_PARTS`): as they are where the root loader
 * sent those words (every page but the home page), else with the words loaded from their own file (ADR 058).
 */
export async function withEstimateCheckWords(messages: Messages, locale: Locale): Promise<Messages> {
  const sent: Partial<Messages["estimate"]> = messages.estimate;
  if ("validation" in sent) return messages;
  let words = loaded.get(locale);
  if (!words) {
    words = loaders[locale]();
    // A failed load may be tried again (the connection may come back).
    words.catch(() => loaded.delete(locale));
    loaded.set(locale, words);
  }
  const estimate = { ...sent, ...(await words) };
  return new Proxy(messages, { get: (target, name) => (name === "estimate" ? estimate : Reflect.get(target, name)) });
}
