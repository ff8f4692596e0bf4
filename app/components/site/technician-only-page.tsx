import { HardHat, LogOut } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { shellErrorMessages } from "~/i18n/shell-error-messages";
import { AccountRefusalPage } from "./account-refusal-page";
import { useShellLocale } from "./root-data";

/**
 * What a technician's login sees at a customer or staff address (issue 34), answered with 403 by requireCustomer and
 * requireAdmin: which account they are using, that their own screens are not there yet, and a way to sign out.
 */
export function TechnicianOnlyPage() {
  const t = shellErrorMessages(useShellLocale()).technicianOnly;
  return (
    <AccountRefusalPage icon={HardHat} words={t}>
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
    </AccountRefusalPage>
  );
}
