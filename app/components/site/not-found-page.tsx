import { Home, Phone } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { format } from "~/i18n/catalog";
import { shellErrorMessages } from "~/i18n/shell-error-messages";
import { DEFAULT_SETTINGS } from "~/config/business-defaults";
import { PhoneLink } from "./phone-link";
import { useRootData, useShellLocale } from "./root-data";
import { homePath } from "./site-navigation";

/** 'Oops! Page not found' with a link back home (spec 1 §2); the status 404 is set by whoever threw it. */
export function NotFoundPage() {
  const locale = useShellLocale();
  const data = useRootData();
  const t = shellErrorMessages(locale).notFound;
  // The settings default only shows when the root loader itself failed.
  const phone = data?.business.mainPhone ?? DEFAULT_SETTINGS.mainPhone;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="text-7xl font-extrabold tracking-tight text-primary sm:text-8xl" aria-hidden>
        {t.code}
      </p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
      <p className="mt-3 text-muted-foreground">{t.body}</p>
      <Link to={homePath(locale)} className={`mt-8 ${buttonVariants({ size: "lg" })}`}>
        <Home aria-hidden />
        {t.backHome}
      </Link>
      <PhoneLink
        phone={phone}
        className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        <Phone aria-hidden className="size-4" />
        {format(t.needHelp, { phone })}
      </PhoneLink>
    </div>
  );
}
