import { HardHat, LogOut, Phone } from "lucide-react";
import { DEFAULT_SETTINGS } from "~/config/business-defaults";
import { buttonVariants } from "~/components/ui/button";
import { format } from "~/i18n/catalog";
import { shellErrorMessages } from "~/i18n/shell-error-messages";
import { PhoneLink } from "./phone-link";
import { useRootData, useShellLocale } from "./root-data";

/**
 * What a technician's login sees at a customer or staff address (issue 34), answered with 403 by requireCustomer and
 * requireAdmin: which account they are using, that their own screens are not there yet, and a way to sign out.
 */
export function TechnicianOnlyPage() {
  const locale = useShellLocale();
  const data = useRootData();
  const t = shellErrorMessages(locale).technicianOnly;
  const phone = data?.business.mainPhone ?? DEFAULT_SETTINGS.mainPhone;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="grid size-16 place-items-center rounded-full bg-secondary text-primary">
        <HardHat aria-hidden className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
      {data?.user ? <p className="mt-3 text-muted-foreground">{format(t.body, { email: data.user.email })}</p> : null}
      <p className="mt-3 font-medium" data-testid="technician-screens-not-yet">
        {t.notYet}
      </p>
      {/* A document POST: signing out reloads everything. */}
      <form method="post" action="/sign-out" className="mt-8">
        <button type="submit" className={buttonVariants({ size: "lg", variant: "outline" })}>
          <LogOut aria-hidden />
          {t.signOut}
        </button>
      </form>
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
