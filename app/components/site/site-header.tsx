import { CalendarCheck, LogIn, Phone, Snowflake } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { format } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { AccountMenu } from "./account-menu";
import { LanguageSwitcher } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import { PhoneLink } from "./phone-link";
import type { ShellBusiness, ShellUser } from "./root-data";
import { SignOutForm } from "./sign-out-form";
import { customerLoginPath, homePath, visibleNavLinks } from "./site-navigation";

/** The public site's header: emergency strip, logo, the pages that exist, call button and account entry. */
export function SiteHeader({ user, business }: { user: ShellUser | null; business: ShellBusiness }) {
  const messages = useMessages();
  const locale = useLocale();
  const t = messages.shell;
  const navLinks = visibleNavLinks(locale);
  return (
    <header className="relative z-40 border-b bg-background">
      {user ? <SignOutForm /> : null}
      <div className="bg-primary text-primary-foreground">
        <div className="mx-auto flex h-10 max-w-7xl items-center justify-center gap-4 px-4 sm:px-6 lg:px-8 text-sm sm:justify-between">
          <p className="flex items-center gap-2">
            <span className="hidden font-medium sm:inline">{t.header.emergencyBanner}:</span>
            <PhoneLink
              phone={business.emergencyPhone}
              className="inline-flex items-center gap-1.5 font-semibold underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-foreground"
            >
              <Phone aria-hidden className="size-3.5" />
              <span className="sm:hidden">
                {format(messages.common.emergencyLine, { phone: business.emergencyPhone })}
              </span>
              <span className="hidden sm:inline">{business.emergencyPhone}</span>
            </PhoneLink>
          </p>
          <LanguageSwitcher tone="inverted" className="hidden sm:flex" />
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8 md:h-20">
        <Link
          to={homePath(locale)}
          className="flex min-w-0 items-center gap-2.5 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary text-primary-foreground shadow-sm">
            <Snowflake aria-hidden className="size-6" />
          </span>
          <span className="max-w-[13rem] text-sm font-bold leading-tight text-primary sm:max-w-none sm:text-base">
            {business.companyName}
          </span>
        </Link>
        {navLinks.length > 0 ? (
          <nav aria-label={t.header.primaryNav} className="hidden md:block">
            <ul className="flex items-center gap-6">
              {navLinks.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="text-sm font-medium text-foreground hover:text-primary">
                    {t.nav[link.label]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="hidden items-center gap-3 md:flex">
          {/* Book Service opens the booking pages (issue 34 item 6), beside the call button from wide screens up. */}
          <Link
            to={localizedPath("/book", locale)}
            className={cn(buttonVariants({ variant: "outlinePrimary" }), "max-xl:hidden")}
          >
            <CalendarCheck aria-hidden />
            {messages.home.floating.book}
          </Link>
          <PhoneLink phone={business.mainPhone} className={buttonVariants({ variant: "accent" })}>
            <Phone aria-hidden />
            {format(messages.common.callPhone, { phone: business.mainPhone })}
          </PhoneLink>
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <Link to={customerLoginPath(locale)} className={buttonVariants({ variant: "outline" })}>
              <LogIn aria-hidden />
              {messages.common.customerLogin}
            </Link>
          )}
        </div>
        <div className="flex items-center gap-1 md:hidden">
          <PhoneLink
            phone={business.mainPhone}
            aria-label={format(messages.common.callPhone, { phone: business.mainPhone })}
            className={cn(buttonVariants({ variant: "accent", size: "icon" }))}
          >
            <Phone aria-hidden />
          </PhoneLink>
          <MobileMenu user={user} business={business} />
        </div>
      </div>
    </header>
  );
}
