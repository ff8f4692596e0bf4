import { ClipboardList, Phone } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { PhoneLink } from "./phone-link";
import { homePath } from "./site-navigation";

/** The frame every content page (/about, /faq, /rebates…) shares, so they read as one site. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby="page-title"
      className="bg-gradient-to-br from-primary to-primary-strong text-primary-foreground"
    >
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8 lg:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wider text-primary-foreground/90">{eyebrow}</p>
        ) : null}
        <h1
          id="page-title"
          className="mt-3 max-w-4xl text-balance text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl"
        >
          {title}
        </h1>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-primary-foreground/90">{lead}</p>
        {children}
      </div>
    </section>
  );
}

export function PageSection({
  id,
  title,
  intro,
  muted = false,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  muted?: boolean;
  children: React.ReactNode;
}) {
  return (
    // The id is the section's anchor: the Comfort Club hero's "See the plans" points at #plans.
    <section id={id} aria-labelledby={`${id}-title`} className={muted ? "scroll-mt-20 bg-muted/60" : "scroll-mt-20"}>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h2 id={`${id}-title`} className="text-balance text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {intro ? (
          <p className="mt-3 max-w-3xl text-base leading-relaxed text-muted-foreground sm:text-lg">{intro}</p>
        ) : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** The home page's estimate form, in the visitor's language. */
export function estimateFormPath(locale: "en" | "es"): string {
  return `${homePath(locale)}#contact`;
}

/** The closing call to action: request a free estimate (the home page form) or call. */
export function EstimateCallToAction({
  title,
  body,
  phone,
  estimateHref,
}: {
  title: string;
  body: string;
  phone: string;
  /** Where the estimate button goes instead of the home page's form (the comfort-club page books a consultation). */
  estimateHref?: string;
}) {
  const messages = useMessages();
  const locale = useLocale();
  return (
    <section aria-labelledby="page-cta-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-6 rounded-2xl bg-primary px-6 py-8 text-primary-foreground sm:px-10 sm:py-10 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="page-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 leading-relaxed text-primary-foreground/90">{body}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:shrink-0">
          <Link
            to={estimateHref ?? estimateFormPath(locale)}
            className={buttonVariants({ variant: "accent", size: "lg" })}
          >
            <ClipboardList aria-hidden />
            {messages.pagesShared.requestEstimate}
          </Link>
          <PhoneLink phone={phone} className={buttonVariants({ variant: "onPrimary", size: "lg" })}>
            <Phone aria-hidden />
            {format(messages.common.callPhone, { phone })}
          </PhoneLink>
        </div>
      </div>
    </section>
  );
}
