import type { Locale, Messages } from "./catalog";
import type { CheckedForm } from "./check-words-loader";
import { HOME_LATE_PARTS } from "./home-parts";

/**
 * The page's messages with one form's check words (`HOME_LATE_PARTS`): as they are where the root loader sent those
 * words (every page but the home page), else with the words loaded from their own file (ADR 058). The loader is a
 * module of its own, loaded with the words, so that the home page's starting JavaScript does not carry it.
 */
export async function withCheckWords(messages: Messages, locale: Locale, form: CheckedForm): Promise<Messages> {
  const sent: object = messages[form];
  if (HOME_LATE_PARTS[form].every((part) => part in sent)) return messages;
  const { loadCheckWords } = await import("./check-words-loader");
  const merged = { ...sent, ...(await loadCheckWords(locale))[form] };
  return new Proxy(messages, { get: (target, name) => (name === form ? merged : Reflect.get(target, name)) });
}
