import { Globe } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "~/components/ui/class-names";
import { LOCALES, type Locale } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { languageSwitchTarget } from "./language-switch-target";
import { useRootData } from "./root-data";

/**
 * English / Español. On public pages a link to the same page in the other language; in the portal and back
 * office, and for anyone signed in, a small form that posts the choice to /api/locale (remembered in a cookie and
 * on the account).
 * `className` sets how it is displayed (`flex`, `hidden sm:flex`...): it has no display of its own to override.
 */
export function LanguageSwitcher({
  className,
  tone = "default",
}: {
  className: string;
  tone?: "default" | "inverted";
}) {
  const locale = useLocale();
  const location = useLocation();
  const signedIn = Boolean(useRootData()?.user);
  const t = useMessages().common.languages;
  const linkClass = cn(
    "rounded px-1.5 py-0.5 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2",
    tone === "inverted" ? "focus-visible:ring-primary-foreground" : "focus-visible:ring-ring",
  );
  return (
    <div role="group" aria-label={t.label} className={cn("items-center gap-1 text-sm", className)}>
      <Globe aria-hidden className="size-4 shrink-0" />
      {LOCALES.map((option, index) => (
        <div key={option} className="flex items-center gap-1">
          {index > 0 ? <span aria-hidden>/</span> : null}
          {option === locale ? (
            <span aria-current="true" className="px-1.5 py-0.5 font-semibold">
              {t[option]}
            </span>
          ) : (
            <SwitchControl
              target={option}
              label={t[option]}
              className={linkClass}
              location={location}
              signedIn={signedIn}
            />
          )}
        </div>
      ))}
    </div>
  );
}

function SwitchControl(props: {
  target: Locale;
  label: string;
  className: string;
  location: { pathname: string; search: string };
  signedIn: boolean;
}) {
  const target = languageSwitchTarget(props.location, props.target, props.signedIn);
  if (target.kind === "link") {
    return (
      <Link to={target.href} lang={props.target} hrefLang={props.target} className={props.className}>
        {props.label}
      </Link>
    );
  }
  // A document POST (not a client fetch): the whole page re-renders in the new language.
  return (
    <form method="post" action="/api/locale" className="inline">
      <input type="hidden" name="locale" value={target.locale} />
      <input type="hidden" name="redirectTo" value={target.redirectTo} />
      <button type="submit" lang={props.target} className={cn(props.className, "cursor-pointer")}>
        {props.label}
      </button>
    </form>
  );
}
