import { LayoutDashboard, LogOut, ShieldOff } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { shellErrorMessages } from "~/i18n/shell-error-messages";
import { AccountRefusalPage } from "./account-refusal-page";
import { useShellLocale } from "./root-data";

/** Where staff sign in: the sign-out below lands there, so the next step is the staff sign-in form. */
const STAFF_SIGN_IN = "/admin";
const PORTAL_HOME = "/customer";

/**
 * What a signed-in customer sees at a staff address (ADR 039), answered with 403 by requireAdmin: which account
 * they are using, a way back to their portal, and a way to sign out and sign in as staff.
 */
export function NoStaffAccessPage() {
  const t = shellErrorMessages(useShellLocale()).noStaffAccess;
  return (
    <AccountRefusalPage icon={ShieldOff} words={t}>
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
    </AccountRefusalPage>
  );
}
