import { CalendarCheck, ClipboardCheck } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { SECTION_CONTAINER } from "./section-heading";

/*
 * The booking banner sends the visitor to the booking pages (/book, issue 34 item 6), the free-estimate banner to the
 * estimate form (#contact); neither carries a phone button: the phone is in the header, the hero, the form's side
 * panel and the footer already (issue 17: each fact once where it is looked for).
 */

/** 'Book Today - Beat the Heat' (spec 1 §2), in the warm booking colour. */
export function BookingBanner() {
  const t = useMessages().home.booking;
  const locale = useLocale();
  return (
    <section aria-labelledby="booking-title" className="bg-accent text-accent-foreground">
      <div
        className={`${SECTION_CONTAINER} flex flex-col items-start gap-4 py-8 sm:gap-6 sm:py-12 md:flex-row md:items-center md:justify-between`}
      >
        <div className="flex items-start gap-3 sm:gap-4">
          <CalendarCheck aria-hidden className="mt-1 size-8 shrink-0 sm:size-10" />
          <div>
            <h2 id="booking-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              {t.heading}
            </h2>
            <p className="mt-1.5 max-w-2xl text-accent-foreground/95 sm:mt-2 sm:text-lg">{t.body}</p>
          </div>
        </div>
        <a
          href={localizedPath("/book", locale)}
          className={cn(buttonVariants({ variant: "light", size: "lg" }), "w-full sm:w-auto md:shrink-0")}
        >
          {t.cta}
        </a>
      </div>
    </section>
  );
}

/** The last push before the estimate form. */
export function FreeEstimateBanner() {
  const t = useMessages().home.freeEstimate;
  return (
    <section
      aria-labelledby="free-estimate-title"
      className="bg-gradient-to-br from-primary to-primary-strong text-primary-foreground"
    >
      <div className={`${SECTION_CONTAINER} py-8 text-center sm:py-16`}>
        <h2
          id="free-estimate-title"
          className="flex items-center justify-center gap-2.5 text-balance text-2xl font-extrabold tracking-tight sm:flex-col sm:gap-4 sm:text-4xl"
        >
          <ClipboardCheck aria-hidden className="size-7 shrink-0 sm:size-12" />
          {t.heading}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-primary-foreground/90 sm:mt-4 sm:text-lg">{t.body}</p>
        <a
          href="#contact"
          className={cn(buttonVariants({ variant: "accent", size: "lg" }), "mt-5 w-full shadow-lg sm:mt-8 sm:w-auto")}
        >
          {t.cta}
        </a>
      </div>
    </section>
  );
}
