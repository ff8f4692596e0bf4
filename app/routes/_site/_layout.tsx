import { Outlet } from "react-router";
import { useRootData } from "~/components/site/root-data";
import { SiteFooter, type FooterFacts } from "~/components/site/site-footer";
import { MobileQuickActions, MobileQuickActionsSpacer } from "~/components/site/mobile-quick-actions";
import { SiteHeader } from "~/components/site/site-header";
import { SERVICE_AREA_REGION } from "~/config/business-defaults";
import { getSettings } from "~/domain/settings/get-settings.server";
import { useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/_layout";

export async function loader() {
  const settings = await getSettings();
  const facts: FooterFacts = {
    licenseNumber: settings.licenseNumber,
    foundedYear: settings.foundedYear,
    serviceRegion: SERVICE_AREA_REGION,
    serviceAreas: settings.serviceAreas,
    businessHours: settings.businessHours,
    socialLinks: settings.socialLinks,
  };
  return { facts };
}

/** The public pages' frame: skip link, header, the page as <main>, footer. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const rootData = useRootData();
  const t = useMessages().shell;
  // The root loader always ran before this layout's component renders (it has no error boundary of its own).
  if (!rootData) throw new Error("The site layout needs the root loader's data");
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 font-semibold text-primary shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t.skipToContent}
      </a>
      <SiteHeader user={rootData.user} business={rootData.business} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter business={rootData.business} facts={loaderData.facts} />
      <MobileQuickActionsSpacer />
      <MobileQuickActions phone={rootData.business.mainPhone} />
    </div>
  );
}
