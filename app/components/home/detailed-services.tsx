import { CheckCircle2, Hammer, Siren, Wind } from "lucide-react";
import { useMessages } from "~/i18n/use-messages";
import { PhoneScroller, SCROLLER_ITEM } from "~/components/ui/phone-scroller";
import { SECTION_BODY_GAP, SECTION_CONTAINER, SECTION_SPACING, SectionHeading } from "./section-heading";

const GROUP_ICONS = [Siren, Hammer, Wind];

/** Three groups of six services each (spec 1 §2 "detailed services"). */
export function DetailedServices() {
  const t = useMessages().home.detailedServices;
  return (
    <section aria-labelledby="detailed-services-title" className={`bg-muted ${SECTION_SPACING}`}>
      <div className={SECTION_CONTAINER}>
        <SectionHeading id="detailed-services-title" title={t.heading} intro={t.intro} />
        <PhoneScroller grid="sm:grid sm:gap-6 lg:grid-cols-3" label={t.heading} className={SECTION_BODY_GAP}>
          {t.groups.map((group, index) => {
            const Icon = GROUP_ICONS[index] ?? Wind;
            return (
              <li
                key={group.title}
                className={`${SCROLLER_ITEM} rounded-2xl bg-card p-5 shadow-sm ring-1 ring-border sm:p-8`}
              >
                <h3 className="flex items-center gap-3 text-lg font-bold sm:text-xl">
                  <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-secondary text-primary">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  {group.title}
                </h3>
                <ul className="mt-4 space-y-2 text-sm sm:mt-5 sm:space-y-3 sm:text-base">
                  {group.items.map((item) => (
                    <li key={item} className="flex gap-2.5 sm:gap-3">
                      <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success sm:size-5" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </PhoneScroller>
      </div>
    </section>
  );
}
