import { Clock, Phone, Receipt } from "lucide-react";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { numberFormat } from "~/i18n/intl-formats";

/** Whole dollars without cents ("$89"), as the business quotes its fee; cents only when there are some. */
function feeText(cents: number, locale: string): string {
  const whole = cents % 100 === 0;
  return numberFormat(locale === "es" ? "es-US" : "en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** Beside the form: the service call fee and the business hours from settings (DECISIONS.md §1), the emergency line. */
export function AppointmentAside(props: { feeCents: number; hoursLines: string[]; emergencyPhone: string }) {
  const m = useMessages().portal.appointments.aside;
  const locale = useLocale();
  // The phone number is a tel: link inside the sentence, wherever the language puts it.
  const [before = "", after = ""] = m.emergency.split("{phone}");
  return (
    <aside
      aria-labelledby="appointments-aside-heading"
      className="h-fit rounded-lg border bg-card p-4 text-sm shadow-sm"
    >
      <h2 id="appointments-aside-heading" className="mb-3 font-semibold">
        {m.heading}
      </h2>
      <p className="flex items-start gap-2" data-testid="service-call-fee">
        <Receipt aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        {format(m.fee, { fee: feeText(props.feeCents, locale) })}
      </p>
      <div className="mt-3 flex items-start gap-2">
        <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div>
          <h3 className="font-medium">{m.hours}</h3>
          <ul>
            {props.hoursLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="mt-3 flex items-start gap-2">
        <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span>
          {before}
          <a
            href={`tel:${props.emergencyPhone.replace(/[^\d+]/g, "")}`}
            className="font-medium text-primary underline underline-offset-2"
          >
            {props.emergencyPhone}
          </a>
          {after}
        </span>
      </p>
    </aside>
  );
}
