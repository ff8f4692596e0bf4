import {
  Award,
  BadgeCheck,
  ClipboardCheck,
  Clock,
  CreditCard,
  LogIn,
  MapPin,
  Phone,
  ShieldCheck,
  Siren,
  Tags,
} from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { format } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { PhoneLink } from "~/components/site/phone-link";
import { customerLoginPath } from "~/components/site/site-navigation";
import { ESTIMATE_FIRST_FIELD_ID } from "~/components/estimate/estimate-form-anchors";
import type { HomeFacts } from "./home-facts";

/** The hero's calls to action: the `lg` button on a phone, where the page must stay short (issue 17), `xl` from `sm` up. */
const HERO_BUTTON = "sm:h-13 sm:px-7 sm:text-lg";

/**
 * The home page's opening band: who we are, the four promises, and the calls to action. The service areas are the
 * #service-areas section's to list, and the founding year the about section's (issue 17).
 */
export function HomeHero({ facts, signedIn }: { facts: HomeFacts; signedIn: boolean }) {
  const messages = useMessages();
  const locale = useLocale();
  const t = messages.home.hero;
  const highlights = [
    { icon: Clock, text: t.emergency },
    { icon: BadgeCheck, text: t.estimates },
    { icon: CreditCard, text: t.financing },
    { icon: Award, text: format(t.experience, { years: facts.experienceYears }) },
  ];
  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="relative overflow-hidden bg-gradient-to-br from-primary to-primary-strong text-primary-foreground"
      >
        <div
          aria-hidden
          className="pointer-events-none absolute -right-32 -top-32 size-96 rounded-full bg-primary-foreground/5"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -bottom-40 left-1/3 size-[28rem] rounded-full bg-primary-foreground/5"
        />
        <div className="relative mx-auto grid max-w-7xl gap-6 px-4 sm:gap-10 sm:px-6 lg:px-8 pb-20 pt-5 sm:pb-24 sm:pt-16 lg:grid-cols-[1.35fr_1fr] lg:items-center lg:gap-16 lg:pb-32 lg:pt-20">
          <div>
            <p className="hidden items-center gap-2 rounded-full sm:inline-flex bg-primary-foreground/10 px-3 py-1 text-sm font-medium ring-1 ring-primary-foreground/20">
              <MapPin aria-hidden className="size-4" />
              {t.eyebrow}
            </p>
            <h1
              id="hero-title"
              className="text-balance text-3xl font-extrabold leading-[1.1] tracking-tight sm:mt-5 sm:text-5xl xl:text-6xl"
            >
              {t.title}
            </h1>
            <p className="mt-3 max-w-2xl text-[0.9375rem] leading-relaxed text-primary-foreground/90 sm:mt-5 sm:text-lg">
              {t.lead}
            </p>
            <div className="mt-5 flex flex-col gap-2.5 sm:mt-8 sm:flex-row sm:flex-wrap sm:gap-3">
              <PhoneLink
                phone={facts.mainPhone}
                className={cn(buttonVariants({ variant: "accent", size: "lg" }), HERO_BUTTON, "shadow-lg")}
              >
                <Phone aria-hidden className="size-5!" />
                {format(messages.common.callPhone, { phone: facts.mainPhone })}
              </PhoneLink>
              {/* Straight to the form's first field (the browser focuses it), not to the section's heading above it. */}
              <a
                href={`#${ESTIMATE_FIRST_FIELD_ID}`}
                className={cn(buttonVariants({ variant: "light", size: "lg" }), HERO_BUTTON)}
              >
                <ClipboardCheck aria-hidden className="size-5!" />
                {t.freeEstimate}
              </a>
              <Link
                to={localizedPath("/comfort-club", locale)}
                className={cn(buttonVariants({ variant: "onPrimary", size: "lg" }), HERO_BUTTON)}
              >
                <Tags aria-hidden className="size-5!" />
                {t.pricingPlans}
              </Link>
            </div>
            <p className="mt-4 flex items-center gap-2 text-sm text-primary-foreground/90 sm:mt-6">
              <ShieldCheck aria-hidden className="size-4 shrink-0" />
              {format(t.license, { license: facts.licenseNumber })}
            </p>
          </div>
          <EmergencyCard facts={facts} />
        </div>
      </section>

      <section
        aria-label={t.highlightsLabel}
        className="relative z-10 mx-auto -mt-14 max-w-7xl px-4 sm:px-6 lg:px-8 lg:-mt-16"
      >
        <ul className="grid grid-cols-2 gap-x-3 gap-y-3 rounded-2xl border bg-card p-4 shadow-xl sm:gap-y-5 sm:p-6 lg:grid-cols-4">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2.5 text-sm sm:gap-3 sm:text-base">
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-secondary text-primary sm:size-11">
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="font-semibold leading-snug">{text}</span>
            </li>
          ))}
        </ul>
      </section>

      {signedIn ? null : (
        <section
          aria-label={messages.common.customerLogin}
          className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 sm:py-16 lg:px-8"
        >
          <div className="flex items-center justify-between gap-3 rounded-2xl bg-secondary px-4 py-3 sm:gap-4 sm:px-8 sm:py-6">
            <p className="text-sm font-medium text-secondary-foreground sm:text-base">{t.loginPrompt}</p>
            <Link to={customerLoginPath(locale)} className={cn(buttonVariants({ variant: "default" }), "shrink-0")}>
              <LogIn aria-hidden />
              {messages.common.customerLogin}
            </Link>
          </div>
        </section>
      )}
    </>
  );
}

/**
 * The emergency line, beside the hero from `sm` up. On a phone the header's emergency strip sits right above the
 * hero and says the same (number, 24/7), so the card would repeat it on the first screen (issue 17).
 */
function EmergencyCard({ facts }: { facts: HomeFacts }) {
  const t = useMessages().home.hero;
  return (
    <div className="hidden rounded-2xl bg-card p-8 text-card-foreground shadow-2xl ring-1 ring-black/5 sm:block">
      <div className="flex items-center gap-3">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-accent/10 text-accent">
          <Siren aria-hidden className="size-6" />
        </span>
        <h2 className="text-xl font-bold tracking-tight">{t.emergencyCardTitle}</h2>
      </div>
      <p className="mt-4 leading-relaxed text-muted-foreground">{t.emergencyCardBody}</p>
      <PhoneLink
        phone={facts.emergencyPhone}
        className={cn(buttonVariants({ variant: "accent", size: "lg" }), "mt-6 w-full")}
      >
        <Phone aria-hidden />
        {format(t.emergencyCta, { phone: facts.emergencyPhone })}
      </PhoneLink>
      <p className="mt-3 flex items-center justify-center gap-2 text-sm font-medium text-muted-foreground">
        <Clock aria-hidden className="size-4" />
        {t.emergencyAlwaysOpen}
      </p>
    </div>
  );
}
