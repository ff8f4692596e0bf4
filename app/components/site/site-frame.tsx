import { useRootData } from "~/components/site/root-data";
import { MobileQuickActions, MobileQuickActionsSpacer } from "~/components/site/mobile-quick-actions";
import { SiteFooter, type FooterFacts } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { useMessages } from "~/i18n/use-messages";

/**
 * The public site's frame: skip link, header, the page as <main>, footer. The public pages' layout draws it, and so
 * do the portal's and back office's layouts for someone they do not let in who asks for an unknown address there
 * (ADR 030).
 */
export function SiteFrame({ facts, children }: { facts: FooterFacts; children: React.ReactNode }) {
  const rootData = useRootData();
  const t = useMessages().shell;
  // The root loader always ran before a layout's component renders (layouts have no error boundary of their own).
  if (!rootData) throw new Error("The site frame needs the root loader's data");
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
        {children}
      </main>
      <SiteFooter business={rootData.business} facts={facts} />
      <MobileQuickActionsSpacer />
      <MobileQuickActions phone={rootData.business.mainPhone} />
    </div>
  );
}
