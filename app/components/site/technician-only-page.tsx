import { CalendarCheck, HardHat, LogOut } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { shellErrorMessages } from "~/i18n/shell-error-messages";
import { AccountRefusalPage } from "./account-refusal-page";
import { useShellLocale } from "./root-data";

/** The technician's own screens (issue 35), in the technician's language whatever this page's prefix. */
const TECHNICIAN_DAY = "/tech";

/**
 * What a technician's login sees at a customer or staff address, answered with 403 by requireCustomer and
 * requireAdmin: which account they are using, the way to their own day, and a way to sign out.
 */
export function TechnicianOnlyPage() {
  const t = shellErrorMessages(useShellLocale()).technicianOnly;
  return (
    <AccountRefusalPage icon={HardHat} words={t}>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {/* A document load: the technician's screens are their own installable app with a service worker. */}
        <Link to={TECHNICIAN_DAY} reloadDocument className={buttonVariants({ size: "lg" })}>
          <CalendarCheck aria-hidden />
          {t.toMyDay}
        </Link>
        {/* A document POST: signing out reloads everything. */}
        <form method="post" action="/sign-out">
          <button type="submit" className={`w-full ${buttonVariants({ size: "lg", variant: "outline" })}`}>
            <LogOut aria-hidden />
            {t.signOut}
          </button>
        </form>
      </div>
    </AccountRefusalPage>
  );
}
