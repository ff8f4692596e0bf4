import { data, redirect } from "react-router";
import { getSessionUser } from "~/auth/require-user.server";
import { safeRedirectPath } from "~/auth/safe-redirect";
import { isPrivateAreaPath } from "~/components/site/language-switch-target";
import { localeCookieHeader } from "~/http/locale-cookie.server";
import { LocaleChangeSchema } from "~/domain/preferences/preferences-schemas";
import { setPreferredLocale } from "~/domain/preferences/set-preferred-locale.server";
import type { Locale } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { readFormData } from "~/http/read-request-body.server";
import type { Route } from "./+types/locale";

/**
 * The language switcher of the portal and back office, and of the public site for a signed-in person (so the
 * choice follows them into the portal): remembers it in the `lang` cookie and, for a signed-in person, on the
 * account; then goes back to the page it came from (in that language when public). Not a `formAction` (ADR 063): it
 * has no refusal but the 400 of a bad choice and no toast, so the pipeline would add words it never says.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const parsed = LocaleChangeSchema.safeParse({
    locale: form.get("locale") ?? undefined,
    redirectTo: form.get("redirectTo") || undefined,
  });
  if (!parsed.success) throw data({ error: "Choose English or Spanish and a page on this site" }, { status: 400 });
  const { locale, redirectTo } = parsed.data;

  const user = await getSessionUser(request);
  if (user) await setPreferredLocale({ userId: user.id, locale });

  return redirect(destinationFor(redirectTo, locale), { headers: { "Set-Cookie": localeCookieHeader(locale) } });
}

/**
 * Public pages carry the language in their URL, so going back to one means going to its other-language twin.
 * The twin is checked again: dropping "/es" from "/es//evil.example" would leave "//evil.example".
 */
function destinationFor(redirectTo: string, locale: Locale): string {
  const url = new URL(redirectTo, "http://same-site.invalid");
  if (isPrivateAreaPath(url.pathname)) return `${url.pathname}${url.search}`;
  return safeRedirectPath(`${localizedPath(url.pathname, locale)}${url.search}`, localizedPath("/", locale));
}
