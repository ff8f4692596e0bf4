import { FooterNewsletter } from "~/components/newsletter/footer-newsletter";
import { staticMarkup } from "~/components/static-markup/static-markup";
import { format } from "~/i18n/catalog";
import { useLocation } from "react-router";
import { useLocale, useMessages } from "~/i18n/use-messages";
import type { FooterFacts } from "./footer-details";
import type { ShellBusiness } from "./root-data";
import { footerOffersNewsletter, isHomePath } from "./site-navigation";

export type { FooterFacts } from "./footer-details";

// Static markup (docs/decisions/021): its code is loaded only when the footer is drawn by a client-side navigation.
const FooterDetails = staticMarkup(() => import("./footer-details").then((module) => module.FooterDetails));

export function SiteFooter({ business, facts }: { business: ShellBusiness; facts: FooterFacts }) {
  const t = useMessages().shell;
  const { pathname } = useLocation();
  const locale = useLocale();
  const onHomePage = isHomePath(pathname, locale);
  return (
    <footer className="bg-foreground text-background/80">
      <FooterDetails business={business} facts={facts} hoursAndAreasAbove={onHomePage} />
      {footerOffersNewsletter(pathname, locale) ? <FooterNewsletter /> : null}
      <div className="border-t border-background/15">
        <p
          className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-6 text-center text-sm sm:text-left"
          suppressHydrationWarning
        >
          {format(t.copyright, { year: new Date().getFullYear(), company: business.companyName })}
        </p>
      </div>
    </footer>
  );
}
