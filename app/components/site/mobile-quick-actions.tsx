import { CalendarCheck, Phone } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { format } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { PhoneLink } from "./phone-link";

/** Spec 1 §9: the floating buttons appear after this much scrolling (the 768 px breakpoint is Tailwind's `md`). */
export const QUICK_ACTIONS_SCROLL_PX = 300;

/** Whether the page has scrolled far enough to show the floating buttons. */
export function quickActionsVisible(scrollY: number): boolean {
  return scrollY > QUICK_ACTIONS_SCROLL_PX;
}

/**
 * Room under the footer, below 768 px, so the floating pair never hides the footer's last lines. Footer-coloured,
 * and always rendered (also on the server), so the page does not jump when the pair appears.
 */
export function MobileQuickActionsSpacer() {
  return <div aria-hidden className="h-20 bg-foreground md:hidden" />;
}

/**
 * The phone-only floating pair: Call (the main phone) and Book Service (the booking pages). Not
 * rendered on the server: it depends on the scroll position, which only the browser knows.
 */
export function MobileQuickActions({ phone }: { phone: string }) {
  const t = useMessages().home.floating;
  const locale = useLocale();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(quickActionsVisible(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  // Book Service opens the booking pages (issue 34 item 6).
  const bookHref = localizedPath("/book", locale);
  return (
    <nav
      aria-label={t.label}
      data-testid="mobile-quick-actions"
      className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-2 gap-3 border-t bg-background/95 p-3 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur md:hidden"
    >
      <PhoneLink
        phone={phone}
        aria-label={format(t.callLabel, { phone })}
        className={cn(buttonVariants({ variant: "default", size: "lg" }), "w-full")}
      >
        <Phone aria-hidden />
        {t.call}
      </PhoneLink>
      <a href={bookHref} className={cn(buttonVariants({ variant: "accent", size: "lg" }), "w-full")}>
        <CalendarCheck aria-hidden />
        {t.book}
      </a>
    </nav>
  );
}
