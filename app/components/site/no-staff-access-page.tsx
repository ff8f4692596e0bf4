import { LayoutDashboard, LogOut, Phone, ShieldOff } from "lucide-react";
import { Link } from "react-router";
import { DEFAULT_SETTINGS } from "~/config/business-defaults";
import { buttonVariants } from "~/components/ui/button";
import { format } from "~/i18n/catalog";
import { shellErrorMessages } from "~/i18n/shell-error-messages";
import { PhoneLink } from "./phone-link";
import { useRootData, useShellLocale } from "./root-data";

/** Where staff sign in: the sign-out below lands there, so the next step is the staff sign-in form. */
const STAFF_SIGN_IN = "/admin";
const PORTAL_HOME = "/customer";

/**
 * What a signed-in customer sees at a staff address (ADR 039), answered with 403 by requireAdmin: which account
 * they are using, a way back to their portal, and a way to sign out and sign in as staff.
 */
export function NoStaffAccessPage() {
  const locale = useShellLocale();
  const data = useRootData();
  const t = shellErrorMessages(locale).noStaffAccess;
  const phone = data?.business.mainPhone ?? DEFAULT_SETTINGS.mainPhone;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="grid size-16 place-items-center rounded-full bg-secondary text-primary">
        <ShieldOff aria-hidden className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
      {data?.user ? <p className="mt-3 text-muted-foreground">{format(t.body, { email: data.user.email })}</p> : null}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to={PORTAL_HOME} className={buttonVariants({ size: "lg" })}>
          <LayoutDashboard aria-hidden />
          {t.toPortal}
        </Link>
        {/* A document POST: signing out reloads everything, then the staff sign-in form shows. */}
        <form method="post" action="/sign-out">
          <input type="hidden" name="redirectTo" value={STAFF_SIGN_IN} />
          <button type="submit" className={`w-full ${buttonVariants({ size: "lg", variant: "outline" })}`}>
            <LogOut aria-hidden />
            {t.signInAsStaff}
          </button>
        </form>
      </div>
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
