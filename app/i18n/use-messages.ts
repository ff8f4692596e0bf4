import { useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALE, messagesFor, type Locale, type Messages } from "./catalog";

/** The current language, decided by the root loader. */
export function useLocale(): Locale {
  const data = useRouteLoaderData("root") as { locale?: Locale } | undefined;
  return data?.locale ?? DEFAULT_LOCALE;
}

/** The message catalogue for the current language. */
export function useMessages(): Messages {
  return messagesFor(useLocale());
}
