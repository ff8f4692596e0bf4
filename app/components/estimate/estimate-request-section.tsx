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
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t.eyebrow}</p>
          <h2 id="estimate-title" className="mt-2 text-balance text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t.heading}
          </h2>
          <p className="mt-4 text-pretty text-lg leading-relaxed text-muted-foreground">{t.intro}</p>
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-3">
          <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8 lg:col-span-2">
            <EstimateRequestForm submissionToken={submissionToken} />
          </div>
          <aside aria-labelledby="estimate-panel-title" className="rounded-2xl bg-primary p-6 text-primary-foreground sm:p-8 lg:self-start">
            <h3 id="estimate-panel-title" className="text-xl font-bold tracking-tight">
              {t.panel.heading}
            </h3>
            <ul className="mt-6 space-y-6">
              {business ? (
                <PanelItem icon={Phone} label={t.panel.phoneLabel}>
                  <PhoneLink phone={business.mainPhone} className="text-lg font-bold underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-foreground" />
                </PanelItem>
              ) : null}
              {business ? (
                <PanelItem icon={Mail} label={t.panel.emailLabel}>
                  <a href={`mailto:${business.email}`} className="break-all font-semibold underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-foreground">
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
                  <span className="font-semibold">{facts.serviceRegion}</span>
                  <span className="mt-1 text-sm leading-relaxed text-primary-foreground/90">{facts.serviceAreas.join(" · ")}</span>
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
    <li className="flex items-start gap-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-foreground/15">
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-sm font-medium text-primary-foreground/90">{label}</span>
        {children}
      </span>
    </li>
  );
}
