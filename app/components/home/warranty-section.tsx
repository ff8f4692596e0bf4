import { Hammer, Package, ShieldCheck, Wrench } from "lucide-react";
import { MARKETING_FIGURES } from "~/content/marketing-figures";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { SECTION_CONTAINER } from "./section-heading";

const ICONS = [Wrench, Hammer, Package];

/** Our written warranty (labour, installation, parts), figures from the marketing figures module. */
export function WarrantySection() {
  const t = useMessages().home.warranty;
  const { warranty } = MARKETING_FIGURES;
  const values = { labor: warranty.laborYears, installation: warranty.installationYears, parts: warranty.partsDays };
  return (
    <section aria-labelledby="warranty-title" className="bg-muted py-16 sm:py-20">
      <div className={`${SECTION_CONTAINER} grid items-center gap-10 lg:grid-cols-[1fr_1.4fr]`}>
        <div>
          <span className="grid size-14 place-items-center rounded-2xl bg-primary text-primary-foreground">
            <ShieldCheck aria-hidden className="size-8" />
          </span>
          <h2 id="warranty-title" className="mt-5 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{t.intro}</p>
          <p className="mt-4 font-semibold text-primary">{t.premium}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3">
          {t.items.map((item, index) => {
            const Icon = ICONS[index] ?? Wrench;
            return (
              <li key={item.title} className="rounded-2xl bg-card p-6 shadow-sm ring-1 ring-border">
                <Icon aria-hidden className="size-6 text-primary" />
                <h3 className="mt-3 text-lg font-bold">{item.title}</h3>
                <p className="mt-1 text-muted-foreground">{format(item.body, values)}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
