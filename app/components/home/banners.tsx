import { CalendarCheck, ClipboardCheck, Phone } from "lucide-react";
import { PhoneLink } from "~/components/site/phone-link";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { useMessages } from "~/i18n/use-messages";
import { SECTION_CONTAINER } from "./section-heading";

/**
 * The phone button of a banner: its name is the number alone, so "Call {phone}" stays the hero's one link of
 * that name on the page.
 */
function BannerPhone({ phone, variant }: { phone: string; variant: "onPrimary" | "onAccent" }) {
  return (
    <PhoneLink phone={phone} className={buttonVariants({ variant, size: "lg" })}>
      <Phone aria-hidden />
      {phone}
    </PhoneLink>
  );
}

/** 'Book Today - Beat the Heat' (spec 1 §2), in the warm booking colour. */
export function BookingBanner({ phone }: { phone: string }) {
  const t = useMessages().home.booking;
  return (
    <section aria-labelledby="booking-title" className="bg-accent text-accent-foreground">
      <div className={`${SECTION_CONTAINER} flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between`}>
        <div className="flex items-start gap-4">
          <CalendarCheck aria-hidden className="mt-1 size-10 shrink-0" />
          <div>
            <h2 id="booking-title" className="text-3xl font-extrabold tracking-tight">
              {t.heading}
            </h2>
            <p className="mt-2 max-w-2xl text-lg text-accent-foreground/95">{t.body}</p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row md:shrink-0">
          <a href="#contact" className={buttonVariants({ variant: "light", size: "lg" })}>
            {t.cta}
          </a>
          <BannerPhone phone={phone} variant="onAccent" />
        </div>
      </div>
    </section>
  );
}

/** The last push before the estimate form. */
export function FreeEstimateBanner({ phone }: { phone: string }) {
  const t = useMessages().home.freeEstimate;
  return (
    <section aria-labelledby="free-estimate-title" className="bg-gradient-to-br from-primary to-primary-strong text-primary-foreground">
      <div className={`${SECTION_CONTAINER} py-14 text-center sm:py-16`}>
        <ClipboardCheck aria-hidden className="mx-auto size-12" />
        <h2 id="free-estimate-title" className="mt-4 text-balance text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-primary-foreground/90">{t.body}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href="#contact" className={cn(buttonVariants({ variant: "accent", size: "lg" }), "shadow-lg")}>
            {t.cta}
          </a>
          <BannerPhone phone={phone} variant="onPrimary" />
        </div>
      </div>
    </section>
  );
}
