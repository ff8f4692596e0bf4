import { Hammer, Package, ShieldCheck, Wrench } from "lucide-react";
import { MARKETING_FIGURES } from "~/content/marketing-figures";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { SECTION_CONTAINER, SECTION_SPACING } from "./section-heading";

const ICONS = [Wrench, Hammer, Package];

/** Our written warranty (labour, installation, parts), figures from the marketing figures module. */
export function WarrantySection() {
  const t = useMessages().home.warranty;
  const { warranty } = MARKETING_FIGURES;
  const values = { labor: warranty.laborYears, installation: warranty.installationYears, parts: warranty.partsDays };
  return (
    <section aria-labelledby="warranty-title" className={`bg-muted ${SECTION_SPACING}`}>
      <div className={`${SECTION_CONTAINER} grid items-center gap-5 sm:gap-10 lg:grid-cols-[1fr_1.4fr]`}>
        <div>
          <h2
            id="warranty-title"
            className="flex items-center gap-3 text-[1.375rem]/7 font-extrabold tracking-tight sm:block sm:text-4xl"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary text-primary-foreground sm:mb-5 sm:size-14 sm:rounded-2xl">
              <ShieldCheck aria-hidden className="size-6 sm:size-8" />
            </span>
            {t.heading}
          </h2>
          <p className="mt-2 text-[0.9375rem] leading-relaxed text-muted-foreground sm:mt-4 sm:text-lg">{t.intro}</p>
          <p className="mt-2 text-[0.9375rem] font-semibold text-primary sm:mt-4 sm:text-base">{t.premium}</p>
        </div>
        {/* Three short rows in one card on a phone; three cards from `sm` up. */}
        <ul className="divide-y rounded-2xl bg-card shadow-sm ring-1 ring-border sm:grid sm:grid-cols-3 sm:gap-4 sm:divide-y-0 sm:bg-transparent sm:shadow-none sm:ring-0">
          {t.items.map((item, index) => {
            const Icon = ICONS[index] ?? Wrench;
            return (
              <li
                key={item.title}
                className="flex gap-3 px-4 py-3 sm:block sm:rounded-2xl sm:bg-card sm:p-6 sm:shadow-sm sm:ring-1 sm:ring-border"
              >
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary sm:mt-0 sm:size-6" />
                <div>
                  <h3 className="font-bold sm:mt-3 sm:text-lg">{item.title}</h3>
                  <p className="mt-0.5 text-sm text-muted-foreground sm:mt-1 sm:text-base">
                    {format(item.body, values)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
