import { Outlet, useLocation } from "react-router";
import type { Route } from "./+types/_layout";
import { getSessionUser, requireAdmin } from "~/auth/require-user.server";
import { LiveStatusIndicator } from "~/components/admin/live-updates/live-status-indicator";
import { useBackOfficeLiveUpdates } from "~/components/admin/live-updates/use-back-office-live-updates";
import { ADMIN_NAV } from "~/components/app-sidebar/admin-nav";
import { AppSidebar } from "~/components/app-sidebar/app-sidebar";
import { readSidebarOpen } from "~/components/app-sidebar/sidebar-cookie";
import { sidebarLinks, type SidebarBadge } from "~/components/app-sidebar/sidebar-entries";
import { LanguageSwitcher } from "~/components/site/language-switcher";
import { SiteFrame } from "~/components/site/site-frame";
import { useRootData } from "~/components/site/root-data";
import { SidebarShell } from "~/components/app-sidebar/sidebar-shell";
import { SignOutForm } from "~/components/app-sidebar/sign-out-form";
import { getBackOfficeCounts, type BackOfficeCounts } from "~/domain/dashboard/get-back-office-counts.server";
import { isUnknownAddress } from "~/http/unknown-address";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { loadSiteFrameFacts } from "../_site/site-frame.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  // An unknown address answers 404 to everyone; anyone but staff gets it in the site's frame, which shows nothing of
  // the back office.
  if (isUnknownAddress(params) && !(await getSessionUser(request))?.isAdmin)
    return { frame: "site" as const, facts: await loadSiteFrameFacts() };
  const user = await requireAdmin(request);
  return {
    frame: "back-office" as const,
    account: { email: user.email, name: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.name },
    sidebarOpen: readSidebarOpen(request.headers.get("cookie")),
    counts: await sidebarCounts(user),
  };
}

/** The sidebar's counts; when they cannot be read the sidebar shows none rather than the screen failing. */
async function sidebarCounts(actor: { id: string; isAdmin: boolean }): Promise<BackOfficeCounts | null> {
  try {
    return await getBackOfficeCounts({ actor });
  } catch (error) {
    console.error(`[admin-layout] the sidebar counts for admin ${actor.id} could not be read`, error);
    return null;
  }
}

/** Which entry shows which count. */
function sidebarBadges(
  counts: BackOfficeCounts | null,
  labels: { leads: string; appointments: string; rewardClaims: string },
  locale: string,
) {
  if (!counts) return {};
  const badge = (count: number, label: string): SidebarBadge => ({
    count,
    label: format(label, { count: count.toLocaleString(locale === "es" ? "es-US" : "en-US") }),
  });
  return {
    leads: badge(counts.newLeads, labels.leads),
    appointments: badge(counts.pendingRequests, labels.appointments),
    rewardClaims: badge(counts.requestedClaims, labels.rewardClaims),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  if (loaderData.frame === "site") {
    return (
      <SiteFrame facts={loaderData.facts}>
        <Outlet />
      </SiteFrame>
    );
  }
  return (
    <BackOfficeFrame account={loaderData.account} sidebarOpen={loaderData.sidebarOpen} counts={loaderData.counts} />
  );
}

function BackOfficeFrame({
  account,
  sidebarOpen,
  counts,
}: {
  account: { email: string; name: string };
  sidebarOpen: boolean;
  counts: BackOfficeCounts | null;
}) {
  const m = useMessages().admin;
  const locale = useLocale();
  const { pathname } = useLocation();
  const root = useRootData();
  // Open screens reload by themselves when a lead, sign-up or request arrives (issue 13).
  const live = useBackOfficeLiveUpdates();

  return (
    <SidebarShell
      defaultOpen={sidebarOpen}
      title={m.shell.title}
      labels={m.shell}
      headerEnd={
        <>
          <LiveStatusIndicator status={live} labels={m.live} />
          <LanguageSwitcher className="hidden sm:flex" />
          {/* Every back office screen has its Logout (spec document 2 §2); it ends the session and goes to /admin. */}
          <SignOutForm label={m.shell.logout} redirectTo="/admin" />
        </>
      }
      sidebar={
        <AppSidebar
          brand={root?.business?.companyName ?? m.shell.title}
          links={sidebarLinks(ADMIN_NAV, m.nav, pathname, locale, sidebarBadges(counts, m.navCounts, locale))}
          labels={m.shell}
          footer={({ collapsed }) =>
            collapsed ? null : (
              <div className="flex flex-col gap-3">
                <div className="min-w-0 px-1 text-sm">
                  <p className="truncate font-medium">{account.name || m.shell.staff}</p>
                  <p className="truncate text-muted-foreground">{account.email}</p>
                </div>
                {/* The header has no room for the language switch on a phone; the sheet carries it there. */}
                <LanguageSwitcher className="flex px-1 sm:hidden" />
              </div>
            )
          }
        />
      }
    >
      <Outlet />
    </SidebarShell>
  );
}
