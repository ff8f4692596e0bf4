import { MailWarning } from "lucide-react";
import { Form, Outlet, redirect, useLocation } from "react-router";
import type { Route } from "./+types/_layout";
import { isTechnicianRole } from "~/auth/permissions";
import { getSessionUser, requireCustomer } from "~/auth/require-user.server";
import { AppSidebar } from "~/components/app-sidebar/app-sidebar";
import { CUSTOMER_NAV } from "~/components/app-sidebar/customer-nav";
import { readSidebarOpen } from "~/components/app-sidebar/sidebar-cookie";
import { sidebarLinks } from "~/components/app-sidebar/sidebar-entries";
import { LanguageSwitcher } from "~/components/site/language-switcher";
import { SiteFrame } from "~/components/site/site-frame";
import { useRootData } from "~/components/site/root-data";
import { SidebarShell } from "~/components/app-sidebar/sidebar-shell";
import { SignOutForm } from "~/components/app-sidebar/sign-out-form";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { isUnknownAddress } from "~/http/unknown-address";
import { format } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { loadSiteFrameFacts } from "../_site/site-frame.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  // An unknown address answers 404 to everyone; a visitor gets it in the site's frame, which shows nothing of the portal.
  if (isUnknownAddress(params) && !(await getSessionUser(request)))
    return { frame: "site" as const, facts: await loadSiteFrameFacts() };
  await technicianToTheirDay(request);
  const user = await requireCustomer(request);
  return {
    frame: "portal" as const,
    account: {
      email: user.email,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      emailVerified: user.emailVerified,
    },
    sidebarOpen: readSidebarOpen(request.headers.get("cookie")),
  };
}

/**
 * A technician's login lands at the portal's home after signing in and from the site's "My account" link: that is
 * their day (issue 35). Anywhere else in the portal they are refused (403) as before.
 */
async function technicianToTheirDay(request: Request): Promise<void> {
  const { pathname } = new URL(request.url);
  if (pathname !== "/customer" && pathname !== "/customer/") return;
  const user = await getSessionUser(request);
  if (user && isTechnicianRole(user.role)) throw redirect("/tech");
}

export default function CustomerLayout({ loaderData }: Route.ComponentProps) {
  if (loaderData.frame === "site") {
    return (
      <SiteFrame facts={loaderData.facts}>
        <Outlet />
      </SiteFrame>
    );
  }
  return <PortalFrame account={loaderData.account} sidebarOpen={loaderData.sidebarOpen} />;
}

type PortalAccount = { email: string; firstName: string | null; lastName: string | null; emailVerified: boolean };

function PortalFrame({ account, sidebarOpen }: { account: PortalAccount; sidebarOpen: boolean }) {
  const m = useMessages().portal;
  const locale = useLocale();
  const { pathname } = useLocation();
  const root = useRootData();
  const links = sidebarLinks(CUSTOMER_NAV, m.nav, pathname, locale);
  const fullName = [account.firstName, account.lastName].filter(Boolean).join(" ");

  return (
    <SidebarShell
      defaultOpen={sidebarOpen}
      title={m.shell.title}
      labels={m.shell}
      headerEnd={<LanguageSwitcher className="hidden sm:flex" />}
      banner={account.emailVerified ? null : <VerifyEmailBanner email={account.email} />}
      sidebar={
        <AppSidebar
          brand={root?.business?.companyName ?? m.shell.title}
          links={links}
          labels={m.shell}
          footer={({ collapsed }) => (
            <div className="flex flex-col gap-3">
              {collapsed ? null : (
                <div className="min-w-0 px-1 text-sm">
                  <p className="truncate font-medium" data-testid="sidebar-user-name">
                    {fullName || m.shell.accountFallbackName}
                  </p>
                  <p className="truncate text-muted-foreground" data-testid="sidebar-user-email">
                    {account.email}
                  </p>
                </div>
              )}
              {/* The header has no room for the language switch on a phone; the sheet carries it there. */}
              {collapsed ? null : <LanguageSwitcher className="flex px-1 sm:hidden" />}
              <SignOutForm
                label={m.shell.signOut}
                redirectTo={localizedPath("/", locale)}
                iconOnly={collapsed}
                fullWidth
              />
            </div>
          )}
        />
      }
    >
      <Outlet />
    </SidebarShell>
  );
}

/** DECISIONS.md §2: verification never blocks the portal; an unverified user is asked to verify. */
function VerifyEmailBanner({ email }: { email: string }) {
  const m = useMessages().portal.verifyBanner;
  return (
    <Alert
      variant="info"
      role="status"
      className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0" />
        <div>
          {/* Not a heading: the banner sits above the page's h1. */}
          <p className="mb-1 font-semibold leading-none">{m.title}</p>
          <AlertDescription>{format(m.body, { email })}</AlertDescription>
        </div>
      </div>
      <Form method="post" action="/verify-email" className="shrink-0">
        <input type="hidden" name="intent" value="resend" />
        <Button type="submit" variant="outline" size="sm">
          {m.resend}
        </Button>
      </Form>
    </Alert>
  );
}
