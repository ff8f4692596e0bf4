import { Clock, Mail, MapPin, Phone, Siren, type LucideIcon } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import type { BusinessHours, SocialLinks } from "~/config/settings-shapes";
import { businessHoursLines } from "~/domain/settings/business-hours-text";
import { format } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { PhoneLink } from "./phone-link";
import type { ShellBusiness } from "./root-data";
import { customerLoginPath, homePath } from "./site-navigation";
import { SocialIcon, SOCIAL_NETWORKS } from "./social-icons";

/** The settings the footer shows beyond the root loader's business facts (read by the site layout's loader). */
export type FooterFacts = {
  licenseNumber: string;
  foundedYear: number;
  serviceRegion: string;
  serviceAreas: string[];
  businessHours: BusinessHours;
  socialLinks: SocialLinks;
};

const HEADING = "text-sm font-semibold uppercase tracking-wider text-background";
const LINK =
  "rounded underline-offset-4 hover:text-background hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-background";

/**
 * The footer's four columns: company, contact and hours, service areas, links. Nothing here is interactive, so
 * the site footer shows it as static markup (docs/decisions/021). `hoursAndAreasAbove` is the home page, whose
 * #service-areas section already lists the hours and every area, and whose about section says who we are and since
 * when: there the footer points to the section instead of saying them a second time (issue 17).
 */
export function FooterDetails({
  business,
  facts,
  hoursAndAreasAbove = false,
}: {
  business: ShellBusiness;
  facts: FooterFacts;
  hoursAndAreasAbove?: boolean;
}) {
  const messages = useMessages();
  const locale = useLocale();
  const t = messages.shell.footer;
  const hours = businessHoursLines(facts.businessHours, locale);
  const socials = SOCIAL_NETWORKS.flatMap((network) => {
    const href = facts.socialLinks[network.key];
    return href ? [{ ...network, href }] : [];
  });
  return (
    <div className="mx-auto grid max-w-7xl gap-7 px-4 py-8 sm:grid-cols-2 sm:gap-10 sm:px-6 sm:py-12 lg:grid-cols-4 lg:px-8">
      <section aria-labelledby="footer-company">
        <h2 id="footer-company" className="text-lg font-bold text-background">
          {business.companyName}
        </h2>
        {hoursAndAreasAbove ? null : (
          <p className="mt-3 text-sm leading-relaxed">
            {format(t.about, { region: facts.serviceRegion, year: facts.foundedYear })}
          </p>
        )}
        <p className="mt-3 text-sm font-medium text-background">
          {format(t.license, { license: facts.licenseNumber })}
        </p>
        {socials.length > 0 ? (
          <div className="mt-5">
            <h3 className={HEADING}>{t.socialHeading}</h3>
            <ul className="mt-3 flex gap-2">
              {socials.map((social) => (
                <li key={social.key}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="grid size-10 place-items-center rounded-full bg-background/10 text-background hover:bg-background/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-background"
                  >
                    <SocialIcon network={social.key} className="size-5" />
                    <span className="sr-only">
                      {format(t.socialLink, { company: business.companyName, network: social.name })}{" "}
                      {messages.common.opensInNewTab}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="footer-contact">
        <h2 id="footer-contact" className={HEADING}>
          {t.contactHeading}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-4 text-sm sm:grid-cols-1">
          <ContactItem icon={Phone} label={t.mainPhone}>
            <PhoneLink phone={business.mainPhone} className={`font-semibold text-background ${LINK}`} />
          </ContactItem>
          <ContactItem icon={Siren} label={t.emergencyPhone}>
            <PhoneLink phone={business.emergencyPhone} className={`font-semibold text-background ${LINK}`} />
          </ContactItem>
          <ContactItem icon={Mail} label={t.email}>
            <a href={`mailto:${business.email}`} className={`font-semibold text-background ${LINK}`}>
              {business.email}
            </a>
          </ContactItem>
        </ul>
        {hoursAndAreasAbove ? null : (
          <>
            <h3 className={`mt-6 flex items-center gap-2 ${HEADING}`}>
              <Clock aria-hidden className="size-4" />
              {t.hoursHeading}
            </h3>
            <ul className="mt-3 space-y-1.5 text-sm">
              {hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="footer-areas">
        <h2 id="footer-areas" className={`flex items-center gap-2 ${HEADING}`}>
          <MapPin aria-hidden className="size-4" />
          {t.serviceAreasHeading}
        </h2>
        {hoursAndAreasAbove ? (
          <p className="mt-4 text-sm">
            <a href="#service-areas" className={`font-semibold text-background underline ${LINK}`}>
              {format(t.hoursAndAreasLink, { region: facts.serviceRegion, count: facts.serviceAreas.length })}
            </a>
          </p>
        ) : (
          <>
            <p className="mt-4 text-sm">{format(t.serviceAreasIntro, { region: facts.serviceRegion })}</p>
            <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
              {facts.serviceAreas.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
          </>
        )}
      </section>

      <nav aria-labelledby="footer-links">
        <h2 id="footer-links" className={HEADING}>
          {t.linksHeading}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2.5 text-sm sm:grid-cols-1">
          <li>
            <Link to={homePath(locale)} className={LINK}>
              {messages.common.home}
            </Link>
          </li>
          <li>
            <Link to={customerLoginPath(locale)} className={LINK}>
              {messages.common.customerLogin}
            </Link>
          </li>
          <li>
            <Link to={localizedPath("/privacy", locale)} className={LINK}>
              {messages.legal.privacyTitle}
            </Link>
          </li>
          <li>
            <Link to={localizedPath("/terms", locale)} className={LINK}>
              {messages.legal.termsTitle}
            </Link>
          </li>
          <li>
            <Link to={localizedPath("/licensing", locale)} className={LINK}>
              {messages.pagesShared.footerLicensing}
            </Link>
          </li>
          <li>
            <Link to="/admin" className={LINK}>
              {t.admin}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

function ContactItem({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span className="flex min-w-0 flex-col">
        <span className="text-xs">{label}</span>
        {children}
      </span>
    </li>
  );
}
