import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type * as React from "react";
import { PhoneLink } from "~/components/site/phone-link";
import { useRootData } from "~/components/site/root-data";
import { useSiteFacts } from "~/components/site/site-facts";
import { useMessages } from "~/i18n/use-messages";
import { EstimateRequestForm } from "./estimate-request-form";

/**
 * The home page's last section, `#contact` (every "free estimate" call to action scrolls here): the estimate
 * form and a side panel with the phone, the e-mail (answered within 2 hours) and the service area, all from
 * the settings record.
 */
export function EstimateRequestSection({ submissionToken }: { submissionToken: string }) {
  const t = useMessages().estimate;
  const business = useRootData()?.business;
  const facts = useSiteFacts();
  return (
    <section id="contact" aria-labelledby="estimate-title" className="scroll-mt-20 bg-muted/60">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-16 lg:px-8 lg:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t.eyebrow}</p>
          <h2
            id="estimate-title"
            className="mt-1 text-balance text-2xl font-extrabold tracking-tight sm:mt-2 sm:text-4xl"
          >
            {t.heading}
          </h2>
          <p className="mt-2 text-pretty leading-relaxed text-muted-foreground sm:mt-4 sm:text-lg">{t.intro}</p>
        </div>
        <div className="mt-5 grid gap-5 sm:mt-10 sm:gap-8 lg:grid-cols-3">
          <div className="rounded-2xl border bg-card p-5 shadow-sm sm:p-8 lg:col-span-2">
            <EstimateRequestForm submissionToken={submissionToken} />
          </div>
          <aside
            aria-labelledby="estimate-panel-title"
            className="rounded-2xl bg-primary p-5 text-primary-foreground sm:p-8 lg:self-start"
          >
            <h3 id="estimate-panel-title" className="text-xl font-bold tracking-tight">
              {t.panel.heading}
            </h3>
            <ul className="mt-4 space-y-3 sm:mt-6 sm:space-y-6">
              {business ? (
                <PanelItem icon={Phone} label={t.panel.phoneLabel}>
                  <PhoneLink
                    phone={business.mainPhone}
                    className="text-lg font-bold underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-foreground"
                  />
                </PanelItem>
              ) : null}
              {business ? (
                <PanelItem icon={Mail} label={t.panel.emailLabel}>
                  <a
                    href={`mailto:${business.email}`}
                    className="break-all font-semibold underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-foreground"
                  >
                    {business.email}
                  </a>
                  <span className="mt-1 flex items-center gap-1.5 text-sm text-primary-foreground/90">
                    <Clock aria-hidden className="size-4" />
                    {t.panel.emailPromise}
                  </span>
                </PanelItem>
              ) : null}
              {facts ? (
                <PanelItem icon={MapPin} label={t.panel.areaLabel}>
                  {/* The region alone: the areas are listed once, in #service-areas just above (issue 17). */}
                  <span className="font-semibold">{facts.serviceRegion}</span>
                </PanelItem>
              ) : null}
            </ul>
          </aside>
        </div>
      </div>
    </section>
  );
}

function PanelItem({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-3 sm:gap-4">
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-foreground/15 sm:size-10">
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-sm font-medium text-primary-foreground/90">{label}</span>
        {children}
      </span>
    </li>
  );
}
