import { CalendarCheck, LayoutDashboard, LogIn, LogOut, Menu, Phone, ShieldCheck, UserRound, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { HIDDEN_WITHOUT_JS } from "~/components/document/without-javascript-style";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { format } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { LanguageSwitcher } from "./language-switcher";
import { PhoneLink } from "./phone-link";
import type { ShellBusiness, ShellUser } from "./root-data";
import { SIGN_OUT_FORM_ID } from "./sign-out-form";
import { customerLoginPath, visibleAccountLinks, visibleNavLinks } from "./site-navigation";

const ITEM =
  "flex min-h-11 items-center gap-3 rounded-md px-3 text-base font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** The menu below 768 px (spec 1 §2): toggles open and closed, and closes on any link click. */
export function MobileMenu({ user, business }: { user: ShellUser | null; business: ShellBusiness }) {
  const messages = useMessages();
  const locale = useLocale();
  const t = messages.shell;
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("a, button[type=submit]")) setOpen(false);
  };
  const adminLink = user?.isAdmin ? visibleAccountLinks(true).find((link) => link.label === "backOffice") : undefined;

  return (
    <div className="md:hidden">
      <Button
        ref={toggleRef}
        {...HIDDEN_WITHOUT_JS}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden className="size-6!" /> : <Menu aria-hidden className="size-6!" />}
        <span className="sr-only">{t.header.menu}</span>
      </Button>
      {/* Without JavaScript the toggle cannot open the panel: it hides, and the account entry point shows instead. */}
      <noscript>
        <a
          href={user ? "/customer" : customerLoginPath(locale)}
          aria-label={user ? t.account.title : messages.common.customerLogin}
          className={buttonVariants({ variant: "outline", size: "icon" })}
        >
          {user ? <UserRound aria-hidden /> : <LogIn aria-hidden />}
        </a>
      </noscript>
      <div
        id={panelId}
        hidden={!open}
        // Only listens for clicks on the links inside (a keyboard's Enter on a link clicks it too).
        role="presentation"
        onClick={closeOnLink}
        className="absolute inset-x-0 top-full z-50 border-b bg-background shadow-lg"
      >
        <nav
          aria-label={t.header.mobileNav}
          className="mx-auto flex max-w-7xl flex-col gap-1 px-4 sm:px-6 lg:px-8 py-4"
        >
          {visibleNavLinks(locale).map((link) => (
            <Link key={link.href} to={link.href} className={ITEM}>
              {t.nav[link.label]}
            </Link>
          ))}
          {user ? (
            <>
              <Link to="/customer" className={ITEM}>
                <LayoutDashboard aria-hidden className="size-5 text-primary" />
                {t.account.title}
              </Link>
              {adminLink ? (
                <Link to={adminLink.href} className={ITEM}>
                  <ShieldCheck aria-hidden className="size-5 text-primary" />
                  {t.account.backOffice}
                </Link>
              ) : null}
              <button type="submit" form={SIGN_OUT_FORM_ID} className={cn(ITEM, "w-full cursor-pointer text-left")}>
                <LogOut aria-hidden className="size-5 text-primary" />
                {messages.common.signOut}
              </button>
            </>
          ) : (
            <Link to={customerLoginPath(locale)} className={ITEM}>
              <LogIn aria-hidden className="size-5 text-primary" />
              {messages.common.customerLogin}
            </Link>
          )}
          <div className="mt-3 flex flex-col gap-3 border-t pt-4">
            {/* The header's Book Service, on a phone (issue 34 item 6). */}
            <Link
              to={localizedPath("/book", locale)}
              className={cn(buttonVariants({ variant: "outlinePrimary", size: "lg" }), "w-full")}
            >
              <CalendarCheck aria-hidden />
              {messages.home.floating.book}
            </Link>
            <PhoneLink
              phone={business.mainPhone}
              className={cn(buttonVariants({ variant: "accent", size: "lg" }), "w-full")}
            >
              <Phone aria-hidden />
              {format(messages.common.callPhone, { phone: business.mainPhone })}
            </PhoneLink>
            <PhoneLink
              phone={business.emergencyPhone}
              className="text-center text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              {format(messages.common.emergencyLine, { phone: business.emergencyPhone })}
            </PhoneLink>
            <LanguageSwitcher className="flex justify-center" />
          </div>
        </nav>
      </div>
    </div>
  );
}
