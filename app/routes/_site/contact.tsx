import { CheckCircle2, Clock, Mail, MapPin, Phone, Siren } from "lucide-react";
import { CONTACT_SENT_ID, ContactMessageForm } from "~/components/contact/contact-message-form";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { PageHero } from "~/components/site/content-page";
import { publicPageMeta } from "~/components/site/page-meta";
import { PhoneLink } from "~/components/site/phone-link";
import { rootDataFromMatches, useRootData } from "~/components/site/root-data";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { SERVICE_AREA_REGION } from "~/config/business-defaults";
import { createContactLead } from "~/domain/leads/create-contact-lead.server";
import { CONTACT_FIELDS, ContactMessageSchema } from "~/domain/leads/lead-schemas";
import { businessHoursLines } from "~/domain/settings/business-hours-text";
import { getSettings } from "~/domain/settings/get-settings.server";
import { leadFormAction } from "~/form-actions/lead-form-action.server";
import { newSubmissionToken } from "~/http/submission-token";
import { format } from "~/i18n/catalog";
import { localizedPath, resolveLocale } from "~/i18n/locale";
import { useMessages, messagesFromMatches } from "~/i18n/use-messages";
import type { Route } from "./+types/contact";

const CARD = "rounded-2xl border bg-card p-6 shadow-sm";
const CARD_HEADING = "flex items-center gap-2 text-lg font-bold tracking-tight";
const LINK =
  "font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export const meta: Route.MetaFunction = ({ data: pageData, matches, location }) => {
  const root = rootDataFromMatches(matches);
  if (!pageData || !root) return [];
  const t = messagesFromMatches(matches).contactPage;
  const company = root.business.companyName;
  return publicPageMeta({
    title: format(t.metaTitle, { company }),
    description: format(t.metaDescription, { company, phone: root.business.mainPhone, region: pageData.serviceRegion }),
    origin: root.origin,
    pathname: location.pathname,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const locale = resolveLocale(request);
  const settings = await getSettings();
  return {
    locale,
    hours: businessHoursLines(settings.businessHours, locale),
    serviceRegion: SERVICE_AREA_REGION,
    serviceAreas: settings.serviceAreas,
    // The contact form's first one-time token, for a visitor without JavaScript (ADR 036).
    submissionToken: newSubmissionToken(),
  };
}

/** The contact form posts here; a plain post that succeeds comes back to this page's confirmation. */
export const action = leadFormAction({
  kind: "contact",
  schema: ContactMessageSchema,
  fields: CONTACT_FIELDS,
  successPath: (locale) => `${localizedPath("/contact", locale)}#${CONTACT_SENT_ID}`,
  save: createContactLead,
});

/** /contact (spec document 2 §2): welcome, the contact form, how to reach us, hours, 8 services, the newsletter. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const messages = useMessages();
  const t = messages.contactPage;
  const business = useRootData()?.business;
  // The root loader always ran before a page inside the site layout renders.
  if (!business) throw new Error("The contact page needs the root loader's business facts");
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.welcome}>
        <PhoneLink phone={business.mainPhone} className={cn(buttonVariants({ variant: "accent", size: "lg" }), "mt-8")}>
          <Phone aria-hidden />
          {format(t.callCta, { phone: business.mainPhone })}
        </PhoneLink>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-3 lg:px-8">
        <div className={cn(CARD, "sm:p-8 lg:col-span-2")}>
          <ContactMessageForm submissionToken={loaderData.submissionToken} />
        </div>
        <div className="space-y-6">
          <section aria-labelledby="contact-reach" className={CARD}>
            <h2 id="contact-reach" className={CARD_HEADING}>
              {t.reachHeading}
            </h2>
            <dl className="mt-4 space-y-4 text-sm">
              <div>
                <dt className="flex items-center gap-2 text-muted-foreground">
                  <Phone aria-hidden className="size-4" />
                  {t.phoneLabel}
                </dt>
                <dd className="mt-1">
                  <PhoneLink phone={business.mainPhone} className={cn(LINK, "text-base")} />
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 text-muted-foreground">
                  <Mail aria-hidden className="size-4" />
                  {t.emailLabel}
                </dt>
                <dd className="mt-1">
                  <a href={`mailto:${business.email}`} className={cn(LINK, "break-all text-base")}>
                    {business.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 text-muted-foreground">
                  <MapPin aria-hidden className="size-4" />
                  {t.areaLabel}
                </dt>
                <dd className="mt-1 font-semibold">{loaderData.serviceRegion}</dd>
                <dd className="mt-1 leading-relaxed text-muted-foreground">{loaderData.serviceAreas.join(" · ")}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="contact-hours" className={CARD}>
            <h2 id="contact-hours" className={CARD_HEADING}>
              <Clock aria-hidden className="size-5 text-primary" />
              {t.hoursHeading}
            </h2>
            <ul className="mt-4 space-y-1.5 text-sm">
              {loaderData.hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <div className="mt-5 rounded-lg bg-accent/10 p-4">
              <h3 className="flex items-center gap-2 text-sm font-semibold">
                <Siren aria-hidden className="size-4 text-accent" />
                {t.emergencyHeading}
              </h3>
              <p className="mt-1 text-sm">
                {t.emergencyBody} <PhoneLink phone={business.emergencyPhone} className={LINK} />
              </p>
            </div>
          </section>
        </div>
      </div>
      <section aria-labelledby="contact-services" className="bg-muted/60">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <h2 id="contact-services" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t.servicesHeading}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {t.services.map((service) => (
              <li key={service} className="flex items-start gap-3 rounded-xl bg-card p-4 shadow-sm">
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                <span className="font-medium">{service}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="contact-newsletter" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="grid items-start gap-6 rounded-2xl border bg-card p-6 shadow-sm sm:p-8 lg:grid-cols-2">
          <div>
            <h2 id="contact-newsletter" className="text-2xl font-bold tracking-tight">
              {t.newsletterHeading}
            </h2>
            <p className="mt-2 text-muted-foreground">{messages.newsletter.form.description}</p>
          </div>
          <NewsletterForm source="contact_page" />
        </div>
      </section>
    </>
  );
}
