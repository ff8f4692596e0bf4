import { Mail } from "lucide-react";
import { useMessages } from "~/i18n/use-messages";
import { NewsletterForm } from "./newsletter-form";

/** The footer's newsletter band (spec document 2 §2: optional name, required email, 'Subscribe Now'). */
export function FooterNewsletter() {
  const t = useMessages().newsletter.form;
  return (
    <section aria-labelledby="footer-newsletter" className="border-t border-background/15">
      <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 py-10 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <h2
            id="footer-newsletter"
            className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-background"
          >
            <Mail aria-hidden className="size-4" />
            {t.title}
          </h2>
          <p className="mt-3 text-sm leading-relaxed">{t.description}</p>
        </div>
        <NewsletterForm source="footer" tone="dark" className="lg:col-span-3" />
      </div>
    </section>
  );
}
